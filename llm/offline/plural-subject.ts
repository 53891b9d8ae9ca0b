/**
 * A plural product name as the subject of an answer: the verb after it agrees with it ("the Wireless Over-Ear
 * Headphones in Matte Black are rated …"), whatever words follow its head noun. Pure.
 */
import { escapeRegExp } from './escape-regexp.ts';

const PLURAL_VERBS: Record<string, string> = {
  is: 'are',
  "isn't": "aren't",
  has: 'have',
  "doesn't": "don't",
  comes: 'come',
  costs: 'cost',
  lists: 'list',
  mentions: 'mention',
  fits: 'fit',
  holds: 'hold',
  sleeps: 'sleep',
  seats: 'seat',
};

const VERB = `(${Object.keys(PLURAL_VERBS).join('|')})`;
/** The name after a preposition is no subject: "the data I have on the … Headphones you're viewing doesn't cover it". */
const OBJECT = '(?<!\\b(?:on|about|of|for|with|than|to) )';

/**
 * "the Zen On-Ear Headphones you're viewing are foldable", "the Wireless Over-Ear Headphones in Matte Black are
 * rated …": the verb after the plural `name` (however its last words end) agrees with it, and a second one it
 * governs (", but are listed as lightweight"); not one whose subject is "nothing about" the name ("nothing about
 * the Zen On-Ear Headphones you're viewing mentions …"), nor one whose subject is another's ("the data I have on the
 * … Headphones you're viewing doesn't cover it").
 */
export function inPlural(answer: string, name: string): string {
  const subject = new RegExp(
    `(?<!nothing about [^:;.]*)${OBJECT}(\\b[Tt]he ${escapeRegExp(name)}(?: you're viewing)? )${VERB}\\b([^:;.]*?, but) is\\b|` +
      `(?<!nothing about [^:;.]*)${OBJECT}(\\b[Tt]he ${escapeRegExp(name)}(?: you're viewing)? )${VERB}\\b`,
    'u',
  );
  return answer.replace(
    subject,
    (_all, one?: string, verb?: string, but?: string, alone?: string, single?: string) =>
      one !== undefined ? `${one}${PLURAL_VERBS[verb!]}${but} are` : `${alone}${PLURAL_VERBS[single!]}`,
  );
}
