import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests, on a free local port, keeping every message it receives.

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

const splitHead = (part: string): [string, string] => {
  const at = part.search(/\r?\n\r?\n/);
  return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at).replace(/^\r?\n\r?\n/, '')];
};

/** The text and HTML parts of a multipart/alternative message as nodemailer writes it, and its subject. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head, body] = splitHead(raw);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectHeader = /^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '';
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  const subject = subjectHeader.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const parts: Record<'text' | 'html', string> = { text: '', html: '' };
  for (const part of boundary ? body.split(`--${boundary}`) : []) {
    const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
    const kind = /content-type:\s*text\/(plain|html)/i.exec(partHead)?.[1];
    if (kind) parts[kind === 'plain' ? 'text' : 'html'] = decodeBody(partHead, partBody).trimEnd();
  }
  return { to, subject, ...parts, raw };
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private hold: { arrive: () => void; released: Promise<void> } | undefined;

  /**
   * Keeps back the answer to the next message until `release` is called, as a slow mail server does: its sender
   * waits in the middle of sending it. `arrived` resolves once that message's data is in.
   */
  holdNext(): { arrived: Promise<void>; release: () => void } {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    this.hold = { arrive, released: new Promise<void>((resolve) => (release = resolve)) };
    return { arrived, release };
  }

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          const hold = this.hold;
          this.hold = undefined;
          if (!hold) return callback();
          hold.arrive();
          void hold.released.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` messages have arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${this.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received;
  }
}
