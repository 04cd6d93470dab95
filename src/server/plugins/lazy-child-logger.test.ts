import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';
import { loggerOptions } from './request-id';

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line: string) => JSON.parse(line)),
      );
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream }, childLoggerFactory: lazyChildLogger, genReqId: () => 'req-7' });
  app.get('/', async (request) => {
    request.log.debug('quiet detail');
    request.log.info({ password: 'hunter22', user: { token: 'abc123' } }, 'noted');
    request.log.child({ step: 'payment' }).error('went wrong');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers', () => {
  it('write each line above the level with the request id, and nothing below it', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const response = await app.inject('/');
    expect(response.json()).toEqual({ level: 'warn' });
    expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: 'req-7', step: 'payment', msg: 'went wrong' })]);
    await app.close();
  });

  it('keep the request id and the redaction rules at info level', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject('/');
    const noted = lines.find((line) => line.msg === 'noted');
    expect(noted).toEqual(expect.objectContaining({ reqId: 'req-7', password: '[redacted]', user: { token: '[redacted]' } }));
    expect(lines.filter((line) => line.msg === 'quiet detail')).toEqual([]);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([expect.objectContaining({ reqId: 'req-7' })]);
    await app.close();
  });
});
