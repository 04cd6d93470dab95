// npm run create-admin -- --username NAME --password PASS [--role super_admin|sales_agent]
//                         [--first-name NAME] [--last-name NAME] [--email ADDRESS]
// Creates a staff user, or promotes an existing user (and sets the given password and any details given). Details not
// given stay empty (the Users table shows "—"), rather than invented.
import { parseArgs } from 'node:util';
import { ROLES, STAFF_ROLES, type Role } from '../src/shared/constants';
import { registerSchema } from '../src/shared/schemas/auth';
import { setStaffAccount } from '../src/server/auth/staff-account';
import { loadConfig } from '../src/server/config';
import { prepareDatabase } from '../src/server/db/prepare';
import { openConfiguredDatabase } from '../src/server/db/open';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'super_admin' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const role = values.role as Role;
if (!values.username || values.username.trim().length < 3) fail('--username is required (at least 3 characters).');
if (!values.password || values.password.length < 6) fail('--password is required (at least 6 characters).');
if (!ROLES.includes(role) || !STAFF_ROLES.includes(role)) fail('--role must be super_admin or sales_agent.');

const username = values.username.trim();
const details = {
  firstName: values['first-name']?.trim(),
  lastName: values['last-name']?.trim(),
  email: values.email?.trim(),
};
if (details.email !== undefined && !registerSchema.shape.email.safeParse(details.email).success) fail('--email must be an e-mail address.');
let database;
try {
  database = await openConfiguredDatabase(loadConfig(), 'create-admin');
} catch (error) {
  fail((error as Error).message);
}
try {
  await prepareDatabase(database, { seedDemo: false });
  const outcome = await setStaffAccount(database.db, { username, password: values.password, role, ...details });
  console.log(outcome === 'updated' ? `Updated ${username}: role ${role}, new password set, enabled, signed out everywhere.` : `Created ${role} ${username}.`);
} finally {
  await database.close();
}
