import type { FastifyRequest } from 'fastify';
import { isStaff, isSuperAdmin } from '../../shared/constants';
import type { User } from '../../shared/schemas/auth';
import { forbidden, unauthorized } from './errors';

// Guards run as onRequest hooks: before the body is parsed or validated, so a visitor gets 401 and a customer 403
// whatever they send.

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.currentUser())) throw unauthorized();
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  if (!isStaff(user.role)) throw forbidden('Admin access required');
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  if (!isSuperAdmin(user.role)) throw forbidden('Only a super admin can do this');
}

/** The signed-in user inside a guarded route. */
export async function signedInUser(request: FastifyRequest): Promise<User> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}
