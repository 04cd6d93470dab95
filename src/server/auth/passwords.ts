import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/locale';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { badRequest } from '../plugins/errors';
import { emailOn, enqueuePasswordResetEmails } from '../shared/outbox';
import { markAddressVerified } from '../shared/email-verification';
import { endSessions } from '../shared/end-sessions';
import { hashPassword, verifyPassword } from '../shared/password';
import { assertLinkToken, closeResetLinks, hashResetToken, newResetNonce, openLink, RESET_LINK_MINUTES, resetToken } from '../shared/password-reset';

// An e-mail address may belong to several accounts; each gets its own link, up to this many.
const MAX_ACCOUNTS_PER_ADDRESS = 5;
const since = sql`now() - interval '1 hour'`;

/**
 * A signed-in user's change of their own password: every other session of theirs ends and every reset link not yet
 * used stops working (docs/product.md, Passwords).
 */
export async function changePassword(
  db: Db,
  userId: number,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  keepSessionHash: string | undefined,
): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) throw badRequest('current_password_incorrect');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await closeResetLinks(tx, userId);
    await endSessions(tx, userId, { exceptTokenHash: keepSessionHash });
  });
}

/**
 * Writes a reset link, in the given language, for each account the login names, within each account's and each
 * address's hourly cap. The work is the same whether or not an account matches: one transaction of the same five
 * statements for any login (docs/security.md, finding 7).
 */
export async function requestPasswordReset(db: Db, config: Config, login: string, locale: Locale): Promise<void> {
  if (!emailOn(config.email)) return;
  const key = login.toLowerCase();
  await db.transaction(async (tx) => {
    // Locked: two requests at once for one account count one after the other.
    const accounts = await tx
      .select({ id: users.id, email: users.email, verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      // An erased account's replaced username and address name no one who could use a link.
      .where(and(key.includes('@') ? eq(sql`lower(${users.email})`, key) : eq(sql`lower(${users.username})`, key), isNull(users.erasedAt)))
      .orderBy(users.id)
      .limit(MAX_ACCOUNTS_PER_ADDRESS)
      .for('update');
    // This hour's links per account, and to each account's address whatever the account.
    const recent = (await tx.execute(sql`
      select u.id as user_id,
             (select count(*) from ${passwordResets} r where r.user_id = u.id and r.created_at > ${since})::int as by_account,
             (select count(*) from ${passwordResets} r where lower(r.email) = lower(u.email) and r.created_at > ${since})::int as by_address
      from ${users} u
      where u.id in (select jsonb_array_elements_text(${JSON.stringify(accounts.map((account) => account.id))}::jsonb)::int)`)) as unknown as {
      rows: { user_id: number; by_account: number; by_address: number }[];
    };
    const counts = new Map(recent.rows.map((row) => [row.user_id, row]));
    // An unverified address may be a stranger's that someone registered with: links to it, whatever the accounts,
    // are capped like one account's. A verified account keeps its own cap, so a stranger's accounts cannot use
    // up its owner's links (docs/security.md, "Password reset to an unverified address").
    const toAddress = new Map<string, number>();
    const links = accounts
      .filter((account) => {
        const count = counts.get(account.id);
        const address = account.email.toLowerCase();
        const byAddress = toAddress.get(address) ?? count?.by_address ?? 0;
        if ((count?.by_account ?? 0) >= config.passwordResetLimits.perAccount) return false;
        if (!account.verified && byAddress >= config.passwordResetLimits.perAccount) return false;
        toAddress.set(address, byAddress + 1);
        return true;
      })
      .map((account) => ({ ...account, nonce: newResetNonce() }));
    await tx.execute(sql`
      insert into ${passwordResets} (user_id, token_hash, expires_at, locale, email)
      select l.user_id, l.token_hash, ${new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString()}::timestamptz, ${locale}, l.email
      from json_to_recordset(${JSON.stringify(links.map((link) => ({ user_id: link.id, token_hash: hashResetToken(resetToken(config.signingSecret, link.nonce)), email: link.email })))}::json)
        as l(user_id integer, token_hash text, email text)`);
    await enqueuePasswordResetEmails(
      tx,
      links.map((link) => ({ recipient: link.email, nonce: link.nonce })),
    );
  });
}

/** A new password by a reset link: the link and every other open one of the account stop working; so does every session. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  assertLinkToken(token, 'reset');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const reset = await openLink(tx, 'reset', token);
    const [account] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, reset.userId))
      .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
    // The link reached the address it was sent to: that proves the address, as its confirmation link would, if
    // the account still has it (docs/product.md, Passwords).
    if (account && !account.emailVerifiedAt && reset.email?.toLowerCase() === account.email.toLowerCase()) {
      await markAddressVerified(tx, reset.userId, account.email);
    }
    await closeResetLinks(tx, reset.userId);
    await endSessions(tx, reset.userId);
  });
}
