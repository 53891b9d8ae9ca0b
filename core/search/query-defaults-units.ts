/**
 * The units of the measures a shopper can bound (query-defaults-measures.ts), part of the one defaults object
 * (query-defaults.ts) as `measures.units`.
 *
 * Family (named by its base unit) → spelling → factor to the base unit. Values convert within a family
 * ("2 days" is 48 hours, "1.5 l" is 1500 ml); ounces stay apart from grams and millilitres, since "16 oz"
 * may weigh or hold. Months and years are a family of their own, read in product values only (`valueOnly`: a
 * warranty's "2 years", "18 months"), so a bound in hours never matches a warranty and "3+ years" in a request
 * stays an age; a comparison sets them against hours and days (core/compare/durations.ts).
 */
export const measureUnits = {
  mm: {
    mm: 1,
    millimeter: 1,
    millimeters: 1,
    millimetre: 1,
    millimetres: 1,
    cm: 10,
    centimeter: 10,
    centimeters: 10,
    centimetre: 10,
    centimetres: 10,
    m: 1000,
    meter: 1000,
    meters: 1000,
    metre: 1000,
    metres: 1000,
    in: 25.4,
    'in.': 25.4,
    inch: 25.4,
    inches: 25.4,
    '"': 25.4,
    ft: 304.8,
    foot: 304.8,
    feet: 304.8,
    /** A water resistance rated in atmospheres, 10 m each ("5 ATM" is 50 m, as watches mark it: ISO 22810). */
    atm: 10000,
    /** So is one in bar, about an atmosphere each ("10 bar" is 100 m). */
    bar: 10000,
  },
  hour: {
    min: 1 / 60,
    mins: 1 / 60,
    minute: 1 / 60,
    minutes: 1 / 60,
    h: 1,
    hr: 1,
    hrs: 1,
    hour: 1,
    hours: 1,
    day: 24,
    days: 24,
    week: 168,
    weeks: 168,
  },
  w: { w: 1, watt: 1, watts: 1, kw: 1000 },
  ml: {
    ml: 1,
    cl: 10,
    l: 1000,
    liter: 1000,
    liters: 1000,
    litre: 1000,
    litres: 1000,
    qt: 946.353,
    quart: 946.353,
    quarts: 946.353,
    gal: 3785.41,
    gallon: 3785.41,
    gallons: 3785.41,
  },
  oz: { oz: 1, ounce: 1, ounces: 1, 'fl oz': 1 },
  g: {
    g: 1,
    gram: 1,
    grams: 1,
    kg: 1000,
    kilogram: 1000,
    kilograms: 1000,
    lb: 453.592,
    lbs: 453.592,
    pound: 453.592,
    pounds: 453.592,
  },
  person: { person: 1, persons: 1, people: 1, man: 1, seater: 1 },
  gb: { mb: 0.001, gb: 1, tb: 1000 },
  db: { db: 1, decibel: 1, decibels: 1 },
  mah: { mah: 1 },
  year: { month: 1 / 12, months: 1 / 12, year: 1, years: 1, yr: 1, yrs: 1 },
  /** Temperatures in degrees Celsius; Fahrenheit's by its factor after its offset (`measureOffsets`). */
  c: { c: 1, '°c': 1, celsius: 1, f: 5 / 9, '°f': 5 / 9, fahrenheit: 5 / 9 },
} as Record<string, Record<string, number>>;

/** What a spelling's number is moved by before its factor: 14 °F is (14 − 32) × 5/9 = −10 °C. */
export const measureOffsets: Record<string, number> = { f: -32, '°f': -32, fahrenheit: -32 };
