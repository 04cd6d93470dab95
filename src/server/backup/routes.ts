import type { FastifyPluginAsync } from 'fastify';
import { backupsApi } from '../../shared/contract/backups';
import { backupsSchemas } from '../../shared/contract/backups-schemas';
import { requireSuperAdmin } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { backupStatus } from './status';

/** The dashboard's backup card, for the owner: super admins only, under the staff scope. */
const backupRoutes: FastifyPluginAsync = async (app) => {
  route(app, backupsApi.status, backupsSchemas.status, () => backupStatus(app.db, app.config.backup), { onRequest: requireSuperAdmin });
};

export default backupRoutes;
