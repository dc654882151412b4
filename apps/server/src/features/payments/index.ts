import fp from 'fastify-plugin';
import { startTicker } from '../../infra/ticker';
import { retryDepositBonuses } from './deposit-bonus';
import { DEPOSIT_EXPIRY_SWEEP_MS, expireDueDeposits } from './deposit-expiry';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsDeps } from './payments-deps';
import { listPlayerPayments, type PlayerPaymentsQuery } from './player-payments';

export interface PaymentsFeature {
  /** Expires the deposits left unpaid past their time once (the timer does it every `expirySweepMs`). */
  expireDeposits(): Promise<number>;
  /** Asks again for the bonus of credited deposits whose bonus step failed (the same timer does it too). */
  retryDepositBonuses(): Promise<number>;
  /**
   * A player's deposits and withdrawals, newest first (the back office's player page). Through the
   * decoration, not an import: the payments desks import the back office's audit, so an import back
   * would make the two features a cycle.
   */
  playerPayments(q: PlayerPaymentsQuery): ReturnType<typeof listPlayerPayments>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments' timer, to run by hand (tests). */
    payments: PaymentsFeature;
  }
}

/**
 * The payments feature: deposits through the provider's hosted page and signed callback, withdrawals
 * the operator pays or rejects, the office's payment data and deposit limits. Starts the sweep that
 * expires abandoned deposits and asks again for the bonus of credited deposits whose bonus step failed,
 * unless `expirySweepMs` is 0; decorates the app with `payments`.
 */
export const paymentsPlugin = fp<PaymentsDeps>(
  async (app, deps) => {
    const ctx = await paymentsRoutes(app, deps);
    const sweep = async () => {
      await expireDueDeposits(ctx);
      await retryDepositBonuses(ctx);
    };
    const sweepMs = deps.expirySweepMs ?? DEPOSIT_EXPIRY_SWEEP_MS;
    if (sweepMs > 0) {
      // Of several instances only the leader's timer does the work (ADR 0020); the call below always does.
      const isLeader = deps.isLeader ?? (() => true);
      const ticker = startTicker(
        async () => (isLeader() ? sweep() : undefined),
        sweepMs,
        (err) => app.log.error({ err }, 'deposit expiry sweep failed'),
      );
      app.addHook('onClose', () => ticker.stop());
    }
    app.decorate('payments', {
      expireDeposits: () => expireDueDeposits(ctx),
      retryDepositBonuses: () => retryDepositBonuses(ctx),
      playerPayments: (q) => listPlayerPayments(deps.database, q),
    });
  },
  { name: 'payments' },
);
