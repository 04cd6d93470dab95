import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema, userSchema } from '../../shared/schemas/auth';
import { errorSchema, messageSchema } from '../../shared/schemas/common';
import { users } from '../db/schema';
import { conflict, unauthorized } from '../plugins/errors';
import { endSession, startSession } from '../plugins/sessions';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

const INVALID_CREDENTIALS = 'Invalid username or password';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: userSchema, 400: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const input = request.body;
      const existing = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
        .limit(1);
      if (existing.length) throw conflict('Username is already taken');
      const [user] = await db
        .insert(users)
        .values({
          username: input.username,
          passwordHash: await hashPassword(input.password),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
        })
        .onConflictDoNothing()
        .returning();
      // Lost a race with a simultaneous registration of the same name.
      if (!user) throw conflict('Username is already taken');
      await startSession(db, request, reply, user.id);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: userSchema, 400: errorSchema, 401: errorSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      await startSession(db, request, reply, user.id);
      return user;
    },
  );

  // The client redirects here when a mutation answers 401 (docs/product.md, "User-visible texts"); people belong on the sign-in screen.
  app.get('/login', async (_request, reply) => reply.redirect('/login'));

  app.get('/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await endSession(db, request, reply);
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/');
    return { message: 'Logged out' };
  });

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
