import { endpoint } from './endpoint';
import type { installationSchemas as S } from './installation-schemas';

/** Installation booking (docs/product.md, "Installation"): the customer's request on their order, and staff's handling. */
export const installationApi = {
  /** Whether the order needs installing, and its installations; another customer's order is "not found". */
  orderInstallation: endpoint<typeof S.orderInstallation>()('GET', '/api/orders/:orderNumber/installation'),
  request: endpoint<typeof S.request>()('POST', '/api/orders/:orderNumber/installation'),
  /** Staff: newest first, a page at a time, optionally of one status. */
  installations: endpoint<typeof S.installations>()('GET', '/api/admin/installations'),
  /** Staff: installations not yet done or cancelled, for the dashboard. */
  openCount: endpoint<typeof S.openCount>()('GET', '/api/admin/installations/open-count'),
  installation: endpoint<typeof S.installation>()('GET', '/api/admin/installations/:id'),
  /** Staff: quote, schedule, mark done or cancel (INSTALLATION_TRANSITIONS); audited and e-mailed to the customer. */
  step: endpoint<typeof S.step>()('POST', '/api/admin/installations/:id/status'),
  /** Staff: a page of technicians, or those who may take an installation in a county needing a class. */
  technicians: endpoint<typeof S.technicians>()('GET', '/api/admin/technicians'),
  /** Super admins keep the list of technicians. */
  addTechnician: endpoint<typeof S.addTechnician>()('POST', '/api/admin/technicians'),
  updateTechnician: endpoint<typeof S.updateTechnician>()('PUT', '/api/admin/technicians/:id'),
};
