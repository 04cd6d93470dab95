import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ROLES, type Role } from '../../shared/constants';
import { adminUserListQuerySchema, adminUserSchema, roleUpdateSchema, userAccessSchema, type AdminUser } from '../../shared/schemas/admin';
import { passwordSetSchema } from '../../shared/schemas/auth';
import { errorSchema, messageSchema } from '../../shared/schemas/common';
import { endSessions } from '../auth/end-sessions';
import { hashPassword } from '../auth/password';
import type { Tx } from '../db/client';
import { publicUserColumns, users } from '../db/schema';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { pageOf, sendTotal } from '../shared/paging';
import { editSchema, listSchema } from './route-schemas';

type UserRow = Omit<AdminUser, 'createdAt' | 'disabled'> & { createdAt: Date; disabledAt: Date | null };
const toAdminUser = ({ disabledAt, ...row }: UserRow): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  disabled: disabledAt !== null,
});

const userColumns = { ...publicUserColumns, createdAt: users.createdAt, disabledAt: users.disabledAt };
// ROLES runs from the fewest rights to the most.
const isDemotion = (from: Role, to: Role) => ROLES.indexOf(to) < ROLES.indexOf(from);

/**
 * Every enabled super admin row locked, in id order, so two changes running at once cannot both see "another super
 * admin remains" (and cannot deadlock); then the target row.
 */
async function lockForChange(tx: Tx, id: number) {
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound('User not found');
  const lastSuperAdmin = target.role === 'super_admin' && target.disabledAt === null && superAdmins.length <= 1;
  return { target, lastSuperAdmin };
}

/** A super admin's edit of the user named by :id; anyone else is refused with 403. */
const superAdminEdit = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => {
  const schema = editSchema(body, answer);
  return { onRequest: requireSuperAdmin, schema: { ...schema, response: { ...schema.response, 403: errorSchema } } };
};

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', { schema: listSchema(adminUserListQuerySchema, adminUserSchema) }, async (request, reply) => {
    const { limit, offset } = pageOf(request.query);
    const [rows, total] = await Promise.all([
      db.select(userColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
      db.$count(users),
    ]);
    sendTotal(reply, total);
    return rows.map(toAdminUser);
  });

  app.patch('/:id', superAdminEdit(roleUpdateSchema, adminUserSchema), async (request) => {
    const actor = await signedInUser(request);
    const { id } = request.params;
    const { role } = request.body;
    return db.transaction(async (tx) => {
      const { target, lastSuperAdmin } = await lockForChange(tx, id);
      if (target.role === role) return toAdminUser(target);
      if (lastSuperAdmin) throw conflict('The last super admin cannot be demoted. Make another user a super admin first.');
      const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(userColumns);
      // Rights taken away take effect at once, on every device.
      if (isDemotion(target.role, role)) await endSessions(tx, id);
      await recordAudit(tx, actor, 'user.role', 'user', id, { username: target.username, from: target.role, to: role });
      return toAdminUser(updated!);
    });
  });

  app.put('/:id/access', superAdminEdit(userAccessSchema, adminUserSchema), async (request) => {
    const actor = await signedInUser(request);
    const { id } = request.params;
    const { disabled } = request.body;
    if (disabled && id === actor.id) throw conflict('You cannot disable your own account.');
    return db.transaction(async (tx) => {
      // The actor is an enabled super admin and not the target, so one always remains.
      const { target } = await lockForChange(tx, id);
      if ((target.disabledAt !== null) === disabled) return toAdminUser(target);
      const [updated] = await tx
        .update(users)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(users.id, id))
        .returning(userColumns);
      if (disabled) await endSessions(tx, id);
      await recordAudit(tx, actor, disabled ? 'user.disable' : 'user.enable', 'user', id, { username: target.username });
      return toAdminUser(updated!);
    });
  });

  // For a customer who phones in and cannot reset by e-mail; staff passwords are set with `npm run create-admin`.
  app.post('/:id/password', superAdminEdit(passwordSetSchema, messageSchema), async (request) => {
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
  });
};

export default userRoutes;
