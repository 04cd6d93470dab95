import { eq } from 'drizzle-orm';
import type { Locale } from '../../shared/locale';
import type { ProfileUpdate, ProfileUpdateResult } from '../../shared/schemas/profile';
import type { EmailSettings } from '../config';
import type { Db } from '../db/client';
import { publicUserColumns, users } from '../db/schema';
import { queueVerification } from '../shared/email-verification';

/**
 * Saves the fields given, in one transaction. A new e-mail address (compared without letter case) is unconfirmed
 * from that moment, exactly like one given at registration: the shop sends it a confirmation link and nothing else
 * until the link is used, and order e-mails written meanwhile are held (docs/product.md, "E-mail notifications").
 */
export async function updateProfile(
  db: Db,
  settings: { email: EmailSettings; signingSecret: string },
  userId: number,
  change: ProfileUpdate,
  locale: Locale,
): Promise<ProfileUpdateResult | undefined> {
  return db.transaction(async (tx) => {
    // Locked: two changes at once from two devices are applied one after the other, each seeing the other's address.
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) return undefined;
    const emailChanged = change.email !== undefined && change.email.toLowerCase() !== before.email.toLowerCase();
    const [user] = await tx
      .update(users)
      .set({
        firstName: change.firstName,
        lastName: change.lastName,
        email: change.email,
        phoneNumber: change.phoneNumber,
        deliveryAddress: change.deliveryAddress,
        ...(emailChanged && { emailVerifiedAt: null }),
      })
      .where(eq(users.id, userId))
      .returning(publicUserColumns);
    if (!user) return undefined;
    // A link sent to the old address is refused from now on as one for an address the account no longer has.
    const verificationSent = emailChanged && (await queueVerification(tx, settings, user, locale));
    return { user, emailChanged, verificationSent };
  });
}
