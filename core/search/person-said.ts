/**
 * What the shopper says of a person, taken before any reader sees the request, so no word of it is matched against
 * the products: a describing word before them ("for a tall guy", "i'm a light sleeper": person-describers.ts), what
 * the shopper is ("i'm a nurse, …": for a nurse, self-descriptions.ts) and their age ("i'm 30, need a watch":
 * speaker-age.ts). Pure.
 */
import { readPersonDescribers } from './person-describers.ts';
import { withSelfDescription } from './self-descriptions.ts';
import { withoutSpeakerAge } from './speaker-age.ts';

/** The request without what it says of a person; `sized`: a build was said, whose size the chat asks. */
export function readPersonSaid(said: string): { text: string; sized: boolean } {
  const { text, sized } = readPersonDescribers(said);
  return { text: withoutSpeakerAge(withSelfDescription(text)), sized };
}
