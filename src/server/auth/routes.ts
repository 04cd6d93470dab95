import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema, userSchema } from '../../shared/schemas/auth';
import { errorSchema, messageSchema } from '../../shared/schemas/common';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { publicUserColumns, users } from '../db/schema';
import { conflict, forbidden, unauthorized } from '../plugins/errors';
import { CROSS_SITE_MESSAGE } from '../plugins/origin-check';
import { endSession, startSession } from '../plugins/sessions';
import { queueVerification } from './email-verification';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { lookAlikeUsernames, usernameKey } from '../shared/username';

const INVALID_CREDENTIALS = 'Invalid username or password';
const USERNAME_TAKEN = 'Username is already taken';
// Staff would see two names that look the same (`bоss` with a Cyrillic о beside `boss`).
const USERNAME_LOOKS_TAKEN = 'This username looks too much like one that is already taken. Please choose another.';
const ACCOUNT_DISABLED = 'This account has been disabled. Please contact the shop.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: userSchema, 400: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const input = request.body;
      const [existing] = await db.select({ username: users.username }).from(users).where(lookAlikeUsernames(input.username)).limit(1);
      if (existing) throw conflict(usernameKey(existing.username) === usernameKey(input.username) ? USERNAME_TAKEN : USERNAME_LOOKS_TAKEN);
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
          })
          .onConflictDoNothing()
          .returning(publicUserColumns);
        // The address is someone's word until its link is used: the shop sends it that link and nothing else
        // (docs/product.md, E-mail notifications). Past the hourly cap it gets none; the account can ask again.
        if (created) await queueVerification(tx, config, created, parseLocale(request.cookies[LOCALE_COOKIE]));
        return created;
      });
      // Lost a race with a simultaneous registration of the same name.
      if (!user) throw conflict(USERNAME_TAKEN);
      app.emailOutbox.nudge();
      await startSession(db, request, reply, user.id);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const [user] = await db
        .select({ ...publicUserColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      // Told only to whoever knows the password.
      if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
      await startSession(db, request, reply, user.id);
      return user;
    },
  );

  // The client redirects here when a mutation answers 401 (docs/product.md, "User-visible texts"); people belong on the sign-in screen.
  app.get('/login', async (_request, reply) => reply.redirect('/login'));

  // GET is the spec's (the client uses it); POST is the form other clients should prefer, covered by the origin check.
  // A GET has no Origin to check, so one the browser marks as sent by another site (a link or an <img> there) is
  // refused: ending a session is a change of state (docs/decisions/0032-cross-site-logout.md).
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' && request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
    await endSession(db, request, reply);
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/');
    return { message: 'Logged out' };
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: '/logout', schema: { response: { 200: messageSchema, 403: errorSchema } }, handler: logout });
  }

  // The original client called the current user by both paths (docs/product.md, "Roles and permissions").
  for (const path of ['/auth/user', '/user']) {
    app.get(path, { schema: { response: { 200: userSchema, 401: errorSchema } } }, async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return user;
    });
  }
};

export default authRoutes;
