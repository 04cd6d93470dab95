import type { ExportName } from '../reports';
import { endpoint, type Endpoint } from './endpoint';
import type { reportsSchemas as S } from './reports-schemas';

/** Staff reports over a range of Nairobi days, and the CSV exports (docs/product.md, "Reports and exports"). */
export const reportsApi = {
  sales: endpoint<typeof S.sales>()('GET', '/api/admin/reports/sales'),
  payments: endpoint<typeof S.payments>()('GET', '/api/admin/reports/payments'),
  /** Every order still owed, as of today: no range. */
  receivables: endpoint<typeof S.receivables>()('GET', '/api/admin/reports/receivables'),
};

const csv = endpoint<typeof S.export>();

/** One CSV file each, streamed; customers.csv is for super admins only, and every export is audited. */
export const exportsApi: Record<ExportName, Endpoint<typeof S.export>> = {
  orders: csv('GET', '/api/admin/exports/orders.csv'),
  'order-lines': csv('GET', '/api/admin/exports/order-lines.csv'),
  payments: csv('GET', '/api/admin/exports/payments.csv'),
  customers: csv('GET', '/api/admin/exports/customers.csv'),
  'stock-movements': csv('GET', '/api/admin/exports/stock-movements.csv'),
};
