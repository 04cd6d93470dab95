// Registered customers with full carts, created through the API like real shoppers.
import { Shopper } from '../bench/lib/shopper';

export const CART_LINES = 3;

/** Runs `task` over `items` with at most `limit` at a time (registration hashes passwords: keep the CPU bounded). */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

export async function inStockProductIds(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/products?stock=in_stock&limit=50`);
  const products = (await response.json()) as { id: number }[];
  if (products.length < CART_LINES) throw new Error('the demo catalogue has too few products in stock');
  return products.map((product) => product.id);
}

/** `count` customers, each with CART_LINES different products in the cart. */
export async function customersWithCarts(baseUrl: string, count: number, prefix: string): Promise<Shopper[]> {
  const productIds = await inStockProductIds(baseUrl);
  const run = Date.now().toString(36);
  return inBatches(
    Array.from({ length: count }, (_, i) => i),
    6,
    async (i) => {
      const shopper = new Shopper(baseUrl, `${prefix}${run}${i}`);
      await shopper.register();
      for (let line = 0; line < CART_LINES; line++) {
        const { status, json } = await shopper.request('POST', '/api/cart', {
          productId: productIds[(i + line * 5) % productIds.length],
          quantity: 1 + ((i + line) % 4),
        });
        if (status !== 200) throw new Error(`add to cart answered ${status} ${JSON.stringify(json)}`);
      }
      return shopper;
    },
  );
}

/** A request's outcome: the status, or 0 when the connection failed (server gone). */
export async function attempt(shopper: Shopper, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  try {
    return await shopper.request(method, path, body);
  } catch {
    return { status: 0, json: undefined };
  }
}
