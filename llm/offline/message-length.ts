/**
 * Keeps chat messages short: sentences carry a priority and the least important ones are dropped until
 * the message fits the soft length limit.
 */

/** Soft limit for a whole chat message, in characters. */
export const MAX_MESSAGE_LENGTH = 600;

/** A sentence with a priority: lower numbers survive when the message must be shortened; 0 always stays. */
export interface Line {
  text: string;
  priority: number;
}

/** Length of the sentences joined with single spaces. */
export const joinedLength = (texts: readonly string[]): number =>
  texts.reduce((sum, text) => sum + text.length + 1, texts.length === 0 ? 0 : -1);

/** Drops the least important sentences (highest priority number, latest first) until the message fits. */
export function fitLines(lines: readonly Line[], limit = MAX_MESSAGE_LENGTH): string[] {
  const kept = [...lines];
  while (joinedLength(kept.map((line) => line.text)) > limit) {
    const worst = Math.max(...kept.map((line) => line.priority));
    if (worst <= 0) break;
    kept.splice(kept.map((line) => line.priority).lastIndexOf(worst), 1);
  }
  return kept.map((line) => line.text);
}
