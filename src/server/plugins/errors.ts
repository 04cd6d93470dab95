import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `code` of this route's 400 answers to input its schema refuses, which then also name the `field`. */
    invalidInputCode?: string;
  }
}

/** Thrown by handlers for an expected failure; its message is shown to the client, with `code` for a program to act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

// PostgreSQL error codes that mean the request, not the server, was at fault.
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'This already exists'],
  '23503': [409, 'This is still referenced by other records'],
  '23514': [400, 'A value is out of the allowed range'],
  '22003': [400, 'A number is out of range'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  // NUL characters and the like: refused up front by the input-hygiene plugin, mapped here in case one slips through.
  '22021': [400, 'Text contains a character that cannot be stored'],
  '22P05': [400, 'Text contains a character that cannot be stored'],
};
// Connection failures: the database is down or restarting, the app is not broken.
const PG_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003']);

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code in PG_CLIENT_ERRORS || PG_UNAVAILABLE.has(code))) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    // A record's key that breaks its own rule (a specification name too long) comes wrapped as "Invalid key in
    // record": the rule's message is the one that tells the sender what to fix.
    const keyIssue = issue?.keyword === 'invalid_key' ? (issue.params.issues as { message?: string }[] | undefined)?.[0]?.message : undefined;
    return keyIssue ?? issue?.message ?? 'Invalid request';
  }
  return error.message;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
};

/** Requests Node refuses before Fastify sees them (malformed, headers too large, too slow), answered as { message }. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad request'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Errors of Fastify's router (a URL that does not decode, a path parameter over the router's limit). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send({ message: 'The address is too long' });
  else void reply.code(400).send({ message: 'The address is not valid' });
}

export default fp(async function errors(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      // A route that names its bad input (a form showing the message beside its field) says so in its config.
      const code = request.routeOptions.config.invalidInputCode;
      if (!code) return reply.code(400).send({ message: validationMessage(error) });
      const field = hasZodFastifySchemaValidationErrors(error) ? error.validation[0]?.instancePath.split('/')[1] : undefined;
      return reply.code(400).send({ message: validationMessage(error), code, ...(field && { field }) });
    }
    // An expected failure names itself, even a 503 caused by a refused connection to another service.
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send({ message: error.message, ...(error.code && { code: error.code }) });
    }
    const code = pgCode(error);
    if (code && PG_UNAVAILABLE.has(code)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: 'The shop is temporarily unavailable. Please try again in a moment.' });
    }
    if (code) {
      const [status, message] = PG_CLIENT_ERRORS[code]!;
      return reply.code(status).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ message: error.message });
  });
});
