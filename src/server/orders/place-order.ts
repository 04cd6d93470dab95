import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../shared/locale';
import { paymentState } from '../../shared/payments';
import type { OrderCharge } from '../../shared/schemas/delivery';
import type { checkoutSchema, Order, OrderItem } from '../../shared/schemas/orders';
import type { EmailSettings } from '../config';
import type { OrderDeliveryTerms } from '../shared/delivery-terms';
import type { Tx } from '../db/client';
import { executeNamed } from '../db/named-statement';
import { lowStockDigestInsert, orderPlacedEmails } from '../shared/outbox';
import { newOrderNumber } from '../shared/order-number';
import { orderDelivery } from '../shared/order-queries';

// The largest amount numeric(12,2) holds.
const MAX_ORDER_TOTAL = '9999999999.99';
const ORDER_NUMBER_ATTEMPTS = 5;
// A named statement is parsed and planned once per database connection instead of once per order: its text never
// changes (every value is a parameter), and planning its seven CTEs for every order cost a fifth of the orders per second
// (docs/decisions/0006-checkout-transaction.md). PGlite runs it unnamed.
const CHECKOUT_STATEMENT = 'place_order';

/**
 * The checkout form, the shop's language the shopper ordered in (their e-mails follow it), and the stored terms of the
 * delivery they chose (null for a checkout without a choice: the fee is then to be confirmed).
 */
export type CheckoutDetails = Omit<z.output<typeof checkoutSchema>, 'delivery'> & { locale: Locale; delivery?: OrderDeliveryTerms | null };

// The terms of a checkout without a delivery choice: nothing known, the fee to be confirmed.
const NO_DELIVERY: Omit<OrderDeliveryTerms, 'method'> = {
  county: null,
  pickupPointId: null,
  pickupPointName: null,
  pickupPointTown: null,
  fee: null,
  freeAbove: null,
  earliest: null,
  latest: null,
};

// Without settings, no e-mail is written.
const NO_EMAIL: EmailSettings = {
  from: '',
  staffRecipients: [],
  retryBaseMs: 0,
  caps: { perAddress: 0, perAccount: 0, verifications: 0, staffPerHour: 0 },
};

export type Checkout =
  | { outcome: 'placed'; order: Order }
  | { outcome: 'empty' }
  | { outcome: 'unavailable'; productName: string }
  | { outcome: 'short'; productName: string; left: number }
  | { outcome: 'too-large' }
  | { outcome: 'changed'; total: string };

interface CheckoutRow extends Record<string, unknown> {
  line_count: number;
  unavailable: string | null;
  short_product: string | null;
  short_left: number | null;
  fits: boolean;
  as_shown: boolean;
  grand_total: string;
  id: number | null;
  order_number: string;
  status: Order['status'];
  total_amount: string;
  delivery_address: string;
  phone_number: string;
  notes: string | null;
  delivery_method: OrderDeliveryTerms['method'] | null;
  delivery_county: string | null;
  pickup_point_id: number | null;
  pickup_point_name: string | null;
  pickup_point_town: string | null;
  delivery_fee: string | null;
  delivery_earliest: string | null;
  delivery_latest: string | null;
  created_at: string;
  items: OrderItem[];
  charges: OrderCharge[];
}

// Checkout is ONE statement, so it is atomic without BEGIN/COMMIT and costs one round trip: under load the
// round trips, not the work, were the price of an order. Every write hangs off `new_order`, which is inserted
// only when the verdict is good: an empty cart, an out-of-stock line, a line asking for more than is counted in
// stock, a total beyond numeric(12,2) or a clashing order number write nothing at all.
//
// Counted products (docs/product.md, "Stock") are locked by `stock`, in id order so two checkouts never wait on each
// other in a circle. A checkout that queued behind another's lock reads the count that one left (READ COMMITTED
// re-reads a locked row's newest version), so the verdict is made on the real count and fifty checkouts for the last
// five units place five orders. The verdict reads every row of `stock` (an aggregate over the join), so every
// counted row is locked before `taken` takes the units out.
//
// Two submissions of the same cart queue on its rows (FOR UPDATE OF c). The later one resumes once the first has
// committed, finds those rows deleted, skips them, and so sees an empty cart: exactly one order is made.
// The lines are read once (`lines` is materialised): the items, the total and the stock verdict come from the
// same rows, so the total always equals the sum of the lines, added up by PostgreSQL with exact decimals.
function checkoutStatement(
  userId: number,
  orderNumber: string,
  { deliveryAddress, phoneNumber, notes, locale, delivery, expectedTotal }: CheckoutDetails,
  idempotencyKey: string | null,
  email: EmailSettings,
) {
  const terms = delivery ?? NO_DELIVERY;
  // The total the checkout showed, when the client sends it: the order is placed only at it.
  const asShown = sql`(${expectedTotal ?? null}::numeric is null or priced.grand_total = ${expectedTotal ?? null}::numeric)`;
  return sql`
    with lines as materialized (
      select c.id as cart_item_id, c.created_at, c.quantity,
             p.id as product_id, p.name as product_name, nullif(p.name_sw, '') as product_name_sw, p.slug as product_slug, p.price as unit_price, p.stock_status
      from cart_items c join products p on p.id = c.product_id
      where c.user_id = ${userId}
      order by c.created_at, c.id
      for update of c
    ),
    stock as materialized (
      select id, stock_quantity, low_stock_threshold from products
      where id in (select product_id from lines) and stock_quantity is not null
      order by id
      for no key update
    ),
    verdict as (
      -- A counted product is out of stock at zero, an uncounted one when staff said so; the first such line, and the
      -- first line asking for more than is left, in the cart's order.
      select count(*)::int as line_count,
             coalesce(sum(l.unit_price * l.quantity), 0) as total,
             (array_agg(l.product_name order by l.created_at, l.cart_item_id)
                filter (where coalesce(s.stock_quantity = 0, l.stock_status = 'out_of_stock')))[1] as unavailable,
             (array_agg(l.product_name order by l.created_at, l.cart_item_id) filter (where l.quantity > s.stock_quantity))[1] as short_product,
             (array_agg(s.stock_quantity order by l.created_at, l.cart_item_id) filter (where l.quantity > s.stock_quantity))[1] as short_left
      from lines l left join stock s on s.id = l.product_id
    ),
    priced as (
      -- The delivery fee on these goods, by the rule of deliveryFee (docs/product.md, "Delivery"): free at or above
      -- the county's free-above value, null while the fee is to be confirmed. The order's total includes it.
      select verdict.*, fee, total + coalesce(fee, 0) as grand_total
      from verdict cross join lateral (
        select case when ${terms.freeAbove}::numeric is not null and verdict.total >= ${terms.freeAbove}::numeric then 0::numeric
                    else ${terms.fee}::numeric end as fee
      ) delivery
    ),
    new_order as (
      insert into orders (order_number, user_id, status, total_amount, delivery_address, phone_number, notes, idempotency_key, locale,
                          delivery_method, delivery_county, pickup_point_id, pickup_point_name, pickup_point_town, delivery_fee,
                          delivery_earliest, delivery_latest)
      select ${orderNumber}, ${userId}, 'pending', grand_total, ${deliveryAddress}, ${phoneNumber}, ${notes}, ${idempotencyKey}, ${locale},
             ${delivery?.method ?? null}::delivery_method, ${terms.county}::text, ${terms.pickupPointId}::integer, ${terms.pickupPointName}::text,
             ${terms.pickupPointTown}::text, fee, ${terms.earliest}::date, ${terms.latest}::date
      from priced
      where line_count > 0 and unavailable is null and short_product is null and grand_total <= ${MAX_ORDER_TOTAL}::numeric and ${asShown}
      on conflict (order_number) do nothing
      returning id, order_number, status, total_amount, delivery_address, phone_number, notes, delivery_method, delivery_county,
                pickup_point_id, pickup_point_name, pickup_point_town, delivery_fee, delivery_earliest::text, delivery_latest::text, created_at
    ),
    new_charge as (
      -- Delivered goods carry their fee as a charge, a free delivery too (KSh 0); pickup is free and none to be confirmed is charged.
      insert into order_charges (order_id, kind, amount)
      select id, 'delivery', delivery_fee from new_order where delivery_method = 'delivery' and delivery_fee is not null
      returning kind, amount
    ),
    new_items as (
      -- Lines snapshot the product as it is now; ids follow the cart's order, which is the order they are shown in.
      insert into order_items (order_id, product_id, product_name, product_name_sw, product_slug, unit_price, quantity)
      select new_order.id, product_id, product_name, product_name_sw, product_slug, unit_price, quantity
      from new_order cross join lines
      order by lines.created_at, lines.cart_item_id
      returning id, product_id, product_name, product_name_sw, product_slug, unit_price, quantity
    ),
    history as (
      insert into order_status_history (order_id, from_status, to_status, changed_by)
      select id, null, 'pending', ${userId} from new_order
    ),
    taken as (
      update products p set stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
      from lines l join stock s on s.id = l.product_id
      where p.id = s.id and exists (select from new_order)
      returning p.id, p.stock_quantity, p.low_stock_threshold, l.quantity
    ),
    moved as (
      insert into stock_movements (product_id, kind, change, quantity_after, order_id, changed_by)
      select taken.id, 'order', -taken.quantity, taken.stock_quantity, new_order.id, ${userId} from taken cross join new_order
      returning created_at
    ),
    -- Staff hear of a product this order took from above its threshold to at or under it in the day's digest.
    low_stock_email as (
      ${lowStockDigestInsert(
        email,
        sql`exists (select from taken where stock_quantity + quantity > low_stock_threshold and stock_quantity <= low_stock_threshold)`,
        // The day of the movements it wrote, which the digest looks them up by.
        sql`(select max(created_at) from moved)`,
      )}
    ),
    -- The e-mails of a new order, written with it (src/server/shared/outbox.ts).
    ${orderPlacedEmails(email, userId, sql`new_order`)},
    emptied as (
      delete from cart_items where id in (select cart_item_id from lines) and exists (select from new_order)
    ),
    profile as (
      -- The first order fills an empty profile; a saved address or phone is never overwritten (and a full
      -- profile is not rewritten on every order).
      update users
      set delivery_address = coalesce(nullif(delivery_address, ''), ${deliveryAddress}),
          phone_number = coalesce(nullif(phone_number, ''), ${phoneNumber})
      where id = ${userId} and exists (select from new_order)
        and (coalesce(delivery_address, '') = '' or coalesce(phone_number, '') = '')
    )
    select priced.line_count, priced.unavailable, priced.short_product, priced.short_left,
           priced.grand_total <= ${MAX_ORDER_TOTAL}::numeric as fits, ${asShown} as as_shown, priced.grand_total::text as grand_total, new_order.*,
           (select json_agg(json_build_object(
              'id', id, 'productId', product_id, 'productName', product_name, 'productNameSw', product_name_sw, 'productSlug', product_slug,
              -- as text: a JSON number would turn the exact price into a float
              'unitPrice', unit_price::text, 'quantity', quantity) order by id)
            from new_items) as items,
           (select coalesce(json_agg(json_build_object('kind', kind, 'amount', amount::text)), '[]') from new_charge) as charges
    from priced left join new_order on true`;
}

/**
 * Turns the shopper's cart into a pending order, or says why not; nothing is written unless it is placed.
 * `idempotencyKey` is kept on the order for a retry to find. `orderNumbers` is there for a test to force a clash;
 * the route always uses random ones.
 */
export async function placeOrder(
  db: Tx,
  userId: number,
  details: CheckoutDetails,
  idempotencyKey: string | null = null,
  orderNumbers: () => string = newOrderNumber,
  email: EmailSettings = NO_EMAIL,
): Promise<Checkout> {
  // A clash of random order numbers is rare; the clashing attempt wrote nothing and is simply run again.
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const [row] = (await executeNamed<CheckoutRow>(
      db,
      CHECKOUT_STATEMENT,
      checkoutStatement(userId, orderNumbers(), details, idempotencyKey, email),
    )) as [CheckoutRow];
    if (row.line_count === 0) return { outcome: 'empty' };
    if (row.unavailable !== null) return { outcome: 'unavailable', productName: row.unavailable };
    if (row.short_product !== null) return { outcome: 'short', productName: row.short_product, left: row.short_left ?? 0 };
    if (!row.fits) return { outcome: 'too-large' };
    if (!row.as_shown) return { outcome: 'changed', total: row.grand_total };
    if (row.id === null) continue;
    return {
      outcome: 'placed',
      order: {
        id: row.id,
        orderNumber: row.order_number,
        status: row.status,
        totalAmount: row.total_amount,
        deliveryAddress: row.delivery_address,
        phoneNumber: row.phone_number,
        notes: row.notes,
        createdAt: new Date(row.created_at).toISOString(),
        items: row.items,
        delivery: orderDelivery({
          deliveryMethod: row.delivery_method,
          deliveryCounty: row.delivery_county,
          pickupPointId: row.pickup_point_id,
          pickupPointName: row.pickup_point_name,
          pickupPointTown: row.pickup_point_town,
          deliveryFee: row.delivery_fee,
          deliveryEarliest: row.delivery_earliest,
          deliveryLatest: row.delivery_latest,
        }),
        charges: row.charges,
        ...paymentState(row.status, row.total_amount, '0'),
      },
    };
  }
  throw new Error('Could not find a free order number');
}
