import { z } from 'zod';
import { msg } from '../messages/message';
import { KENYAN_PHONE } from '../phone';
import { emailAddress, personName, userSchema } from './auth';
import { errorSchema, trimBlank } from './common';
import { deliveryAddressSchema } from './orders';

// An empty field (or null) clears an optional one: a customer may remove a saved phone or default address.
const blankIsNull = (value: unknown) => (typeof value === 'string' && trimBlank(value) === '' ? null : value);

const clearablePhone = z.preprocess(
  blankIsNull,
  z
    .string({ error: msg('phone_invalid') })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(KENYAN_PHONE, msg('phone_invalid')))
    .nullable(),
);

/**
 * A change of one's own profile (PATCH /api/profile, docs/product.md "Profile"): the fields sent change, the others
 * stay. Each field keeps the rule it has elsewhere: names and e-mail as at registration, phone and default delivery
 * address as at checkout, so a saved default always passes checkout as it is.
 */
export const profileUpdateSchema = z
  .strictObject({
    firstName: personName('first_name').optional(),
    lastName: personName('last_name').optional(),
    email: emailAddress.optional(),
    phoneNumber: clearablePhone.optional(),
    deliveryAddress: z.preprocess(blankIsNull, deliveryAddressSchema.nullable()).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), msg('nothing_to_change'));
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
