/**
 * Small talk: a message that asks for no product, only greets, thanks or acknowledges ("hello", "thanks!", "ok",
 * "🙂"; `queryDefaults.smallTalk`). The chat answers it as such, and its words are never searched. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

/** What small talk says, the most telling first: "hi, thanks" thanks. */
export const SMALL_TALK_KINDS = ['thanks', 'greeting', 'acknowledgement'] as const;
export type SmallTalkKind = (typeof SMALL_TALK_KINDS)[number];

/** A message read as small talk, for the chat. */
export interface SmallTalk {
  kind: SmallTalkKind;
}

const { smallTalk } = queryDefaults;

const atStart = (phrases: readonly string[]): RegExp =>
  new RegExp(`^(?:${alternation(phrases)})${WORD_END}`, 'iu');

const KINDS: readonly (readonly [SmallTalkKind | undefined, RegExp])[] = [
  ...SMALL_TALK_KINDS.map((kind) => [kind, atStart(smallTalk[kind])] as const),
  [undefined, atStart(smallTalk.softeners)],
];
/** What may stand between phrases: punctuation, spaces, emoji. */
const PAUSE = /^[^\p{L}\p{N}]+/u;
const WORDS = /[\p{L}\p{N}]/u;

/**
 * The small talk `content` is, when every word of it is small talk ("hi there!", "thanks so much 🙂", "ok"), else
 * undefined ("hi, I need a tent"). Emoji alone are an acknowledgement, or a greeting when one waves ("👋").
 */
export function readSmallTalk(content: string): SmallTalk | undefined {
  const said = new Set<SmallTalkKind>();
  let rest = content.replaceAll('’', "'");
  for (rest = rest.replace(PAUSE, ''); rest !== ''; rest = rest.replace(PAUSE, '')) {
    let best: { kind: SmallTalkKind | undefined; length: number } | undefined;
    for (const [kind, pattern] of KINDS) {
      const length = pattern.exec(rest)?.[0].length ?? 0;
      if (length > (best?.length ?? 0)) best = { kind, length };
    }
    if (best === undefined) return undefined;
    if (best.kind !== undefined) said.add(best.kind);
    rest = rest.slice(best.length);
  }
  if (!WORDS.test(content)) {
    const waves = smallTalk.greetingEmoji.some((emoji) => content.includes(emoji));
    return { kind: waves ? 'greeting' : 'acknowledgement' };
  }
  const kind = SMALL_TALK_KINDS.find((each) => said.has(each));
  return kind === undefined ? undefined : { kind };
}
