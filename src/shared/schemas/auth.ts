import { z } from 'zod';
import { LIMITS, ROLES } from '../constants';
import { KENYAN_PHONE, KENYAN_PHONE_MESSAGE } from '../phone';
import { msg } from '../messages/message';
import { oneLine } from './common';

export const roleSchema = z.enum(ROLES, { error: 'Unknown role' });

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

// Usernames are kept in Unicode compatibility form (NFKC): full-width `ｂｏｓｓ` is stored and looked up as `boss`.
const nfkc = (value: string) => value.normalize('NFKC');

export const loginSchema = z.strictObject({
  username: required('Username is required').max(50, 'Username must be at most 50 characters').transform(nfkc),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalPhone = z
  .string({ error: KENYAN_PHONE_MESSAGE })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || KENYAN_PHONE.test(value), KENYAN_PHONE_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/** A new password, at registration and every later change: the same rules everywhere. */
export const newPasswordSchema = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(LIMITS.minPasswordLength, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

// Names go into e-mails, documents and staff screens: one line each (docs/product.md, "Text fields").
export const personName = (label: string) => oneLine(required(`${label} is required`).max(100, `${label} must be at most 100 characters`), label);
export const emailAddress = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(200, 'Invalid email address')
  .pipe(z.email('Invalid email address'));

export const registerSchema = z.strictObject({
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .transform(nfkc)
    .pipe(
      z
        .string()
        .min(LIMITS.minUsernameLength, 'Username must be at least 3 characters')
        .max(50, 'Username must be at most 50 characters')
        .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain only letters, digits, dots, dashes and underscores'),
    ),
  password: newPasswordSchema,
  email: emailAddress,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phoneNumber: optionalPhone,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200, 'Current password is incorrect'),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const passwordResetRequestSchema = z.strictObject({
  login: required('Enter your username or e-mail address').max(200, 'Username or e-mail must be at most 200 characters'),
});

export const passwordResetSchema = z.strictObject({
  token: z.string({ error: 'This password reset link is not valid.' }).max(100, 'This password reset link is not valid.'),
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
