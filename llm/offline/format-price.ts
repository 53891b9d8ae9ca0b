/**
 * Money and number formatting for the offline writers: fixed English formatting (never the host locale),
 * so the same input always gives the same text. Two decimals only when the amount has cents.
 */
import type { Product } from '../../core/index.ts';

const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  INR: '₹',
  KRW: '₩',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  HKD: 'HK$',
  SGD: 'S$',
  MXN: 'MX$',
  BRL: 'R$',
};

export const DEFAULT_CURRENCY = 'USD';

/** Groups thousands with commas: 1234567 → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A plain count with thousands separators: 1234 → "1,234". */
export function formatCount(value: number): string {
  return groupThousands(String(Math.round(value)));
}

/** 100 → "$100", 99.5 → "$99.50", 1299 → "$1,299", 15 in SEK → "SEK 15". */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  const number = fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const symbol = SYMBOLS[currency.toUpperCase()];
  return symbol === undefined ? `${sign}${currency.toUpperCase()} ${number}` : `${sign}${symbol}${number}`;
}

/** The currency a product is priced in (USD when unset). */
export function productCurrency(product: Product | undefined): string {
  return product?.currency ?? DEFAULT_CURRENCY;
}

/** A rating as "4.6/5" (at most one decimal, no trailing ".0"). */
export function formatRating(rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  return `${Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)}/5`;
}

/** "rated 4.6/5 from 1,234 reviews", "rated 4/5" (no count), or undefined without a rating. */
export function describeRating(product: Product): string | undefined {
  if (product.rating === undefined) return undefined;
  const base = `rated ${formatRating(product.rating)}`;
  if (product.reviewCount === undefined) return base;
  const noun = product.reviewCount === 1 ? 'review' : 'reviews';
  return `${base} from ${formatCount(product.reviewCount)} ${noun}`;
}

/** The saving against compareAtPrice, when the product is actually discounted. */
export function saving(product: Product): { amount: number; percent: number; was: number } | undefined {
  const { price, compareAtPrice } = product;
  if (price === undefined || compareAtPrice === undefined || compareAtPrice <= price) return undefined;
  const amount = Math.round((compareAtPrice - price) * 100) / 100;
  const percent = compareAtPrice > 0 ? Math.round((amount / compareAtPrice) * 100) : 0;
  return { amount, percent, was: compareAtPrice };
}

/**
 * The option a saving is on, when the price depends on the option: compareAtPrice is the product's, against its
 * own price, which is its cheapest option's ("15 ml" of a serum at $38.99, was $52.99, whose 30 ml costs $56.99).
 * Undefined when the price is one for every option, or no option is priced at it.
 */
export function savingOption(product: Product): string | undefined {
  if (priceRange(product) === undefined || product.price === undefined) return undefined;
  const price = product.price;
  const variant = (product.variants ?? []).find(
    (one) => typeof one.price === 'number' && Math.abs(one.price - price) < 0.005,
  );
  const title = variant?.title.trim();
  return title === undefined || title === '' ? undefined : title;
}

/**
 * Its variants' prices when they span more than one ("$42.95 to $70.95": a 50 ml and a 100 ml), else undefined.
 * The product's own price counts as the cheapest option's.
 */
export function priceSpan(product: Product): string | undefined {
  const range = priceRange(product);
  if (range === undefined) return undefined;
  const currency = productCurrency(product);
  return `${formatPrice(range[0], currency)} to ${formatPrice(range[1], currency)}`;
}

/** The lowest and highest of its variants' prices when they differ (see priceSpan), else undefined. */
export function priceRange(product: Product): [low: number, high: number] | undefined {
  const prices = [product.price, ...(product.variants ?? []).map((variant) => variant.price)].filter(
    (price): price is number => typeof price === 'number' && Number.isFinite(price),
  );
  if (prices.length < 2) return undefined;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return high - low < 0.005 ? undefined : [low, high];
}

/**
 * "$89.99 (was $120, save $30.01)", "$89.99", "$42.95 to $70.95 by option" (a price that depends on the option is
 * its span; in the sizes asked: asked-size-price.ts's pickPrice), or undefined without a price.
 */
export function describePrice(product: Product): string | undefined {
  if (product.price === undefined) return undefined;
  const currency = productCurrency(product);
  const span = priceSpan(product);
  if (span !== undefined) return `${span} by option`;
  const base = formatPrice(product.price, currency);
  const off = saving(product);
  if (off === undefined) return base;
  return `${base} (was ${formatPrice(off.was, currency)}, save ${formatPrice(off.amount, currency)})`;
}
