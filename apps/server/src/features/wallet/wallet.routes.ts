import { currencyById } from '@fairline/shared/lookups/currencies';
import {
  accountIdRequest,
  accountsPayload,
  createCurrencyAccountAnswer,
  createCurrencyAccountRequest,
  paymentHistoryPage,
  paymentHistoryRequest,
} from '@fairline/shared/wire/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { requireUser, userOf } from '../auth/auth.service';
import { buildAccountsPayload } from './account-record';
import {
  closeCurrencyAccount,
  ensureAccounts,
  findCashAccountByCurrency,
  listOpenAccounts,
  openCurrencyAccount,
  setActiveAccount,
} from './accounts.repository';
import { historyPage } from './history.service';
import type { WalletDeps } from './wallet-deps';

const CLOSE_REFUSALS = {
  not_empty: 'The account can be deleted only when all its balances are zero',
  last_account: 'The last account cannot be deleted',
} as const;

/**
 * Player accounts (balance, active account, currency accounts) and the office's account history.
 * Every id is checked against the caller: another user's account answers 404.
 */
export function walletRoutes(app: FastifyInstance, deps: WalletDeps) {
  const { database } = deps;
  const preHandler = deps.auth ?? requireUser;
  const now = deps.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();

  const payloadFor = async (userId: number) => {
    await ensureAccounts(database, userId);
    return buildAccountsPayload(await listOpenAccounts(database, userId));
  };

  for (const method of ['GET', 'POST'] as const) {
    r.route({
      method,
      url: '/web-api/user/balance',
      preHandler,
      schema: {
        tags: ['wallet'],
        summary: 'The user’s accounts: main, bonus and points balances',
        response: { 200: accountsPayload },
      },
      handler: async (req) => payloadFor(userOf(req).id),
    });
  }

  r.post(
    '/web-api/user/setactiveaccount',
    {
      preHandler,
      schema: {
        tags: ['wallet'],
        summary: 'Make one of the user’s main accounts the active one',
        body: accountIdRequest,
        response: { 200: accountsPayload },
      },
    },
    async (req) => {
      const user = userOf(req);
      if (!(await setActiveAccount(database, user.id, req.body.account_id))) throw notFound('Account');
      return payloadFor(user.id);
    },
  );

  r.post(
    '/web-api/user/createCurrencyAccount',
    {
      preHandler,
      schema: {
        tags: ['wallet'],
        summary: 'Open an account in another currency (reopens a deleted one)',
        body: createCurrencyAccountRequest,
        response: { 200: createCurrencyAccountAnswer },
      },
    },
    async (req) => {
      const user = userOf(req);
      const currency = currencyById(req.body.currency_id);
      if (!currency || currency.hide)
        throw new AppError('VALIDATION', 'Unknown currency', { validationErrors: { currency_id: 'Unknown currency' } });
      await ensureAccounts(database, user.id);
      if (await findCashAccountByCurrency(database, user.id, currency.id)) {
        throw new AppError('CONFLICT', 'An account in this currency already exists', { errorCode: 'account_exists' });
      }
      const accountId = await openCurrencyAccount(database, user.id, currency.id);
      await audit(database, {
        actor: `user:${user.id}`,
        action: 'wallet.account.opened',
        subject: `account:${accountId}`,
        ip: req.ip,
        details: { currency: currency.code },
      });
      return { account_id: accountId, ...(await payloadFor(user.id)) };
    },
  );

  r.post(
    '/web-api/user/deleteCurrencyAccount',
    {
      preHandler,
      schema: {
        tags: ['wallet'],
        summary: 'Delete a currency account: only the user’s own, only when empty, never the last one',
        body: accountIdRequest,
        response: { 200: accountsPayload },
      },
    },
    async (req) => {
      const user = userOf(req);
      const outcome = await closeCurrencyAccount(database, user.id, req.body.account_id);
      if (outcome === 'not_found') throw notFound('Account');
      if (outcome !== 'closed') throw new AppError('CONFLICT', CLOSE_REFUSALS[outcome], { errorCode: outcome });
      await audit(database, {
        actor: `user:${user.id}`,
        action: 'wallet.account.closed',
        subject: `account:${req.body.account_id}`,
        ip: req.ip,
      });
      return payloadFor(user.id);
    },
  );

  r.post(
    '/web-api/officeapi/gethistorypaymentmainaccount',
    {
      preHandler,
      schema: {
        tags: ['office'],
        summary: 'Operations on the user’s main accounts, newest first, 50 a page',
        description: 'Operations older than 90 days (the archive) are listed only with is_include_archive.',
        body: paymentHistoryRequest,
        response: { 200: paymentHistoryPage },
      },
    },
    async (req) =>
      historyPage(database, {
        userId: userOf(req).id,
        kinds: ['player_cash'],
        pageNumber: req.body.page_number,
        includeArchive: req.body.is_include_archive,
        now: now(),
      }),
  );

  r.post(
    '/web-api/officeapi/gethistorypaymentvirtualaccount',
    {
      preHandler,
      schema: {
        tags: ['office'],
        summary: 'Operations on the user’s bonus and points accounts, newest first, 50 a page',
        body: paymentHistoryRequest,
        response: { 200: paymentHistoryPage },
      },
    },
    async (req) =>
      historyPage(database, {
        userId: userOf(req).id,
        kinds: ['player_bonus', 'player_points'],
        pageNumber: req.body.page_number,
        includeArchive: req.body.is_include_archive,
        now: now(),
      }),
  );
}
