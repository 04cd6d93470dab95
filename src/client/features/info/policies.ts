// The warranty and return periods (docs/product.md, "Limits and constants"), shown on the warranty and return pages and on every product.

export const WARRANTY_PERIODS = [
  { product: 'Solar panels', period: '25-year performance warranty and 10-year product warranty' },
  { product: 'Lithium batteries', period: '5 to 10 years, depending on the model' },
  { product: 'Inverters', period: '5 to 10 years, depending on the model' },
  { product: 'Accessories', period: '1 to 5 years, depending on the item' },
] as const;

export const RETURN_WINDOWS = [
  { reason: 'Defective or damaged goods', window: '7 days' },
  { reason: 'Wrong item delivered', window: '3 days' },
  { reason: 'Installation complaints', window: '48 hours' },
] as const;

export const REFUND_TIME = '5-10 business days';
