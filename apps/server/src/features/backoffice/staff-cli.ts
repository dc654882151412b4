// `npm run staff:create -- --email ops@example.org --role admin`: creates a staff account (the first
// admin, or any other) and prints its one-time enrolment link and TOTP secret. No password is ever
// set here: the link sets it, together with the first code of the authenticator.
import { parseArgs } from 'node:util';
import { parseEnv } from '../../config/env';
import { openPreparedDatabase } from '../../db/prepare';
import type { Database } from '../../infra/db';
import { createStaffMember, STAFF_ROLES, type StaffRole } from './backoffice.service';

const USAGE = `usage: npm run staff:create -- --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--url http://localhost:8080]`;

/** Creates the account the arguments name and answers the text to print (throws a usage error). */
export async function runStaffCreate(database: Database, argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      url: { type: 'string', default: 'http://localhost:8080' },
    },
  });
  const role = values.role as StaffRole | undefined;
  if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email) || !role || !STAFF_ROLES.includes(role)) {
    throw new Error(USAGE);
  }
  const made = await createStaffMember(
    database,
    { email: values.email, role },
    { staffId: null, staffEmail: 'cli', ip: null },
  );
  return [
    `Created staff account #${made.id} ${made.email} (${made.role}).`,
    `Enrolment link (one use, until ${made.enrolment_expires_at}):`,
    `  ${values.url.replace(/\/$/, '')}${made.enrolment_path}`,
    `Authenticator secret: ${made.totp_secret}`,
    `  ${made.otpauth_uri}`,
    'Open the link, add the secret to an authenticator app, choose a password and enter the first code.',
  ].join('\n');
}

async function main() {
  const config = parseEnv();
  const { database } = await openPreparedDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    seed: config.SEED_DEMO,
  });
  try {
    process.stdout.write(`${await runStaffCreate(database, process.argv.slice(2))}\n`);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) await main();
