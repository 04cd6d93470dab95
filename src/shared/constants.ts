// Business constants and labels, in one place for client and server (docs/product.md, "Limits and constants").

export const ROLES = ['customer', 'sales_agent', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['sales_agent', 'super_admin'];
export const isStaff = (role: Role | undefined | null): boolean => !!role && STAFF_ROLES.includes(role);
export const isSuperAdmin = (role: Role | undefined | null): boolean => role === 'super_admin';

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

// The product list's answers other than whole products (`view`, docs/product.md, "Product list"): `card` carries what a
// product card shows, for the shopper's grids.
export const PRODUCT_LIST_VIEWS = ['card'] as const;

// How a counted product's stock changed (docs/product.md, "Stock"): the first two by orders, the others by staff.
export const STOCK_MOVEMENT_KINDS = ['order', 'cancellation', 'goods_received', 'adjustment'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const ORDER_STATUSES = ['pending', 'in_discussion', 'confirmed', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['mpesa', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// Computed from the payments that are not voided; kept apart from the order's status (docs/product.md, Getting paid).
export const PAYMENT_STATUSES = ['unpaid', 'partly_paid', 'paid', 'overpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const LIMITS = {
  priceFilterMax: 500_000,
  priceFilterStep: 1_000,
  featuredFetch: 6,
  featuredShown: 4,
  categoryTextLinks: 5,
  categoryIconLinks: 6,
  listSkeletons: 8,
  homeSkeletons: 4,
  maxImagesPerProduct: 5,
  maxUploadBytes: 10 * 1024 * 1024,
  uploadUrlTtlSeconds: 15 * 60,
  recentOrders: 5,
  minAddressLength: 10,
  minUsernameLength: 3,
  minPasswordLength: 6,
  /** A cart line, and the product page's quantity, never go below one. */
  minCartQuantity: 1,
  maxCartQuantity: 10_000,
  defaultPageSize: 24,
  maxPageSize: 100,
  /** Load more stops after this many pages of the product list. */
  maxPagesShown: 20,
  maxPage: 100_000,
  maxSearchLength: 100,
  /** Values of one repeated query parameter (`category`, `stock`…) an API or page address reads. */
  maxRepeatedValues: 50,
  maxSlugLength: 120,
  /** A product's version as the admin answers it (a hash): anything longer was never one. */
  maxProductVersion: 64,
  /** An order number as typed or in an address ("SH-7KQ2MX"); past it no order is looked up. */
  maxOrderNumber: 40,
  /** A product's and a category's texts, English or Kiswahili (docs/product.md, "Admin"). */
  maxProductName: 200,
  maxDescription: 10_000,
  maxCategoryName: 100,
  maxFeature: 300,
  maxFeatures: 30,
  maxSpecName: 100,
  maxSpecValue: 300,
  maxSpecs: 50,
  /** The largest price bound a list query may name. */
  maxPriceQuery: 10_000_000_000,
  // M-PESA's account reference takes at most 12 characters, and the order number is the account.
  maxOrderNumberLength: 12,
  maxStatementBytes: 5 * 1024 * 1024,
  maxStatementRows: 50_000,
  /** Paybill payments no order took, shown to staff at once, newest first (the screen says how many more wait). */
  unmatchedConfirmationsShown: 100,
  quoteValidDays: 14,
  adminPageSize: 50,
  maxAdminPageSize: 200,
  maxReviewComment: 2000,
  reviewPageSize: 10,
  maxReviewPageSize: 50,
  /** A counted product's stock, a threshold and one movement's change stay within this (docs/product.md, "Stock"). */
  maxStockQuantity: 1_000_000,
  /** The low-stock threshold a product starts with when staff do not give one. */
  defaultLowStockThreshold: 5,
  /** Products the dashboard's low-stock card lists; it says how many more there are. */
  lowStockListed: 20,
  /** A product's stock movements shown at a time in its admin dialog. */
  stockMovementsPageSize: 10,
} as const;

export const DELAYS_MS = {
  loginRedirect: 500,
  accessDeniedRedirect: 1000,
  logoutRedirect: 500,
  toastDuration: 5000,
} as const;

/**
 * `Idempotency-Key` on POST /api/orders: the same key from the same user within IDEMPOTENCY_HOURS answers the order
 * it placed instead of a second attempt, so a checkout retried after a dropped connection cannot fail or double up.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** How far above its total an order's payments may go without a super admin's confirmation: KSh 1,000 (docs/product.md, "Payments"). */
export const OVERPAYMENT_TOLERANCE_CENTS = 100_000n;
