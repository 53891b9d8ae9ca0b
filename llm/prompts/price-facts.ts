/**
 * The price facts the offline search pick states (asked-size-price.ts's pickPrice), for the search prompt: of a
 * product priced by option, its price in the sizes asked ("$93" in "King", "$84.99 to $89.99" in "sizes 8 to 10"),
 * else the span of its options' prices ("$38.99 to $56.99", said "by option"), and the option its regular price is
 * of ("15 ml": its compareAtPrice is against its own price, its cheapest option's). Without them the model has only
 * that cheapest option's price.
 */
import type { Product } from '../../core/index.ts';
import { askedSizePrice } from '../offline/asked-size-price.ts';
import { priceSpan, saving, savingOption } from '../offline/format-price.ts';
import { cleanText } from './data-block.ts';

export interface PriceFacts {
  priceInAskedSize?: { size: string; price: string };
  priceByOption?: string;
  regularPriceOf?: string;
}

/** Its price facts for the sizes asked; none when one price is every option's. */
export function priceFacts(product: Product, sizes: readonly string[]): PriceFacts {
  const span = priceSpan(product);
  if (span === undefined) return {};
  const sized = askedSizePrice(product, sizes);
  const option = saving(product) === undefined ? undefined : savingOption(product);
  return {
    ...(sized === undefined
      ? { priceByOption: span }
      : { priceInAskedSize: { price: sized.price, size: cleanText(sized.size, 40) } }),
    ...(option !== undefined && { regularPriceOf: cleanText(option, 40) }),
  };
}
