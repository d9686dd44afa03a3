import { DEFAULT_RECOMMENDATION, type Recommendation } from '../letter/letter.content';

/** A product as the partner's catalogue and a case hold it. */
interface NamedProduct {
  sku: string;
  name: string;
  usage: string;
  duration: string;
}

/** The product as the letter names it: "Acme Ride 2 stationary bike (model AR-2)". */
export function productOnLetter(product: Pick<NamedProduct, 'name' | 'sku'>): string {
  return `${product.name} (model ${product.sku})`;
}

/**
 * What the letter recommends for a case: its partner's product with the partner's frequency
 * and duration; a case without a partner keeps the generic product, exactly as before.
 */
export function recommendationFor(product: NamedProduct | null | undefined): Recommendation {
  if (!product) return { ...DEFAULT_RECOMMENDATION };
  return { product: productOnLetter(product), usage: product.usage, duration: product.duration };
}
