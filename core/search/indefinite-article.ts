/**
 * "a" or "an" before a word as it is said: "an 8-year-old", "an 11-year-old", "an 18-month-old", "an 80-year-old",
 * "a 1-year-old", "a new mom", "an old friend". Numbers are read by their sound: those said with "eight",
 * "eleven" or "eighteen" first take "an".
 */

/** Digits said with a vowel first: 8, 8x, 8xx…, 11 and 18 alone or as thousands (11,000, 18,500). */
const VOWEL_NUMBER = /^(?:8|1[18](?:(?:[,\s]?\d{3})*(?!\d)))/;

export function indefiniteArticle(word: string): 'a' | 'an' {
  if (/^\d/.test(word)) return VOWEL_NUMBER.test(word.replace(/[^\d,\s].*$/, '')) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
