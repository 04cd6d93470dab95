import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

// A real listening server: timeouts and the connection cap live in Node's HTTP server, which app.inject bypasses.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { REQUEST_TIMEOUT_SECONDS: '1.5', HEADERS_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS: '3' },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

interface Connection {
  socket: Socket;
  /** Everything the server sent, once it closed the connection; with how long that took. */
  closed: Promise<{ text: string; afterMs: number }>;
}

function open(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<{ text: string; afterMs: number }>((done) =>
      socket.on('close', () => done({ text, afterMs: performance.now() - started })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', (error) => (socket.connecting ? reject(error) : undefined));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients', () => {
  it('cuts off a body sent one byte at a time, answering 408 with a message', async () => {
    const { socket, closed } = await open();
    socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('{'), 100);
    try {
      const { text, afterMs } = await closed;
      expect(afterMs).toBeLessThan(5_000);
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(text).toContain('{"message":"The request took too long to arrive","code":"request_timeout"}');
    } finally {
      clearInterval(trickle);
    }
  });

  it('cuts off headers that never end', async () => {
    const { socket, closed } = await open();
    socket.write('GET /api/categories HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    try {
      const { afterMs } = await closed;
      expect(afterMs).toBeLessThan(5_000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes an idle kept-alive connection', async () => {
    const { socket, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeLessThan(5_000);
  });

  it('refuses connections beyond the cap and accepts again once one closes', async () => {
    const held = await Promise.all([open(), open(), open()]);
    await sleep(100);
    const extra = await open();
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const refused = await extra.closed;
    expect(refused.text).toBe('');
    for (const { socket } of held) socket.destroy();
    await sleep(100);
    const again = await open();
    again.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await again.closed).text).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('errors answered before any route', () => {
  it('answers headers that are too large with 431 and a message', async () => {
    const { socket, closed } = await open();
    socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 431/);
    expect(text.split('\r\n\r\n')[1]).toBe('{"message":"The request headers are too large","code":"headers_too_large"}');
  });

  it('answers a malformed request with 400 and a message', async () => {
    const { socket, closed } = await open();
    socket.write('GARBAGE\r\n\r\n');
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text.split('\r\n\r\n')[1]).toBe('{"message":"Bad request","code":"bad_request"}');
  });

  it.each(['/api/products/%E0%A4%A', '/%'])('answers a URL that does not decode (%s) with 400 and a message', async (url) => {
    const response = await ctx.visitor.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The address is not valid', code: 'address_invalid' });
  });

  it('answers a path parameter over the router limit with 414 and a message', async () => {
    const response = await ctx.visitor.get(`/api/products/${'a'.repeat(250)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ message: 'The address is too long', code: 'address_too_long' });
  });
});
