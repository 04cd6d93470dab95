import { LIMITS } from '../../constants';
import { groupThousands } from '../../money';

const max = groupThousands(LIMITS.maxStockQuantity);

/** Messages of counted stock (docs/product.md, "Stock"): the checkout's refusal, and the staff's forms and actions. */
export const stock = {
  order_stock_short: 'Only {{left}} left of {{product}}. Please lower the quantity in your cart to continue.',
  stock_quantity_not_number: 'Stock quantity must be a whole number',
  stock_quantity_negative: 'Stock quantity cannot be negative',
  stock_quantity_too_large: `Stock quantity must be at most ${max}`,
  low_stock_threshold_not_number: 'Low-stock threshold must be a whole number',
  low_stock_threshold_negative: 'Low-stock threshold cannot be negative',
  low_stock_threshold_too_large: `Low-stock threshold must be at most ${max}`,
  stock_change_kind_invalid: 'Choose goods received or an adjustment',
  stock_change_not_number: 'The change must be a whole number of units',
  stock_change_zero: 'The change must add or take away at least one unit',
  stock_change_too_large: `The change must be at most ${max} units`,
  stock_received_not_positive: 'Goods received must add at least one unit',
  stock_reason_required: 'Say why the stock is adjusted',
  stock_not_counted: "This product's stock is not counted. Set a stock quantity in the product form first.",
  stock_would_go_negative: 'Only {{left}} in stock: an adjustment cannot take away more',
  stock_would_exceed: `Stock cannot go above ${max} units`,
} as const;
