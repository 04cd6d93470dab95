import { destination } from 'pino';
import { buildApp } from './app';
import { startBackups } from './backup/shop';
import { loadConfig } from './config';
import { openConfiguredDatabase, SHOP_SERVER_PURPOSE } from './db/open';
import { prepareDatabase } from './db/prepare';
import { loggerOptions } from './plugins/request-id';
import { purgeExpiredSessions } from './plugins/sessions';

const config = loadConfig();
const database = await openConfiguredDatabase(config, SHOP_SERVER_PURPOSE);
if (await prepareDatabase(database, config)) console.log('Seeded the demo catalogue.');
await purgeExpiredSessions(database.db);

const app = await buildApp({
  config,
  database,
  // Written in batches: under load one system call carries many lines instead of one each, and pino writes what is
  // left when the process exits (docs/decisions/0103-asynchronous-log-writes.md).
  logger: { ...loggerOptions(config.logLevel), stream: destination({ dest: 1, sync: false }) },
});

const stopBackups = startBackups(config, database, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopBackups();
  // Answers every request already sent (readiness fails meanwhile), then stops listening, then closes the database.
  await app.drain({ quietMs: 1000, timeoutMs: config.shutdownGraceMs });
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
if (!config.email.smtpUrl) console.log('E-mail is off (SMTP_URL is not set): no order notifications or password-reset links are sent.');
console.log(`Shop running at ${config.shop.publicUrl} (database: ${database.driver === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
