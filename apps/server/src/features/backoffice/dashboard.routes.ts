// The back office's dashboard (issue 24 §2, docs/decisions/0049-backoffice-dashboard.md): a period's
// turnover, GGR, payments and players per currency, and the work waiting at the desks.
import { DASHBOARD_MAX_DAYS, dashboardAnswer, dashboardQuery } from '@fairline/shared/wire/backoffice-dashboard';
import { AppError } from '../../errors';
import type { BackofficeContext } from './backoffice-context';
import { readDashboard } from './dashboard.repository';
import { ADMIN_API } from './staff-guard';

const DAY_MS = 86_400_000;

/** The period asked for: default today in UTC; `to` defaults to one day after `from`. */
export function dashboardPeriod(now: Date, from?: string, to?: string): { from: Date; to: Date } {
  const start = from ? new Date(from) : new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const end = to ? new Date(to) : new Date(start.getTime() + DAY_MS);
  if (end.getTime() <= start.getTime()) {
    throw new AppError('VALIDATION', 'The period must end after it starts', {
      validationErrors: { to: 'before_from' },
    });
  }
  if (end.getTime() - start.getTime() > DASHBOARD_MAX_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', `The period may cover at most ${DASHBOARD_MAX_DAYS} days`, {
      validationErrors: { to: 'too_long' },
    });
  }
  return { from: start, to: end };
}

export function dashboardRoutes({ r, database, now }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/dashboard`,
    {
      config: { staffPermission: 'dashboard.read' },
      schema: {
        tags: ['backoffice'],
        summary:
          'Turnover, GGR, payments and players of a period per currency, in all and by brand, and the waiting work',
        description:
          '`brand` narrows every figure, the waiting work included, to that brand’s players (400 for no such brand).',
        querystring: dashboardQuery,
        response: { 200: dashboardAnswer },
      },
    },
    async (req) => {
      const started = performance.now();
      const { from, to } = dashboardPeriod(now(), req.query.from, req.query.to);
      const answer = await readDashboard(database, from, to, {
        currencyId: req.query.currency,
        brandId: req.query.brand,
      });
      if (req.query.brand !== undefined && answer.brands.length === 0) {
        throw new AppError('VALIDATION', `There is no brand ${req.query.brand}`, {
          validationErrors: { brand: 'unknown' },
        });
      }
      return { ...answer, took_ms: Math.round((performance.now() - started) * 10) / 10 };
    },
  );
}
