// Outside production only: the browser tests create their first admin as the CLI does (the same
// createStaffMember), since they cannot run the CLI inside the server's in-memory database.
import { createStaffRequest, newStaffAnswer } from '@fairline/shared/wire/backoffice';
import { createStaffMember } from './backoffice.service';
import type { BackofficeContext } from './backoffice-context';

export function devSeedRoutes({ r, database, now }: BackofficeContext) {
  r.post(
    '/dev/backoffice/staff',
    { schema: { hide: true, body: createStaffRequest, response: { 200: newStaffAnswer } } },
    async (req) => createStaffMember(database, req.body, { staffId: null, staffEmail: 'dev-seed', ip: req.ip }, now()),
  );
}
