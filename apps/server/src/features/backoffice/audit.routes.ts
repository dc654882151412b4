// The audit viewer: filters, server-side paging and a CSV export. There is no route that changes a row.
import { auditAnswer, auditQuery, BackofficeLimits, csvAnswer } from '@fairline/shared/wire/backoffice';
import { type AuditRow, listAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API } from './staff-guard';

const TAGS = ['backoffice'];
const CSV_COLUMNS = [
  'id',
  'at',
  'staff_id',
  'staff_email',
  'action',
  'subject',
  'before',
  'after',
  'reason',
  'ip',
] as const satisfies readonly (keyof AuditRow)[];

export function auditRoutes({ r, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/audit`,
    {
      config: { staffPermission: 'audit.read' },
      schema: {
        tags: TAGS,
        summary: 'Staff audit log, newest first, filtered',
        querystring: auditQuery,
        response: { 200: auditAnswer },
      },
    },
    async (req) => {
      const { offset, limit, ...filter } = req.query;
      return listAudit(database, filter, offset, limit);
    },
  );

  r.get(
    `${ADMIN_API}/audit.csv`,
    {
      config: { staffPermission: 'audit.read' },
      schema: {
        tags: TAGS,
        summary: 'The filtered audit log as CSV',
        querystring: auditQuery.omit({ offset: true, limit: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const { items } = await listAudit(database, req.query, 0, BackofficeLimits.csvRowsMax);
      reply.header('content-disposition', 'attachment; filename="audit.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, items);
    },
  );
}
