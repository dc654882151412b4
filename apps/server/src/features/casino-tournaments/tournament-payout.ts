// The end of a tournament (ADR 0065), run by the leader: the standings are frozen once, then each prize
// is paid once — bonus_cost → the winner's cash, one ledger transaction keyed per (tournament, player) —
// and the winner told through the inbox. Player protection holds a prize while the player may not play.
import { prizeOf } from '@fairline/shared/casino/tournament-rules';
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { Database } from '../../infra/db';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { sendInboxMessage } from '../messages/messages.service';
import { checkMoneyAction, rgRefusalOf } from '../responsible-gambling/responsible-gambling.service';
import { postTransaction, requestHashOf, systemAccountId } from '../wallet/wallet.service';
import * as repo from './casino-tournaments.repository';
import { CLOSE_AFTER_MS, type Standings } from './tournament-standings';

export interface PayoutDeps {
  database: Database;
  standings: Standings;
  pubsub?: PubSub | undefined;
  /** Tells the topic's watchers the final board. */
  onClosed?: (t: repo.TournamentRow) => Promise<void>;
}

/** Freezes every tournament whose end (and the grace for late wins) has passed; returns how many it closed. */
export async function closeEnded(deps: PayoutDeps, now: Date): Promise<number> {
  let closed = 0;
  for (const t of await repo.listLive(deps.database, now)) {
    if (t.endsAt.getTime() + CLOSE_AFTER_MS > now.getTime()) continue;
    const all = await deps.standings.standings(t, true);
    const places = all.flatMap((s) => {
      if (s.place === null) return [];
      const currency = currencyById(s.currencyId);
      const prize = currency ? prizeOf(t.definition.prizes, s.place, s.currencyId, currency) : 0;
      return [{ ...s, place: s.place, prize }];
    });
    const didClose = await repo.closeTournament(deps.database, t.id, places, now);
    deps.standings.forget(t.id);
    if (!didClose) continue;
    closed += 1;
    const frozen = await repo.findTournament(deps.database, t.id);
    if (frozen) await deps.onClosed?.(frozen);
  }
  return closed;
}

/** The ledger key of a prize: the same (tournament, player) never moves money twice. */
export const prizeKey = (tournamentId: number, userId: number) => `casino_tournament_prize:${tournamentId}:${userId}`;

/**
 * Pays every due (or held) prize whose player may play now; a player protection refusal (self-exclusion,
 * time-out, an operator block, a closed account) holds it, and the next sweep tries again.
 */
export async function payPrizes(deps: PayoutDeps, now: Date): Promise<{ paid: number; held: number }> {
  let paid = 0;
  let held = 0;
  for (const p of await repo.listUnpaid(deps.database)) {
    try {
      await checkMoneyAction(deps.database, p.userId, 'bonus_claim', 0, { now });
    } catch (err) {
      const refusal = rgRefusalOf(err);
      if (!refusal) throw err;
      await repo.holdPrize(deps.database, p.tournamentId, p.userId, refusal.reason);
      held += 1;
      continue;
    }
    const key = prizeKey(p.tournamentId, p.userId);
    const [house, cash] = await Promise.all([
      systemAccountId(deps.database, 'bonus_cost', p.currencyId),
      deps.database.query<{ id: unknown }>(`select ledger_player_account($1, $2, 'player_cash') as id`, [
        p.userId,
        p.currencyId,
      ]),
    ]);
    const cashId = Number(cash[0]?.id);
    const posted = await postTransaction(deps.database, {
      kind: 'casino_tournament_prize',
      idempotencyKey: key,
      requestHash: requestHashOf({ key, amount: p.prize, currency: p.currencyId }),
      legs: [
        { accountId: house, amount: -p.prize },
        { accountId: cashId, amount: p.prize },
      ],
      metadata: { tournament_id: p.tournamentId, place: p.place },
      at: now,
    });
    if (!(await repo.markPaid(deps.database, p.tournamentId, p.userId, posted.transactionId, now))) continue;
    paid += 1;
    await tellWinner(deps, p, cashId);
  }
  return { paid, held };
}

async function tellWinner(deps: PayoutDeps, p: repo.PlaceRow & { tournamentId: number }, cashId: number) {
  // The money moved already: a failing message or push is not a reason to fail the sweep.
  try {
    await sendInboxMessage(deps.database, p.userId, {
      kind: 'bonus',
      template: 'casino_tournament_prize',
      params: { tournament_id: p.tournamentId, place: p.place, payout: p.prize, currency_id: p.currencyId },
      link: 'casino',
    });
    const [row] = await deps.database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
      cashId,
    ]);
    await publishToUser(deps.pubsub, p.userId, [{ t: 'balance', accountId: cashId, balance: Number(row?.balance) }]);
  } catch {
    // The inbox and the header catch up on the player's next visit.
  }
}
