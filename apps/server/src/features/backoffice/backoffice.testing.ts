// Test helpers of the back office: a staff member created as the CLI does, enrolled and signed in
// through the API, and the headers of their calls.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../infra/db';
import type { StaffRole } from './permissions';
import { createStaffMember } from './staff-auth';
import { STAFF_COOKIE } from './staff-sessions';
import { totpCode } from './totp';

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  password: string;
  secret: string;
  cookie: string;
}

let seq = 0;

/** The headers of a staff member's call from the staff app (cookie and the CSRF header). */
export const asStaff = (cookie: string) => ({ cookie: `${STAFF_COOKIE}=${cookie}`, 'x-requested-with': 'fetch' });

export function staffCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === STAFF_COOKIE && c.value !== '')?.value;
}

/** Logs in with a code of the step `offsetSteps` from now (a step is used once, so a second login takes the next). */
export async function loginAsStaff(
  app: FastifyInstance,
  staff: Pick<TestStaff, 'email' | 'password' | 'secret'>,
  offsetSteps = 1,
  ip = '10.9.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/admin-api/login',
    headers: { 'x-requested-with': 'fetch' },
    remoteAddress: ip,
    payload: {
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.secret, Date.now() + offsetSteps * 30_000),
    },
  });
}

/** A staff member of a role created as the CLI does, enrolled (password + first code) and signed in. */
export async function signedInStaff(app: FastifyInstance, database: Database, role: StaffRole): Promise<TestStaff> {
  seq += 1;
  const email = `${role}${seq}.${process.pid}@staff.test`;
  const password = `staff password ${seq} long enough`;
  const made = await createStaffMember(database, { email, role }, { staffId: null, staffEmail: 'cli', ip: null });
  const enrolled = await app.inject({
    method: 'POST',
    url: '/admin-api/enrolment',
    headers: { 'x-requested-with': 'fetch' },
    payload: { token: made.enrolment_token, password, code: totpCode(made.totp_secret, Date.now()) },
  });
  if (enrolled.statusCode !== 200) throw new Error(`enrolment failed: ${enrolled.statusCode} ${enrolled.body}`);
  const res = await loginAsStaff(app, { email, password, secret: made.totp_secret });
  const cookie = staffCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return { id: made.id, email, role, password, secret: made.totp_secret, cookie };
}
