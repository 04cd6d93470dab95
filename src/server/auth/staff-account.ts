import { sql } from 'drizzle-orm';
import type { Role } from '../../shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { endSessions } from '../shared/end-sessions';
import { hashPassword } from '../shared/password';
import { closeResetLinks } from '../shared/password-reset';

export interface StaffAccount {
  username: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/**
 * `npm run create-admin`: creates the staff user, or gives an existing one the role and password. An existing user
 * is enabled again (this is how an operator restores access) and signed out everywhere: a new password ends every
 * session signed in with the old one, and closes every reset link asked for before it. Details not given stay as
 * they are, or empty for a new user (the Users table shows "—"), rather than invented.
 */
export async function setStaffAccount(db: Db, { username, password, role, ...details }: StaffAccount): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ role, passwordHash, disabledAt: null, ...given })
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .returning({ id: users.id });
    if (updated) {
      await closeResetLinks(tx, updated.id);
      await endSessions(tx, updated.id);
      return 'updated';
    }
    await tx
      .insert(users)
      .values({ username, passwordHash, role, firstName: details.firstName ?? '', lastName: details.lastName ?? '', email: details.email ?? '' });
    return 'created';
  });
}
