import { endpoint } from './endpoint';
import type { warrantySchemas as S } from './warranty-schemas';

/** Warranty claims (docs/product.md, "Warranty claims"): the customer's on their order, and staff's handling of them. */
export const warrantyApi = {
  /** Each line's warranty and the order's claims; another customer's order is "not found", as the order itself is. */
  orderClaims: endpoint<typeof S.orderClaims>()('GET', '/api/orders/:orderNumber/claims'),
  openClaim: endpoint<typeof S.openClaim>()('POST', '/api/orders/:orderNumber/claims'),
  /** A signed address to PUT one photo of a claim to, for a delivered order of the customer's. */
  photoUrl: endpoint<typeof S.photoUrl>()('POST', '/api/orders/:orderNumber/claims/photo-url'),
  /** Staff: newest first, a page at a time, optionally of one status. */
  claims: endpoint<typeof S.claims>()('GET', '/api/admin/claims'),
  /** Staff: how many claims are not closed yet, for the dashboard. */
  openCount: endpoint<typeof S.openCount>()('GET', '/api/admin/claims/open-count'),
  claim: endpoint<typeof S.claim>()('GET', '/api/admin/claims/:id'),
  /** Staff: the next step of the workflow (CLAIM_TRANSITIONS), audited and e-mailed to the customer. */
  changeStatus: endpoint<typeof S.changeStatus>()('POST', '/api/admin/claims/:id/status'),
};
