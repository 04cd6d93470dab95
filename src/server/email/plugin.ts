import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { emailOn } from '../shared/outbox';
import { OutboxSender, SMTP_TIMEOUTS } from './outbox-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes this process's outbox sender after a request wrote a message; does nothing when e-mail is off. */
    emailOutbox: { nudge(): void; sender: OutboxSender | undefined };
  }
}

/** Runs one outbox sender per app process while SMTP_URL is set. */
export default fp(async function emailPlugin(app: FastifyInstance) {
  const { email, shop, signingSecret } = app.config;
  if (!emailOn(email)) {
    app.decorate('emailOutbox', { nudge: () => {}, sender: undefined });
    return;
  }
  const transport = nodemailer.createTransport({ url: email.smtpUrl, ...SMTP_TIMEOUTS });
  const sender = new OutboxSender({ db: app.db, transport, from: email.from, shop, signingSecret, retryBaseMs: email.retryBaseMs, log: app.log });
  app.decorate('emailOutbox', { nudge: () => sender.nudge(), sender });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop();
    transport.close();
  });
});
