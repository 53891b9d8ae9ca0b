/**
 * Seasons and names on the calendar: the months (read after a word of time, month-phrases.ts), a season named by
 * the place it returns to, and the holidays and weekdays, proper nouns the English word list lacks. A word no
 * product holds that is a month, a holiday or a weekday is never taken for a brand the shop does not carry
 * ("christmas backpack" had said "No product here is from Christmas"; storage's english-words.ts). Part of
 * `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const calendarDefaults = {
  /**
   * When, by month, after one of `monthLeads` ("boots for a hike in october", "a jacket for iceland in march",
   * "by early december"): no word to match (month-phrases.ts); it had said "No product mentions "october"".
   */
  months: list(`january, february, march, april, may, june, july, august, september, october, november,
    december, jan, feb, mar, apr, jun, jul, aug, sep, sept, oct, nov, dec`),
  monthLeads: list('in, during, this, next, last, by, until, before, after, for, around, from, through'),
  /** A season named by the place it returns to, read as that place (season-phrases.ts): "back to school backpack". */
  seasons: lexicon('school = back to school; college = back to college; uni = back to uni'),
  holidays:
    list(`christmas, xmas, easter, halloween, hanukkah, chanukah, diwali, eid, ramadan, passover, kwanzaa,
    thanksgiving, valentines, valentine's, hogmanay, lunar, midsummer, solstice, advent, lent, pentecost,
    juneteenth, monday, tuesday, wednesday, thursday, friday, saturday, sunday, weekend`),
};
