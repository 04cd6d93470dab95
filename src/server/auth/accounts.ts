import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/locale';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { publicUserColumns, users } from '../db/schema';
import { conflict, forbidden, unauthorized } from '../plugins/errors';
import { lookAlikeUsernames, usernameKey } from '../shared/username';
import { queueVerification } from '../shared/email-verification';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../shared/password';

type Registration = Omit<RegisterInput, 'phoneNumber'> & { phoneNumber: string | null };

/** A new shopper account, with its e-mail confirmation link queued (docs/product.md, E-mail notifications). */
export async function registerAccount(db: Db, config: Config, input: Registration, locale: Locale) {
  const [existing] = await db.select({ username: users.username }).from(users).where(lookAlikeUsernames(input.username)).limit(1);
  if (existing) throw conflict(usernameKey(existing.username) === usernameKey(input.username) ? 'username_taken' : 'username_looks_taken');
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
      })
      .onConflictDoNothing()
      .returning(publicUserColumns);
    // The address is someone's word until its link is used: the shop sends it that link and nothing else
    // (docs/product.md, E-mail notifications). Past the hourly cap it gets none; the account can ask again.
    if (created) await queueVerification(tx, config, created, locale);
    return created;
  });
  // Lost a race with a simultaneous registration of the same name.
  if (!user) throw conflict('username_taken');
  return user;
}

/**
 * The account a username and password sign in to, with the hash the password matched; the same answer whether the
 * name or the password is wrong.
 */
export async function authenticate(db: Db, { username, password }: LoginInput) {
  const [user] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw unauthorized('invalid_credentials');
  // Told only to whoever knows the password.
  if (user.disabledAt) throw forbidden('account_disabled');
  const { passwordHash, disabledAt: _disabled, ...account } = user;
  return { account, passwordHash };
}
