import { z } from 'zod';
import { LIMITS, ROLES } from '../constants';
import { KENYAN_PHONE } from '../phone';
import { msg, type MessageCode } from '../messages/message';
import { oneLine, trimmedText } from './common';

export const roleSchema = z.enum(ROLES, { error: msg('role_unknown') });

const required = (code: MessageCode) => trimmedText(msg(code)).min(1, msg(code));

// Usernames are kept in Unicode compatibility form (NFKC): full-width `ｂｏｓｓ` is stored and looked up as `boss`.
const nfkc = (value: string) => value.normalize('NFKC');

/** The longest password, new or typed again. */
const MAX_PASSWORD = 200;

/** A password typed to prove who one is (to sign in, change it, erase the account): as typed, never trimmed. */
export const typedPassword = (required: MessageCode, tooLong: MessageCode) =>
  z
    .string({ error: msg(required) })
    .min(1, msg(required))
    .max(MAX_PASSWORD, msg(tooLong));

export const loginSchema = z.strictObject({
  username: required('username_required').max(50, msg('username_too_long')).transform(nfkc),
  password: typedPassword('password_required', 'password_too_long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalPhone = z
  .string({ error: msg('phone_invalid') })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || KENYAN_PHONE.test(value), msg('phone_invalid'))
  .nullish()
  .transform((value) => value || null);

/** A new password, at registration and every later change: the same rules everywhere. */
export const newPasswordSchema = z
  .string({ error: msg('password_too_short') })
  .min(LIMITS.minPasswordLength, msg('password_too_short'))
  .max(MAX_PASSWORD, msg('password_too_long'));

// Names go into e-mails, documents and staff screens: one line each (docs/product.md, "Text fields").
export const personName = (field: 'first_name' | 'last_name') =>
  oneLine(required(`${field}_required`).max(100, msg(`${field}_too_long`)), msg(`${field}_one_line`));
export const emailAddress = z
  .string({ error: msg('email_invalid') })
  .trim()
  .max(200, msg('email_invalid'))
  .pipe(z.email(msg('email_invalid')));

export const registerSchema = z.strictObject({
  username: z
    .string({ error: msg('username_too_short') })
    .trim()
    .transform(nfkc)
    .pipe(
      z
        .string()
        .min(LIMITS.minUsernameLength, msg('username_too_short'))
        .max(50, msg('username_too_long'))
        .regex(/^[\p{L}\p{N}._-]+$/u, msg('username_characters')),
    ),
  password: newPasswordSchema,
  email: emailAddress,
  firstName: personName('first_name'),
  lastName: personName('last_name'),
  phoneNumber: optionalPhone,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const passwordChangeSchema = z.strictObject({
  currentPassword: typedPassword('current_password_required', 'current_password_incorrect'),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const passwordResetRequestSchema = z.strictObject({
  // Looked up as signing in looks a username up: full-width `ｂｏｓｓ` finds `boss`.
  login: required('reset_login_required').max(200, msg('reset_login_too_long')).transform(nfkc),
});

export const passwordResetSchema = z.strictObject({
  token: z.string({ error: msg('reset_link_invalid') }).max(100, msg('reset_link_invalid')),
  password: newPasswordSchema,
});

export const passwordSetSchema = z.strictObject({ password: newPasswordSchema });

/** The current user as the API answers it: never a password hash or session id. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  /** Whether `email` has been confirmed by its link: until then the shop sends it nothing but that link. */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const VERIFY_LINK_INVALID = msg('verify_link_invalid');
export const emailVerifySchema = z.strictObject({
  token: z.string({ error: VERIFY_LINK_INVALID }).max(100, VERIFY_LINK_INVALID),
});
