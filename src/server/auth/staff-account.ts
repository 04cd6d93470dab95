import { and, eq, isNull } from 'drizzle-orm';
import { isStaff, type Role } from '../../shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { endSessions } from '../shared/end-sessions';
import { hashPassword } from '../shared/password';
import { closeResetLinks } from '../shared/password-reset';
import { lookAlikeUsernames, usernameKey } from '../shared/username';

export interface StaffAccount {
  username: string;
  password: string;
  /** Without one, an existing staff member keeps theirs and anyone else becomes a super admin. */
  role?: Role;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Refused, nothing written: the message is for the operator who ran the command. */
export class StaffAccountError extends Error {}

const DEFAULT_ROLE: Role = 'super_admin';

/**
 * `npm run create-admin`: creates the staff user, or gives an existing one the role and password. An existing user
 * is enabled again (this is how an operator restores access) and signed out everywhere: a new password ends every
 * session signed in with the old one, and closes every reset link asked for before it. Details not given stay as
 * they are, or empty for a new user (the Users table shows "—"), rather than invented. Setting a staff member's
 * password keeps their role unless another is given; the last enabled super admin is never demoted
 * (docs/product.md, "Roles and permissions").
 */
export async function setStaffAccount(
  db: Db,
  { username, password, role, ...details }: StaffAccount,
): Promise<{ outcome: 'created' | 'updated'; role: Role }> {
  const passwordHash = await hashPassword(password);
  const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value));
  return db.transaction(async (tx) => {
    // Every enabled super admin locked, as a role change on the Users screen does, so neither can demote the last.
    const superAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super_admin'), isNull(users.disabledAt)))
      .orderBy(users.id)
      .for('update');
    // Compared as registration compares: the same name in another spelling is this account, and a look-alike in
    // another script is refused rather than made a second account that reads the same.
    const lookAlikes = await tx
      .select({ id: users.id, username: users.username, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(lookAlikeUsernames(username))
      .for('update');
    const existing = lookAlikes.find((user) => usernameKey(user.username) === usernameKey(username));
    if (!existing && lookAlikes[0]) {
      throw new StaffAccountError(`${username} looks too much like the existing user ${lookAlikes[0].username}.`);
    }
    if (!existing) {
      const newRole = role ?? DEFAULT_ROLE;
      await tx.insert(users).values({
        username,
        passwordHash,
        role: newRole,
        firstName: details.firstName ?? '',
        lastName: details.lastName ?? '',
        email: details.email ?? '',
      });
      return { outcome: 'created', role: newRole };
    }
    const newRole = role ?? (isStaff(existing.role) ? existing.role : DEFAULT_ROLE);
    const lastSuperAdmin = existing.role === 'super_admin' && existing.disabledAt === null && !superAdmins.some(({ id }) => id !== existing.id);
    if (lastSuperAdmin && newRole !== 'super_admin') {
      throw new StaffAccountError(`${username} is the last super admin, so they stay one: make another user a super admin first.`);
    }
    await tx
      .update(users)
      .set({ role: newRole, passwordHash, disabledAt: null, ...given })
      .where(eq(users.id, existing.id));
    await closeResetLinks(tx, existing.id);
    await endSessions(tx, existing.id);
    return { outcome: 'updated', role: newRole };
  });
}
