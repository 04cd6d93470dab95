import { endpoint } from './endpoint';
import type { backupsSchemas as S } from './backups-schemas';

/** What the owner sees of the shop's backups (docs/product.md, "Backups"); super admins only. */
export const backupsApi = {
  status: endpoint<typeof S.status>()('GET', '/api/admin/backups/status'),
};
