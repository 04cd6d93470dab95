// npm run create-admin -- --username NAME --password PASS [--role super_admin|sales_agent]
//                         [--first-name NAME] [--last-name NAME] [--email ADDRESS] [--new-database]
// Creates a staff user, or promotes an existing user (and sets the given password and any details given). Without
// --role a new user or a customer becomes a super admin and a staff member keeps their role; the last super admin is
// never demoted. Details not given stay empty (the Users table shows "—"), rather than invented. It writes only into a shop's existing database
// unless --new-database is given: a DATA_DIR mistyped or left unset would otherwise quietly make a second, empty shop
// whose staff account the real shop has never heard of.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLES, STAFF_ROLES, type Role } from '../src/shared/constants';
import { messages } from '../src/shared/messages/en';
import type { MessageCode } from '../src/shared/messages/message';
import { registerSchema } from '../src/shared/schemas/auth';
import { setStaffAccount, StaffAccountError } from '../src/server/auth/staff-account';
import { prepareDatabase } from '../src/server/db/prepare';
import { openConfiguredDatabase } from '../src/server/db/open';
import { configSigningNothing, fail, orFail } from './command-line';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
    'new-database': { type: 'boolean', default: false },
  },
});

const role = values.role as Role | undefined;
if (!values.username) fail('--username is required.');
// The rules and spelling registration gives a username (NFKC, so full-width `ｂｏｓｓ` is `boss`): one made here signs in
// as one registered would.
const parsedUsername = registerSchema.shape.username.safeParse(values.username);
if (!parsedUsername.success) fail(`--username: ${messages[parsedUsername.error.issues[0]!.message as MessageCode]}.`);
if (!values.password || values.password.length < 6) fail('--password is required (at least 6 characters).');
if (role !== undefined && (!ROLES.includes(role) || !STAFF_ROLES.includes(role))) fail('--role must be super_admin or sales_agent.');

const username = parsedUsername.data;
const details = {
  firstName: values['first-name']?.trim(),
  lastName: values['last-name']?.trim(),
  email: values.email?.trim(),
};
if (details.email !== undefined && !registerSchema.shape.email.safeParse(details.email).success) fail('--email must be an e-mail address.');
const config = await configSigningNothing('create-admin');
const where = config.databaseUrl
  ? `the PostgreSQL database ${withoutPassword(config.databaseUrl)}`
  : `the embedded database in ${join(config.dataDir, 'db')}`;
const noShop = () =>
  fail(
    `No shop has been started on ${where}, so nothing was written. ` +
      (config.databaseUrl ? 'Check DATABASE_URL' : 'Set DATA_DIR to the folder the shop runs with') +
      ', or start the shop there once (npm start). To create a new empty database here on purpose, add --new-database.',
  );
if (!config.databaseUrl && !values['new-database'] && !existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) noShop();
const database = await orFail(() => openConfiguredDatabase(config, 'create-admin'));
try {
  if (!values['new-database'] && !(await hasShop())) noShop();
  await prepareDatabase(database, { seedDemo: false });
  const account = await setStaffAccount(database.db, { username, password: values.password, role, ...details }).catch((error: unknown) => {
    if (error instanceof StaffAccountError) fail(`${error.message} Nothing was written.`);
    throw error;
  });
  console.log(
    account.outcome === 'updated'
      ? `Updated ${username} in ${where}: role ${account.role}, new password set, enabled, signed out everywhere.`
      : `Created ${account.role} ${username} in ${where}.`,
  );
} finally {
  await database.close();
}

async function hasShop(): Promise<boolean> {
  const { rows } = (await database.db.execute(sql`select to_regclass('public.users') is not null as ready`)) as unknown as {
    rows: { ready: boolean }[];
  };
  return rows[0]?.ready === true;
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}
