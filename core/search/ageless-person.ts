/**
 * A person as the chat names them without their age ("your 12-year-old son" → "your son", "an 8-year-old nephew" →
 * "a nephew"): once the audience their age implied is taken back ("for everyone"), the age would say the products
 * shown are children's. Pure.
 */
import { indefiniteArticle } from './indefinite-article.ts';

const AGE = /\s+\d{1,2}-(?:year|month)-old(?=\s|$)/iu;

/** `person` without an age; undefined when the age was all that named them ("a 5-year-old"). */
export function agelessPerson(person: string): string | undefined {
  if (!AGE.test(person)) return person;
  const [lead = '', ...rest] = person.replace(AGE, '').split(/\s+/);
  if (rest.length === 0) return undefined;
  const article = /^an?$/iu.test(lead) ? indefiniteArticle(rest[0] ?? '') : lead;
  return [article, ...rest].join(' ');
}
