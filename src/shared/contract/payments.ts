import { endpoint } from './endpoint';
import type { paymentsSchemas as S } from './payments-schemas';

/** Payments against orders, their voiding, the M-PESA statement import and the dashboard's figure (staff only). */
export const paymentsApi = {
  list: endpoint<typeof S.list>()('GET', '/api/admin/orders/:id/payments'),
  /** The order's M-PESA prompts, newest first: pending, paid or not, with Safaricom's answer. */
  prompts: endpoint<typeof S.prompts>()('GET', '/api/admin/orders/:id/mpesa-prompts'),
  record: endpoint<typeof S.record>()('POST', '/api/admin/orders/:id/payments'),
  /** Super admins only. */
  void: endpoint<typeof S.void>()('POST', '/api/admin/payments/:id/void'),
  /** Paybill and till payments M-PESA confirmed that no order took, newest first. */
  unmatched: endpoint<typeof S.unmatched>()('GET', '/api/admin/payments/mpesa-unmatched'),
  /** Records such a payment against the order staff name. */
  assignConfirmation: endpoint<typeof S.assignConfirmation>()('POST', '/api/admin/payments/mpesa-unmatched/:receipt/assign'),
  summary: endpoint<typeof S.summary>()('GET', '/api/admin/payments/summary'),
  /**
   * The statement arrives as the CSV file itself (content type text/csv), not as JSON: its body is the file's text,
   * which the route's own parser reads, so the contract's body is that string.
   */
  importStatement: endpoint<typeof S.importStatement>()('POST', '/api/admin/payments/import'),
};
