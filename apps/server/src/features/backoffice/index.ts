import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { adjustmentRoutes } from './adjustments.routes';
import { adminAppRoutes } from './admin-app.routes';
import { auditRoutes } from './audit.routes';
import type { BackofficeContext } from './backoffice-context';
import { casinoDeskRoutes } from './casino-desk.routes';
import { contentConfigRoutes } from './content-config.routes';
import { contentPageRoutes } from './content-pages.routes';
import { dashboardRoutes } from './dashboard.routes';
import { deskRoutes } from './desks.routes';
import { devSeedRoutes } from './dev-seed.routes';
import { marketingRoutes } from './marketing.routes';
import { playerActionRoutes } from './player-actions.routes';
import { playerPageRecordRoutes } from './player-page-records.routes';
import { playerRecordRoutes } from './player-records.routes';
import { playerReferralRoutes } from './player-referrals.routes';
import { playerRoutes } from './players.routes';
import { rgReportRoutes } from './rg-reports.routes';
import { riskRoutes } from './risk.routes';
import { playerLimitRoutes } from './risk-player-limits.routes';
import { stakeFactorRoutes } from './risk-stake-factors.routes';
import { sessionRoutes } from './session.routes';
import { settlementDeskRoutes } from './settlement-desk.routes';
import { staffRoutes } from './staff.routes';
import { registerStaffGuard } from './staff-guard';
import { twoFactorResetRoutes } from './two-factor-reset.routes';
import { verificationDeskRoutes } from './verification-desk.routes';
import { vipDeskRoutes } from './vip-desk.routes';

/** Manual adjustments up to this many US dollars (per currency's demo rate) post at once (ADR 0048). */
export const DEFAULT_ADJUSTMENT_THRESHOLD_USD = 100;

export interface BackofficeDeps {
  database: Database;
  /** The web build folder; the staff app is its `admin/` subfolder. */
  webDist: string;
  /** Outside production a dev-only route creates staff as the CLI does (the browser tests' first admin). */
  nodeEnv: 'development' | 'test' | 'production';
  /** The wall clock of sessions and TOTP; tests may pin it. */
  now?: () => Date;
  /** Manual adjustments above this many US dollars need a second staff member's approval (default 100, ADR 0048). */
  adjustmentThresholdUsd?: number;
  /** Pushes the player's balance after an adjustment posts (none: the client re-reads it). */
  pubsub?: PubSub;
}

/**
 * The operator back office's API under /admin-api (issue 24, docs/decisions/0042-backoffice.md):
 * staff accounts with password + TOTP, their sessions and the permission guard, the append-only staff
 * audit log, and the first desks (staff, players, support, VIP bets). Register it before any feature
 * that adds /admin-api routes, so the guard sees them.
 */
export const backofficePlugin = fp<BackofficeDeps>(
  async (app, deps) => {
    const now = deps.now ?? (() => new Date());
    registerStaffGuard(app, deps.database, now);
    const ctx: BackofficeContext = {
      r: app.withTypeProvider<ZodTypeProvider>(),
      app,
      database: deps.database,
      now,
      adjustmentThresholdUsd: deps.adjustmentThresholdUsd ?? DEFAULT_ADJUSTMENT_THRESHOLD_USD,
      pubsub: deps.pubsub,
    };
    sessionRoutes(ctx);
    staffRoutes(ctx);
    auditRoutes(ctx);
    playerRoutes(ctx);
    playerActionRoutes(ctx);
    playerRecordRoutes(ctx);
    playerPageRecordRoutes(ctx);
    playerReferralRoutes(ctx);
    deskRoutes(ctx);
    dashboardRoutes(ctx);
    marketingRoutes(ctx);
    adjustmentRoutes(ctx);
    twoFactorResetRoutes(ctx);
    verificationDeskRoutes(ctx);
    vipDeskRoutes(ctx);
    riskRoutes(ctx);
    stakeFactorRoutes(ctx);
    playerLimitRoutes(ctx);
    settlementDeskRoutes(ctx);
    rgReportRoutes(ctx);
    contentConfigRoutes(ctx);
    contentPageRoutes(ctx);
    casinoDeskRoutes(ctx);
    if (deps.nodeEnv !== 'production') devSeedRoutes(ctx);
    await adminAppRoutes(app, deps.webDist);
  },
  { name: 'backoffice', dependencies: ['support'] },
);
