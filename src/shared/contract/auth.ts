import { z } from 'zod';
import { emailVerifySchema, loginSchema, registerSchema, userSchema } from '../schemas/auth';
import { errorSchema, messageSchema } from '../schemas/common';
import { endpoint } from './endpoint';

/** Registering, signing in and out, the current user, confirming an e-mail address (docs/product.md, "Roles and permissions"). */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: registerSchema,
    responses: { 201: userSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: loginSchema,
    responses: { 200: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  }),
  /** A redirect to the sign-in screen, where the client sends people whose mutation answered 401: no JSON body. */
  loginPage: endpoint({ method: 'GET', path: '/api/login', responses: { 302: z.any() } }),
  /** GET is the spec's (the client uses it); POST is the form other clients should prefer. A browser's page load gets a redirect to `/`. */
  logout: endpoint({ method: 'GET', path: '/api/logout', responses: { 200: messageSchema, 302: z.any(), 403: errorSchema } }),
  logoutPost: endpoint({ method: 'POST', path: '/api/logout', responses: { 200: messageSchema, 302: z.any(), 403: errorSchema } }),
  /** The signed-in user; 401 when nobody is. */
  user: endpoint({ method: 'GET', path: '/api/auth/user', responses: { 200: userSchema, 401: errorSchema } }),
  /** The same, by the path the original client also used. */
  userAlias: endpoint({ method: 'GET', path: '/api/user', responses: { 200: userSchema, 401: errorSchema } }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: emailVerifySchema,
    responses: { 200: messageSchema, 400: errorSchema },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    responses: { 200: messageSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema },
  }),
};
