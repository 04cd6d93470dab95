import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, roleUpdateSchema, type AdminUser } from '../../shared/schemas/admin';
import { passwordSetSchema } from '../../shared/schemas/auth';
import { errorSchema, idParamsSchema, messageSchema } from '../../shared/schemas/common';
import { endSessions } from '../auth/end-sessions';
import { hashPassword } from '../auth/password';
import { publicUserColumns, users } from '../db/schema';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit } from './audit';

type UserRow = Omit<AdminUser, 'createdAt'> & { createdAt: Date };
const toAdminUser = (row: UserRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

const userColumns = { ...publicUserColumns, createdAt: users.createdAt };

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', { schema: { response: { 200: z.array(adminUserSchema) } } }, async () => {
    const rows = await db.select(userColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
    return rows.map(toAdminUser);
  });

  app.patch(
    '/:id',
    {
      onRequest: requireSuperAdmin,
      schema: { params: idParamsSchema, body: roleUpdateSchema, response: { 200: adminUserSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      const { role } = request.body;
      return db.transaction(async (tx) => {
        // Every super admin row is locked first, in id order, so two demotions running at once cannot both
        // see "another super admin remains" (and cannot deadlock).
        const superAdmins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).orderBy(asc(users.id)).for('update');
        const [target] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
        if (!target) throw notFound('User not found');
        if (target.role === role) return toAdminUser(target);
        if (target.role === 'super_admin' && superAdmins.length <= 1) {
          throw conflict('The last super admin cannot be demoted. Make another user a super admin first.');
        }
        const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(userColumns);
        await recordAudit(tx, actor, 'user.role', 'user', id, { username: target.username, from: target.role, to: role });
        return toAdminUser(updated!);
      });
    },
  );

  // For a customer who phones in and cannot reset by e-mail; staff passwords are set with `npm run create-admin`.
  app.post(
    '/:id/password',
    {
      onRequest: requireSuperAdmin,
      schema: { params: idParamsSchema, body: passwordSetSchema, response: { 200: messageSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        const [target] = await tx.select({ username: users.username, role: users.role }).from(users).where(eq(users.id, id)).for('update');
        if (!target) throw notFound('User not found');
        if (target.role !== 'customer') throw conflict("Only a customer's password can be set here.");
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await endSessions(tx, id);
        // The password itself is never recorded.
        await recordAudit(tx, actor, 'user.password', 'user', id, { username: target.username });
      });
      return { message: 'Password set. The customer has been signed out everywhere.' };
    },
  );
};

export default userRoutes;
