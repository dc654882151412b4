import type { SandboxCallbackBody } from '@fairline/shared/wire/payment-provider';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import type { Database } from '../../infra/db';
import { createMessaging } from '../../infra/messaging';
import { asNumber } from '../../infra/sql-values';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerSecurityHeaders } from '../../plugins/security-headers';
import { createSession } from '../auth/auth.service';
import { backofficePlugin } from '../backoffice';
import { asStaff, signedInStaff, type TestStaff } from '../backoffice/backoffice.testing';
import { createSiteConfigService } from '../config/config.service';
import { messagesPlugin } from '../messages';
import { paymentsPlugin } from '../payments';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../payments/payments.testing';
import { supportPlugin } from '../support';
import { verificationPlugin } from '../verification';
import { verifyThroughSandbox } from '../verification/verification.testing';
import { walletPlugin } from './index';

export const TEST_SANDBOX_SECRET = 'sandbox-secret-for-wallet-tests';

export interface TestUser {
  id: number;
  headers: { cookie: string };
  /** The main (cash) account of the registration currency. */
  cashAccountId: number;
}

export interface WalletTestApp {
  app: FastifyInstance;
  database: Database;
  /** The clock every wallet and payment service reads; tests move it. */
  clock: { now: Date };
  /**
   * An account logged in by cookie. An active one also passes identity verification through the
   * sandbox provider, as withdrawals need (`kyc: false` leaves it unverified).
   */
  seedUser(opts?: {
    currencyId?: number;
    verified?: boolean;
    profile?: object;
    status?: string;
    kyc?: boolean;
  }): Promise<TestUser>;
  /** Sends a sandbox callback signed like the provider (or as told). */
  callback(body: SandboxCallbackBody, opts?: { secret?: string; timestamp?: string }): Promise<LightMyRequestResponse>;
  /** Starts and confirms a deposit of `amount` (decimal) for the user; answers the callback's status. */
  deposit(user: TestUser, amount: string, currencyId?: number): Promise<string>;
  /** A payments staff member signed in to the back office (ADR 0042), made once per app. */
  operator(): Promise<TestStaff>;
  /**
   * The withdrawal desk's decision through the staff API (ADR 0051): paid is approve, then mark paid
   * (answers the payout's response); rejected carries a reason.
   */
  decideWithdrawal(withdrawalId: string, decision: 'paid' | 'rejected'): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A small app with the real auth preHandler, error handler and the wallet and payment routes, on a
 * fresh database: what the lead wires into app.ts, without the rest of the product.
 */
export async function createWalletTestApp(): Promise<WalletTestApp> {
  const database = await createTestDatabase();
  const config = testConfig();
  const clock = { now: new Date() };
  const now = () => clock.now;
  const app = Fastify({ logger: false, onProtoPoisoning: 'error', onConstructorPoisoning: 'error' });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  app.decorate('authContext', {
    database,
    sites: createSiteConfigService(database, config),
    messaging: createMessaging(database),
    secret: 'wallet-test-user-token-secret-0123456789',
  });
  await app.register(walletPlugin, { database, now });
  await app.register(verificationPlugin, { database, sandboxSecret: TEST_SANDBOX_SECRET, dataDir: 'memory://', now });
  // The back office's guard comes before the payments' staff desk routes, as in app.ts.
  await app.register(messagesPlugin, { database, sweepMs: 0 });
  await app.register(supportPlugin, { database });
  await app.register(backofficePlugin, { database, webDist: '/nonexistent', nodeEnv: 'test' });
  await app.register(paymentsPlugin, { database, sandboxSecret: TEST_SANDBOX_SECRET, now });
  await app.ready();
  const [brand] = await database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);

  const callback: WalletTestApp['callback'] = (body, opts = {}) => {
    const raw = JSON.stringify(body);
    const timestamp = opts.timestamp ?? String(Math.floor(clock.now.getTime() / 1000));
    return app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signCallback(opts.secret ?? TEST_SANDBOX_SECRET, timestamp, raw),
      },
      payload: raw,
    });
  };

  let providerSeq = 0;
  let staff: Promise<TestStaff> | undefined;
  const operator = () => {
    staff ??= signedInStaff(app, database, 'payments');
    return staff;
  };
  const desk = async (withdrawalId: string, step: 'approve' | 'paid' | 'rejected', payload: object) =>
    app.inject({
      method: 'POST',
      url: `/admin-api/payments/withdrawals/${withdrawalId}/${step}`,
      headers: asStaff((await operator()).cookie),
      payload,
    });
  return {
    operator,
    async decideWithdrawal(withdrawalId, decision) {
      if (decision === 'rejected') return desk(withdrawalId, 'rejected', { reason: 'rejected in a test' });
      // An already decided one refuses the approval (409); the payout's own answer is what counts.
      await desk(withdrawalId, 'approve', {});
      return desk(withdrawalId, 'paid', {});
    },
    app,
    database,
    clock,
    callback,
    async seedUser(opts = {}) {
      const [row] = await database.query<{ id: unknown }>(
        `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at, profile, status)
         values ($1, 'kz', $2, 'full_reg', $3, $4, $5, $6) returning id`,
        [
          brand?.id,
          opts.currencyId ?? 10,
          `player${Math.random().toString(36).slice(2)}@example.com`,
          opts.verified === false ? null : new Date(),
          JSON.stringify(opts.profile ?? {}),
          opts.status ?? 'active',
        ],
      );
      const id = asNumber(row?.id);
      const { token } = await createSession(database, { userId: id });
      const headers = { cookie: `fl_session=${token}` };
      const balance = await app.inject({ method: 'GET', url: '/web-api/user/balance', headers });
      const cashAccountId = balance.json<{ accounts: { id: number }[] }>().accounts[0]?.id ?? 0;
      if (opts.kyc ?? (opts.status ?? 'active') === 'active') {
        const status = await verifyThroughSandbox(app, headers);
        if (status !== 'verified') throw new Error(`seedUser: verification ended ${status}`);
      }
      return { id, headers, cashAccountId };
    },
    async deposit(user, amount, currencyId = 10) {
      const started = await app.inject({
        method: 'POST',
        url: '/web-api/payments/deposit',
        headers: user.headers,
        payload: { amount, currency_id: currencyId },
      });
      if (started.statusCode !== 200) return `refused:${started.json<{ error_code: string }>().error_code}`;
      const { deposit_id } = started.json<{ deposit_id: string }>();
      const [payment] = await database.query<{ amount: unknown; currency_id: number }>(
        'select amount, currency_id from payments where public_id = $1',
        [deposit_id],
      );
      const code = currencyId === 12 ? 'EUR' : currencyId === 1 ? 'RUB' : 'USD';
      providerSeq += 1;
      const answer = await callback({
        provider_tx_id: `sbx_test_${providerSeq}_${deposit_id.slice(-6)}`,
        deposit_id,
        status: 'succeeded',
        amount: asNumber(payment?.amount),
        currency: code,
      });
      return answer.json<{ status: string }>().status;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The cached balance of a ledger account in minor units. */
export async function balanceOf(database: Pick<Database, 'query'>, accountId: number): Promise<number> {
  const [row] = await database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
    accountId,
  ]);
  return asNumber(row?.balance);
}
