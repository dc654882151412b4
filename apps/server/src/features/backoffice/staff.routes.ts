// The staff desk (admin): the staff list, a new account with its one-time enrolment link, disabling one.
import {
  createStaffRequest,
  csvAnswer,
  idParams,
  newStaffAnswer,
  okAnswer,
  paging,
  reasonRequest,
  staffListAnswer,
} from '@fairline/shared/wire/backoffice';
import { AppError } from '../../errors';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { disableStaff, listStaff, type StaffListItem } from './staff.repository';
import { createStaffMember } from './staff-auth';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const CSV_COLUMNS = [
  'id',
  'email',
  'role',
  'enrolled',
  'disabled',
  'created_at',
] as const satisfies readonly (keyof StaffListItem)[];

export function staffRoutes({ r, database, now }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/staff`,
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags: TAGS,
        summary: 'Staff accounts, a page',
        querystring: paging,
        response: { 200: staffListAnswer },
      },
    },
    async (req) => listStaff(database, req.query.offset, req.query.limit),
  );

  r.get(
    `${ADMIN_API}/staff.csv`,
    {
      config: { staffPermission: 'staff.manage' },
      schema: { tags: TAGS, summary: 'Staff accounts as CSV', response: { 200: csvAnswer } },
    },
    async (_req, reply) => {
      const { items } = await listStaff(database, 0, 10_000);
      reply.header('content-disposition', 'attachment; filename="staff.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, items);
    },
  );

  r.post(
    `${ADMIN_API}/staff`,
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags: TAGS,
        summary: 'Create a staff account; answers its one-time enrolment link',
        body: createStaffRequest,
        response: { 200: newStaffAnswer },
      },
    },
    async (req) => createStaffMember(database, req.body, actorOf(req), now()),
  );

  r.post(
    `${ADMIN_API}/staff/:id/disable`,
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags: TAGS,
        summary: 'Disable a staff account and end its sessions',
        params: idParams,
        body: reasonRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      if (req.params.id === staffOf(req).id)
        throw new AppError('CONFLICT', 'You cannot disable yourself', { errorCode: 'self_disable' });
      if (!(await disableStaff(database, req.params.id, actorOf(req, req.body.reason), now()))) {
        throw new AppError('NOT_FOUND', 'Active staff account is not found');
      }
      return { ok: true as const };
    },
  );
}
