// npm run create-admin -- --username NAME --password PASS [--role super_admin|sales_agent]
// Creates a staff user, or promotes an existing user (and sets the given password).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLES, STAFF_ROLES, type Role } from '../src/shared/constants';
import { hashPassword } from '../src/server/auth/password';
import { loadConfig } from '../src/server/config';
import { prepareDatabase } from '../src/server/db/prepare';
import { openConfiguredDatabase } from '../src/server/db/open';
import { users } from '../src/server/db/schema';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'super_admin' },
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
let database;
try {
  database = await openConfiguredDatabase(loadConfig(), 'create-admin');
} catch (error) {
  fail((error as Error).message);
}
try {
  await prepareDatabase(database, { seedDemo: false });
  const passwordHash = await hashPassword(values.password);
  const [existing] = await database.db
    .update(users)
    .set({ role, passwordHash })
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .returning({ id: users.id });
  if (existing) {
    console.log(`Updated ${username}: role ${role}, new password set.`);
  } else {
    await database.db.insert(users).values({
      username,
      passwordHash,
      role,
      firstName: username,
      lastName: 'Staff',
      email: values.email ?? `${username.toLowerCase()}@staff.local`,
    });
    console.log(`Created ${role} ${username}.`);
  }
} finally {
  await database.close();
}
