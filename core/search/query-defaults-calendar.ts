/**
 * Names on the calendar, which the English word list holds no proper noun of: holidays and weekdays (the months are
 * `months`). A word no product holds that is one of them is never taken for a brand the shop does not carry
 * ("christmas backpack" had said "No product here is from Christmas"; storage's unsold-brand.ts). Part of
 * `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { list } from './lexicon-notation.ts';

export const calendarDefaults = {
  holidays:
    list(`christmas, xmas, easter, halloween, hanukkah, chanukah, diwali, eid, ramadan, passover, kwanzaa,
    thanksgiving, valentines, valentine's, hogmanay, lunar, midsummer, solstice, advent, lent, pentecost,
    juneteenth, monday, tuesday, wednesday, thursday, friday, saturday, sunday, weekend`),
};
