/** A measured attribute as a chat answer says it of a product. */
import { measureOf } from '../../core/index.ts';
import { joinList } from './english-list.ts';

/** "a thickness of 5 mm", "fits 2 people", "a volume of 50 ml or 100 ml": one attribute as the answer says it. */
export function specPhrase(name: string, values: readonly string[]): string {
  const people = values.map((value) => measureOf(value)).filter((measure) => measure?.unit === 'person');
  if (people.length === values.length && people[0] !== undefined) {
    const count = people[0].value;
    return `fits ${count} ${count === 1 ? 'person' : 'people'}`;
  }
  const listed = joinList(values.slice(0, 4), 'or');
  if (values.every((value) => value.toLowerCase().includes(name))) return `is ${listed}`;
  return `has ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} of ${listed}`;
}
