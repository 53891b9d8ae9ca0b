/**
 * A product's name shortened to fit where it is listed, as it reads well: a trailing phrase naming its colour or
 * finish is dropped whole ("Women's Cabin Cable Knit Sweater in Burgundy" → "Women's Cabin Cable Knit Sweater",
 * not "… Sweater in…"; so are " - …", ", …" and "(…)"); else it is cut after a whole word that is not a joining
 * word ("Fragrance-Free Moisturizer for Sensitive…", never "… for…"), marked "…". Pure.
 */

/** Openers of a trailing phrase the name reads whole without. */
const TRAILING = /\s+in\s+|\s+[-–—|]\s+|,\s+|\s+\(/gu;

/** Words a shortened name must not end on: they join what was cut. */
const JOINING = new Set(
  'a an and the of in with for to by on at from or & + - – —'.split(' ').map((word) => word.toLowerCase()),
);

/** `name` when it fits in `maxLength` characters, else shortened (see above). */
export function shortenName(name: string, maxLength: number): string {
  const text = name.trim();
  if (text.length <= maxLength) return text;
  // The longest head before a trailing phrase that fits and keeps most of the name.
  let head: string | undefined;
  for (const match of text.matchAll(TRAILING)) {
    const before = text.slice(0, match.index).trimEnd();
    if (before.length <= maxLength && before.length > maxLength / 2) head = before;
  }
  if (head !== undefined) return head;
  const words = text.slice(0, maxLength - 1).split(/\s+/u);
  // The last word, cut part-way, goes (unless it is the only one).
  if (words.length > 1 && !/\s/u.test(text.charAt(maxLength - 1))) words.pop();
  while (words.length > 1 && JOINING.has(words.at(-1)!.toLowerCase())) words.pop();
  return `${words.join(' ').replace(/[\s,;:–—-]+$/u, '')}…`;
}
