// A player as many integration tests need one: registered with a verified e-mail, accounts open, a
// deposit on the cash account through the ledger, and a signed-in session.

import { createSession } from '../src/features/auth/auth.service';
import { postTransaction, systemAccountId } from '../src/features/wallet/wallet.service';
import type { Database } from '../src/infra/db';
import { asNumber } from '../src/infra/sql-values';

export interface FundedPlayer {
  id: number;
  cashAccountId: number;
  /** The session cookie as a `cookie` header value. */
  cookie: string;
  /** The headers of the player's own calls from the site (cookie and the CSRF header). */
  headers: { cookie: string; 'x-requested-with': string };
}

export async function fundedPlayer(
  database: Database,
  opts: { email: string; currencyId: number; amount: number; brandId?: number; country?: string },
): Promise<FundedPlayer> {
  const [row] = await database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values ($1, $2, $3, 'full_reg', $4, now()) returning id`,
    [opts.brandId ?? 1, opts.country ?? 'kz', opts.currencyId, opts.email],
  );
  const id = asNumber(row?.id);
  await database.query('select wallet_ensure_accounts($1)', [id]);
  const [cash] = await database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'player_cash') as id`, [
    id,
    opts.currencyId,
  ]);
  const cashAccountId = asNumber(cash?.id);
  if (opts.amount > 0) {
    await postTransaction(database, {
      kind: 'deposit',
      idempotencyKey: `test-deposit:${id}`,
      legs: [
        { accountId: cashAccountId, amount: opts.amount },
        { accountId: await systemAccountId(database, 'payment_clearing', opts.currencyId), amount: -opts.amount },
      ],
    });
  }
  const cookie = `fl_session=${(await createSession(database, { userId: id })).token}`;
  return { id, cashAccountId, cookie, headers: { cookie, 'x-requested-with': 'fetch' } };
}
