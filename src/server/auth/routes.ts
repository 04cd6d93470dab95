import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../shared/contract/auth';
import { authSchemas } from '../../shared/contract/auth-schemas';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { route } from '../plugins/endpoint-route';
import { forbidden, messageBody, unauthorized } from '../plugins/errors';
import { endSession, startSession } from '../plugins/sessions';
import { authenticate, registerAccount } from './accounts';

const authRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, authApi.register, authSchemas.register, async (request, reply) => {
    const user = await registerAccount(db, config, request.body, parseLocale(request.cookies[LOCALE_COOKIE]));
    app.emailOutbox.nudge();
    await startSession(db, request, reply, user.id);
    return reply.code(201).send(user);
  });

  route(app, authApi.login, authSchemas.login, async (request, reply) => {
    const { account, passwordHash } = await authenticate(db, request.body);
    // The password changed (or the account was disabled) while it was being checked: the old one signs in no more.
    if (!(await startSession(db, request, reply, account.id, passwordHash))) throw unauthorized('invalid_credentials');
    return account;
  });

  // The client redirects here when a mutation answers 401 (docs/product.md, "User-visible texts"); people belong on the sign-in screen.
  route(app, authApi.loginPage, authSchemas.loginPage, async (_request, reply) => reply.redirect('/login'));

  // A GET has no Origin to check, so one the browser marks as sent by another site (a link or an <img> there) is
  // refused: ending a session is a change of state (docs/decisions/0032-cross-site-logout.md).
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' && request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('cross_site');
    await endSession(db, request, reply);
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/');
    return messageBody(request, 'logged_out');
  };
  route(app, authApi.logout, authSchemas.logout, logout);
  route(app, authApi.logoutPost, authSchemas.logoutPost, logout);

  // The original client called the current user by both paths (docs/product.md, "Roles and permissions").
  const currentUser = async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    return user;
  };
  route(app, authApi.user, authSchemas.user, currentUser);
  route(app, authApi.userAlias, authSchemas.userAlias, currentUser);
};

export default authRoutes;
