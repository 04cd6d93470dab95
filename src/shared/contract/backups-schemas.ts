import { backupStatusSchema } from '../schemas/backups';
import { errorSchema } from '../schemas/common';

/** The schemas of `backupsApi`'s endpoints (./backups.ts): the server registers its routes with them. */
export const backupsSchemas = {
  status: { responses: { 200: backupStatusSchema, 403: errorSchema } },
};
