import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaff, isSuperAdmin } from '../../shared/constants';
import { LOCALE_COOKIE, localePath, parseLocale } from '../../shared/locale';
import type { User } from '../../shared/schemas/auth';
import { forbidden, unauthorized } from './errors';

// Guards run as onRequest hooks: before the body is parsed or validated, so a visitor gets 401 and a customer 403
// whatever they send.

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.currentUser())) throw unauthorized();
}

/** A browser opening the address itself (a link in a WhatsApp message), not a script calling the API. */
function isNavigation(request: FastifyRequest): boolean {
  const { 'sec-fetch-mode': mode, 'sec-fetch-dest': dest, accept } = request.headers;
  if (mode === 'navigate' || dest === 'document') return true;
  // A browser that says how it fetches and says otherwise is a script; one too old to say is told by what it asks for first.
  if (mode || dest) return false;
  return accept?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() === 'text/html';
}

/**
 * For what a signed-out visitor may open from a link (an order's PDFs): a browser is sent to sign in and brought back
 * (docs/product.md, "Roles and permissions"), in the language it chose as every page is; an API client still gets 401.
 */
/** Longer than any document's address (`/api/orders/<number>/receipt.pdf`). */
const MAX_RETURN_PATH = 200;

export async function requireUserOrSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (await request.currentUser()) return;
  // The path alone comes back, and only a document's short one: this runs before the route's schema, so a long
  // address is not echoed (three times over, encoded) into the Location header.
  const path = request.url.split('?')[0]!;
  if (!isNavigation(request) || path.length > MAX_RETURN_PATH) throw unauthorized();
  const locale = parseLocale(request.cookies[LOCALE_COOKIE]);
  // 303: whatever the method, the browser follows with a GET of the sign-in screen.
  return reply.redirect(localePath(locale, `/login?next=${encodeURIComponent(path)}`), 303);
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  if (!isStaff(user.role)) throw forbidden('staff_only');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its actor itself, under the lock its change takes (the Users screen's changes). */
    actorCheckedUnderLock?: boolean;
  }
}

/**
 * The staff guard again once the body has been read, on the user loaded afresh: a client may hold a body back for as
 * long as the request timeout allows, and the sender may have been disabled or lost their staff role meanwhile. Every
 * change that takes rights away ends the user's sessions (docs/product.md, "Account safety and abuse limits"), so a
 * super admin's demotion shows here too, as a session gone. A route that checks its actor under a lock needs no
 * second look, which could only come earlier than its own.
 */
export async function requireStaffStill(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.actorCheckedUnderLock) return;
  await request.reloadUser();
  await requireStaff(request);
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  if (!isSuperAdmin(user.role)) throw forbidden('super_admin_only');
}

/** The signed-in user inside a guarded route. */
export async function signedInUser(request: FastifyRequest): Promise<User> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}
