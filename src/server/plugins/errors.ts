import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageCode, MessageParams } from '../../shared/messages/message';
import { isMessageCode, messageText, requestLocale } from './request-locale';

/**
 * Thrown by handlers for an expected failure. The answer carries its message code and the code's params, and the
 * message written in the request's language (docs/product.md, "Messages").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params?: MessageParams,
  ) {
    super(messageText('en', code, params));
  }
}

export const badRequest = (code: MessageCode, params?: MessageParams) => new HttpError(400, code, params);
export const unauthorized = (code: MessageCode = 'unauthorized') => new HttpError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new HttpError(403, code);
export const notFound = (code: MessageCode = 'not_found', params?: MessageParams) => new HttpError(404, code, params);
export const conflict = (code: MessageCode, params?: MessageParams) => new HttpError(409, code, params);

/** The body of an error or a notice: its code, its params, and its text in the request's language. */
export function messageBody(request: FastifyRequest, code: string, params?: MessageParams, extra?: { field?: string }) {
  if (!isMessageCode(code)) return { message: code, ...extra };
  return { message: messageText(requestLocale(request), code, params), code, ...(params && { params }), ...extra };
}

// PostgreSQL error codes that mean the request, not the server, was at fault.
const PG_CLIENT_ERRORS: Record<string, [number, MessageCode]> = {
  '23505': [409, 'already_exists'],
  '23503': [409, 'still_referenced'],
  '23514': [400, 'value_out_of_range'],
  '22003': [400, 'number_out_of_range'],
  '22P02': [400, 'wrong_format'],
  '22001': [400, 'value_too_long'],
  // NUL characters and the like: refused up front by the input-hygiene plugin, mapped here in case one slips through.
  '22021': [400, 'character_not_storable'],
  '22P05': [400, 'character_not_storable'],
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

/** The name of the constraint or unique index a database error says was broken, if any. */
export function brokenConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The message of a refused input: the code its schema gave (`msg('...')`), else zod's own English text under a code of
 * what went wrong, so every answer carries a code (docs/product.md, "Messages").
 */
function validationMessage(error: FastifyError): { message: string; code?: MessageCode; params?: MessageParams } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const issue = error.validation[0];
  // A record's key that breaks its own rule (a specification name too long) comes wrapped as "Invalid key in record":
  // the rule's message is the one that tells the sender what to fix.
  const keyIssue = issue?.keyword === 'invalid_key' ? (issue.params.issues as { message?: string }[] | undefined)?.[0]?.message : undefined;
  const message = keyIssue ?? issue?.message ?? 'Invalid request';
  if (isMessageCode(message)) return { message, code: message };
  const keys = issue?.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
  if (keys?.[0] !== undefined) return { message, code: 'unrecognized_key', params: { key: keys[0] } };
  return { message, code: 'invalid_request' };
}

const CLIENT_ERRORS: Record<string, [number, MessageCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
};

/** Requests Node refuses before Fastify sees them (malformed, headers too large, too slow), answered in English. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'bad_request'];
  const body = JSON.stringify({ message: messageText('en', code), code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Errors of Fastify's router (a URL that does not decode, a path parameter over the router's limit). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send(messageBody(request, 'address_too_long'));
  else void reply.code(400).send(messageBody(request, 'address_invalid'));
}

export default fp(async function errors(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => reply.code(404).send(messageBody(request, 'not_found')));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, code, params } = validationMessage(error);
      const field = hasZodFastifySchemaValidationErrors(error) ? error.validation[0]?.instancePath.split('/')[1] : undefined;
      // A schema's own code is written in the request's language; zod's own text stays as zod wrote it.
      const text = code === message ? messageText(requestLocale(request), code) : message;
      return reply.code(400).send({ message: text, ...(code && { code }), ...(params && { params }), ...(field && { field }) });
    }
    // An expected failure names itself, even a 503 caused by a refused connection to another service.
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(messageBody(request, error.code, error.params));
    }
    const code = pgCode(error);
    if (code && PG_UNAVAILABLE.has(code)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(messageBody(request, 'unavailable'));
    }
    if (code) {
      const [status, message] = PG_CLIENT_ERRORS[code]!;
      return reply.code(status).send(messageBody(request, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(messageBody(request, 'server_error'));
    }
    // Fastify's own 4xx (a body too large, an unsupported content type): its English message, under a general code.
    return reply.code(status).send({ ...messageBody(request, status === 400 ? 'bad_request' : 'invalid_request'), message: error.message });
  });
});
