import { endpoint } from './endpoint';
import type { authSchemas as S } from './auth-schemas';

/** Registering, signing in and out, the current user, confirming an e-mail address, passwords (docs/product.md, "Roles and permissions"). */
export const authApi = {
  register: endpoint<typeof S.register>()('POST', '/api/register'),
  login: endpoint<typeof S.login>()('POST', '/api/login'),
  /** A redirect to the sign-in screen, where the client sends people whose mutation answered 401: no JSON body. */
  loginPage: endpoint<typeof S.loginPage>()('GET', '/api/login'),
  /** GET is the spec's (the client uses it); POST is the form other clients should prefer. A browser's page load gets a redirect to `/`. */
  logout: endpoint<typeof S.logout>()('GET', '/api/logout'),
  logoutPost: endpoint<typeof S.logoutPost>()('POST', '/api/logout'),
  /** The signed-in user; 401 when nobody is. */
  user: endpoint<typeof S.user>()('GET', '/api/auth/user'),
  /** The same, by the path the original client also used. */
  userAlias: endpoint<typeof S.userAlias>()('GET', '/api/user'),
  verifyEmail: endpoint<typeof S.verifyEmail>()('POST', '/api/auth/verify-email'),
  resendVerification: endpoint<typeof S.resendVerification>()('POST', '/api/auth/verify-email/resend'),
  /** The signed-in user's own password (docs/product.md, Passwords). */
  changePassword: endpoint<typeof S.changePassword>()('POST', '/api/auth/password'),
  /** A link to choose a new password, by e-mail; the answer never says whether an account matched. */
  requestPasswordReset: endpoint<typeof S.requestPasswordReset>()('POST', '/api/auth/password-reset'),
  resetPassword: endpoint<typeof S.resetPassword>()('POST', '/api/auth/password-reset/confirm'),
};
