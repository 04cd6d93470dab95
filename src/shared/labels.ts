// The shopper- and staff-facing names of the statuses in constants.ts (docs/product.md, "Limits and constants"). Apart
// from constants.ts, which the app shell loads on every page, so only the screens that show them download them.
import type { OrderStatus, PaymentMethod, PaymentStatus, Role, StockMovementKind, StockStatus } from './constants';

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  sales_agent: 'Sales Agent',
  super_admin: 'Super Admin',
};

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  in_discussion: 'In Discussion',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-PESA',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
};

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  order: 'Order',
  cancellation: 'Cancelled order',
  goods_received: 'Goods received',
  adjustment: 'Adjustment',
};
