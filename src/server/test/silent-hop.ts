import { connect, createServer, type Socket } from 'node:net';

export interface SilentHop {
  /** The hop's own address: give it instead of the target's. */
  port: number;
  /** From now on, nothing passes either way; nothing is closed either. */
  silence(): void;
  /** Delivers, in order, everything held back, and passes again. */
  speak(): void;
  close(): Promise<void>;
}

/**
 * A TCP hop in front of a service (Redis, an object store) that can go silent without closing anything, as a network
 * partition or a stalled server does: bytes either way are held back until it speaks again.
 */
export async function silentHop(target: { host: string; port: number }): Promise<SilentHop> {
  let silent = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) => from.on('data', (bytes) => (silent ? held.push(() => to.write(bytes)) : to.write(bytes)));
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => [client, upstream].forEach((other) => other.destroy()));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    silence: () => void (silent = true),
    speak() {
      silent = false;
      held.splice(0).forEach((send) => send());
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
