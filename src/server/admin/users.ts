import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ROLES, type Role } from '../../shared/constants';
import type { AdminUser } from '../../shared/schemas/admin';
import { endSessions } from '../shared/end-sessions';
import { hashPassword } from '../shared/password';
import { closeResetLinks } from '../shared/password-reset';
import type { Db, Tx } from '../db/client';
import { publicUserColumns, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import type { Page } from '../shared/paging';

type UserRow = Omit<AdminUser, 'createdAt' | 'disabled' | 'erased'> & { createdAt: Date; disabledAt: Date | null; erasedAt: Date | null };
const toAdminUser = ({ disabledAt, erasedAt, ...row }: UserRow): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  disabled: disabledAt !== null,
  erased: erasedAt !== null,
});

const userColumns = { ...publicUserColumns, createdAt: users.createdAt, disabledAt: users.disabledAt, erasedAt: users.erasedAt };
// ROLES runs from the fewest rights to the most.
const isDemotion = (from: Role, to: Role) => ROLES.indexOf(to) < ROLES.indexOf(from);

/**
 * Every enabled super admin row locked, in id order, so two changes running at once cannot both see "another super
 * admin remains" (and cannot deadlock); then the target row, which must not be an erased account. Whether the actor
 * is still among them: the route's guard ran before the body arrived, and they may have been demoted or disabled since.
 */
async function lockForChange(tx: Tx, actor: Actor, id: number) {
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound('user_not_found');
  // Erased stays erased and disabled (docs/product.md, "Your data"): nothing brings the row back into use.
  if (target.erasedAt) throw conflict('account_already_erased');
  const lastSuperAdmin = target.role === 'super_admin' && target.disabledAt === null && superAdmins.length <= 1;
  const actorAllowed = superAdmins.some((superAdmin) => superAdmin.id === actor.id);
  return { target, lastSuperAdmin, actorAllowed };
}

/** A page of users, newest first, and the number of all users. */
export async function listUsers(db: Db, { limit, offset }: Page): Promise<{ rows: AdminUser[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.select(userColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.$count(users),
  ]);
  return { rows: rows.map(toAdminUser), total };
}

/** A new role; rights taken away take effect at once, on every device. The last super admin keeps the role. */
export function changeRole(db: Db, actor: Actor, id: number, role: Role): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const { target, lastSuperAdmin, actorAllowed } = await lockForChange(tx, actor, id);
    if (target.role === role) return toAdminUser(target);
    if (lastSuperAdmin) throw conflict('last_super_admin');
    if (!actorAllowed) throw forbidden('super_admin_only');
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(userColumns);
    if (isDemotion(target.role, role)) await endSessions(tx, id);
    await recordAudit(tx, actor, 'user.role', 'user', id, { username: target.username, from: target.role, to: role });
    return toAdminUser(updated!);
  });
}

/** Disables an account (signed out everywhere, cannot sign in) or enables it again; never one's own. */
export async function setAccess(db: Db, actor: Actor, id: number, disabled: boolean): Promise<AdminUser> {
  if (disabled && id === actor.id) throw conflict('cannot_disable_self');
  return db.transaction(async (tx) => {
    const { target, actorAllowed } = await lockForChange(tx, actor, id);
    if (!actorAllowed) throw forbidden('super_admin_only');
    // The actor is now known to be an enabled super admin, and is not the target, so one always remains.
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
}

/** For a customer who phones in and cannot reset by e-mail; staff passwords are set with `npm run create-admin`. */
export async function setCustomerPassword(db: Db, actor: Actor, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { target, actorAllowed } = await lockForChange(tx, actor, id);
    if (!actorAllowed) throw forbidden('super_admin_only');
    if (target.role !== 'customer') throw conflict('only_customer_password');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await closeResetLinks(tx, id);
    await endSessions(tx, id);
    // The password itself is never recorded.
    await recordAudit(tx, actor, 'user.password', 'user', id, { username: target.username });
  });
}
