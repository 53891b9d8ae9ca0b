/**
 * Seasons and names on the calendar. The names are those the English word list holds no proper noun of: holidays and weekdays (the months are
 * `months`). A word no product holds that is one of them is never taken for a brand the shop does not carry
 * ("christmas backpack" had said "No product here is from Christmas"; storage's unsold-brand.ts). Part of
 * `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const calendarDefaults = {
  /** A season named by the place it returns to, read as that place (season-phrases.ts): "back to school backpack". */
  seasons: lexicon('school = back to school; college = back to college; uni = back to uni'),
  holidays:
    list(`christmas, xmas, easter, halloween, hanukkah, chanukah, diwali, eid, ramadan, passover, kwanzaa,
    thanksgiving, valentines, valentine's, hogmanay, lunar, midsummer, solstice, advent, lent, pentecost,
    juneteenth, monday, tuesday, wednesday, thursday, friday, saturday, sunday, weekend`),
};
