import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '../../shared/messages/message';
import { badRequest } from './errors';

const MAX_DEPTH = 32;

/** The first problem in a parsed body, query or path: PostgreSQL refuses NUL in text, and no API needs deep nesting. */
function problemIn(value: unknown): MessageCode | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul_character';
    } else if (current && typeof current === 'object') {
      if (depth >= MAX_DEPTH) return 'nested_too_deeply';
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'nul_character';
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

// Runs before schema validation, so every route gets a 400 with a message instead of a database error.
export default fp(async function inputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = problemIn(request.params) ?? problemIn(request.query) ?? problemIn(request.body);
    if (problem) throw badRequest(problem);
  });
});
