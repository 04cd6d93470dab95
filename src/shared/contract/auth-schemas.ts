import { z } from 'zod';
import {
  emailVerifySchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  userSchema,
} from '../schemas/auth';
import { errorSchema, messageSchema } from '../schemas/common';

/** The schemas of `authApi`'s endpoints (./auth.ts): the server registers its routes with them. */
export const authSchemas = {
  register: { body: registerSchema, responses: { 201: userSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema } },
  login: { body: loginSchema, responses: { 200: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema } },
  loginPage: { responses: { 302: z.any() } },
  logout: { responses: { 200: messageSchema, 302: z.any(), 403: errorSchema } },
  logoutPost: { responses: { 200: messageSchema, 302: z.any(), 403: errorSchema } },
  user: { responses: { 200: userSchema, 401: errorSchema } },
  userAlias: { responses: { 200: userSchema, 401: errorSchema } },
  verifyEmail: { body: emailVerifySchema, responses: { 200: messageSchema, 400: errorSchema } },
  resendVerification: { responses: { 200: messageSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema } },
  changePassword: { body: passwordChangeSchema, responses: { 200: messageSchema, 400: errorSchema, 401: errorSchema } },
  requestPasswordReset: { body: passwordResetRequestSchema, responses: { 200: messageSchema, 400: errorSchema, 429: errorSchema } },
  resetPassword: { body: passwordResetSchema, responses: { 200: messageSchema, 400: errorSchema } },
};
