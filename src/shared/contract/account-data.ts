import { endpoint } from './endpoint';
import type { accountDataSchemas as S } from './account-data-schemas';

/** A customer's rights over their data (docs/product.md, "Your data"): a copy of it, and its erasure. */
export const accountDataApi = {
  /** A JSON file of everything held about the signed-in account. */
  export: endpoint<typeof S.export>()('GET', '/api/me/export'),
  /** Erases the signed-in customer's personal data and signs them out everywhere; orders stay, anonymised. */
  erase: endpoint<typeof S.erase>()('DELETE', '/api/me'),
  /** The same for a customer who asks by phone: super admins only, audited. */
  customerExport: endpoint<typeof S.customerExport>()('GET', '/api/admin/users/:id/export'),
  customerErase: endpoint<typeof S.customerErase>()('POST', '/api/admin/users/:id/erase'),
};
