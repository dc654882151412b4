// Responsible-gambling reports (issue 24 §2 compliance, ADR 0054): players at or near a deposit, loss
// or wager limit, and players in a time-out or self-exclusion; paged on the server, with CSV twins
// (an export is audited, as exporting players is).
import { currencyById } from '@fairline/shared/lookups/currencies';
import { BackofficeLimits, csvAnswer } from '@fairline/shared/wire/backoffice';
import {
  type RgBlocksReportQuery,
  type RgLimitsReportQuery,
  rgBlocksReportAnswer,
  rgBlocksReportQuery,
  rgLimitsReportAnswer,
  rgLimitsReportQuery,
} from '@fairline/shared/wire/backoffice-rg-reports';
import {
  type BlockReportRow,
  blocksReport,
  INDEFINITE_BLOCK_END,
  type LimitReportRow,
  limitsReport,
  rgNow,
} from '../responsible-gambling/responsible-gambling.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
const BASE = `${ADMIN_API}/rg/reports`;
const LIMIT_CSV = [
  'user_id',
  'email',
  'phone',
  'account_status',
  'kind',
  'period',
  'currency',
  'limit_minor',
  'used_minor',
  'used_percent',
] as const;
const BLOCK_CSV = [
  'user_id',
  'email',
  'phone',
  'kind',
  'set_by',
  'started_at',
  'until',
  'indefinite',
  'reason',
] as const;

const limitRow = (r: LimitReportRow) => ({
  ...r,
  currency: currencyById(r.currency_id)?.code ?? String(r.currency_id),
});
const blockRow = (r: BlockReportRow) => ({ ...r, indefinite: r.until >= INDEFINITE_BLOCK_END.toISOString() });

export function rgReportRoutes({ r, database }: BackofficeContext) {
  const limits = (q: Omit<RgLimitsReportQuery, 'offset' | 'limit'>) =>
    limitsReport(
      database,
      { kind: q.kind, period: q.period, userId: q.user, minPercent: q.min_percent, sort: q.sort, dir: q.dir },
      rgNow(database),
    );

  r.get(
    `${BASE}/limits`,
    {
      config: { staffPermission: 'rg.reports' },
      schema: {
        tags: TAGS,
        summary: 'Players at or near a deposit, loss or wager limit (used ≥ min_percent of it in its window)',
        querystring: rgLimitsReportQuery,
        response: { 200: rgLimitsReportAnswer },
      },
    },
    async (req) => {
      const rows = await limits(req.query);
      return {
        total: rows.length,
        items: rows.slice(req.query.offset, req.query.offset + req.query.limit).map(limitRow),
      };
    },
  );

  r.get(
    `${BASE}/limits.csv`,
    {
      config: { staffPermission: 'rg.reports' },
      schema: {
        tags: TAGS,
        summary: 'The limits report as CSV (audited)',
        querystring: rgLimitsReportQuery.omit({ offset: true, limit: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const rows = (await limits(req.query)).slice(0, BackofficeLimits.csvRowsMax).map(limitRow);
      await appendAudit(database, actorOf(req), {
        action: 'rg.report_exported',
        after: { report: 'limits', filter: req.query, rows: rows.length },
      });
      reply.header('content-disposition', 'attachment; filename="rg-limits.csv"').type('text/csv; charset=utf-8');
      return toCsv(LIMIT_CSV, rows);
    },
  );

  const blocks = (q: Omit<RgBlocksReportQuery, 'offset' | 'limit'>, offset: number, limit: number) =>
    blocksReport(
      database,
      { kind: q.kind, setBy: q.set_by, userId: q.user, sort: q.sort, dir: q.dir, offset, limit },
      rgNow(database),
    );

  r.get(
    `${BASE}/blocks`,
    {
      config: { staffPermission: 'rg.reports' },
      schema: {
        tags: TAGS,
        summary: 'Players in a running time-out or self-exclusion (their own or the operator’s), the latest end first',
        querystring: rgBlocksReportQuery,
        response: { 200: rgBlocksReportAnswer },
      },
    },
    async (req) => {
      const page = await blocks(req.query, req.query.offset, req.query.limit);
      return { total: page.total, items: page.items.map(blockRow) };
    },
  );

  r.get(
    `${BASE}/blocks.csv`,
    {
      config: { staffPermission: 'rg.reports' },
      schema: {
        tags: TAGS,
        summary: 'The blocks report as CSV (audited)',
        querystring: rgBlocksReportQuery.omit({ offset: true, limit: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await blocks(req.query, 0, BackofficeLimits.csvRowsMax);
      await appendAudit(database, actorOf(req), {
        action: 'rg.report_exported',
        after: { report: 'blocks', filter: req.query, rows: page.items.length },
      });
      reply.header('content-disposition', 'attachment; filename="rg-blocks.csv"').type('text/csv; charset=utf-8');
      return toCsv(BLOCK_CSV, page.items.map(blockRow));
    },
  );
}
