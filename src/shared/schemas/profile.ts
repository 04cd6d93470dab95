import { z } from 'zod';
import { KENYAN_PHONE, KENYAN_PHONE_MESSAGE } from '../phone';
import { emailAddress, personName, userSchema } from './auth';
import { errorSchema } from './common';
import { deliveryAddressSchema } from './orders';

export const NOTHING_TO_CHANGE = 'Send at least one field of your profile to change';
/** The `code` of a 400 answer to a profile change: the input broke a rule, and nothing was changed. */
export const INVALID_PROFILE = 'invalid_profile';

// An empty field (or null) clears an optional one: a customer may remove a saved phone or default address.
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const clearablePhone = z.preprocess(
  blankIsNull,
  z
    .string({ error: KENYAN_PHONE_MESSAGE })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(KENYAN_PHONE, KENYAN_PHONE_MESSAGE))
    .nullable(),
);

/**
 * A change of one's own profile (PATCH /api/profile, docs/product.md "Profile"): the fields sent change, the others
 * stay. Each field keeps the rule it has elsewhere: names and e-mail as at registration, phone and default delivery
 * address as at checkout, so a saved default always passes checkout as it is.
 */
export const profileUpdateSchema = z
  .strictObject({
    firstName: personName('First name').optional(),
    lastName: personName('Last name').optional(),
    email: emailAddress.optional(),
    phoneNumber: clearablePhone.optional(),
    deliveryAddress: z.preprocess(blankIsNull, deliveryAddressSchema.nullable()).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_CHANGE);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The answer to a change: the profile as saved, and what became of its e-mail address. */
export const profileUpdateResultSchema = z.object({
  user: userSchema,
  /** The address is a new one: unconfirmed until its link is used. */
  emailChanged: z.boolean(),
  /** A confirmation link was written for the new address (not when e-mail is off or past the hourly cap). */
  verificationSent: z.boolean(),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

/** A refused change names the field at fault, so a form can show the message beside it. */
export const profileErrorSchema = errorSchema.extend({ field: z.string().optional() });
