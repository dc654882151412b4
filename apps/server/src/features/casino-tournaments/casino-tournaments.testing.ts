// Test support of casino tournaments: players whose real-money rounds go through the signed wallet
// callbacks exactly as a provider sends them, and tournaments made for one test (ADR 0065).
import { randomUUID } from 'node:crypto';
import { type TournamentDefinition, tournamentDefinition } from '@fairline/shared/wire/casino-tournaments';
import {
  CASINO_SIGNATURE_HEADER,
  CASINO_TIMESTAMP_HEADER,
  type CasinoWalletAnswer,
} from '@fairline/shared/wire/casino-wallet';
import type { FastifyInstance } from 'fastify';
import { type FundedPlayer, fundedPlayer } from '../../../test/funded-player';
import { testConfig } from '../../config/env';
import type { Database } from '../../infra/db';
import { signPayload } from '../../infra/signed-callback';
import { createGameSession, type GameSession, STUDIO_PROVIDER_ID, WALLET_PREFIX } from '../casino/casino.service';
import { insertTournament } from './casino-tournaments.service';

export const EUR = 12;
const CODES: Record<number, string> = { 10: 'USD', 12: 'EUR' };

export interface TournamentPlayer extends FundedPlayer {
  currencyId: number;
}

export function tournamentTestKit(app: FastifyInstance, database: Database) {
  const secret = testConfig().CASINO_STUDIO_SECRET;
  const sessions = new Map<string, GameSession>();
  let players = 0;

  async function call(path: string, body: object): Promise<CasinoWalletAnswer> {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await app.inject({
      method: 'POST',
      url: `${WALLET_PREFIX}/${STUDIO_PROVIDER_ID}${path}`,
      headers: {
        'content-type': 'application/json',
        [CASINO_TIMESTAMP_HEADER]: timestamp,
        [CASINO_SIGNATURE_HEADER]: signPayload(secret, timestamp, raw),
      },
      payload: raw,
    });
    return res.json<CasinoWalletAnswer>();
  }

  async function sessionOf(p: TournamentPlayer, game: string): Promise<GameSession> {
    const key = `${p.id}:${game}`;
    const known = sessions.get(key);
    if (known) return known;
    const made = await createGameSession(database, {
      providerId: STUDIO_PROVIDER_ID,
      gameId: `${STUDIO_PROVIDER_ID}:${game}`,
      userId: p.id,
      currencyId: p.currencyId,
      brandId: 1,
      now: new Date(),
    });
    sessions.set(key, made);
    return made;
  }

  return {
    /** A player of the fairline brand with 1,000.00 in `currencyId`, registered in `country`. */
    async player(country: string, currencyId = EUR): Promise<TournamentPlayer> {
      players += 1;
      const email = `tournament-${players}-${randomUUID()}@example.com`;
      const p = await fundedPlayer(database, { email, currencyId, amount: 1_000_00, country });
      return { ...p, currencyId };
    },

    /** One real-money round: the bet, then (when given) its win closing the round. */
    async round(p: TournamentPlayer, game: string, stake: number, win?: number) {
      const s = await sessionOf(p, game);
      const base = { user: String(p.id), token: s.token, game_code: s.gameId, currency: CODES[p.currencyId] };
      const round = randomUUID();
      const bet = { ...base, request_uuid: randomUUID(), transaction_uuid: `bet-${round}`, round, amount: stake };
      const placed = await call('/transaction/bet', bet);
      if (placed.status !== 'RS_OK') throw new Error(`bet refused: ${placed.status}`);
      if (win !== undefined) {
        const settled = await call('/transaction/win', {
          ...base,
          request_uuid: randomUUID(),
          transaction_uuid: `win-${round}`,
          round,
          reference_transaction_uuid: bet.transaction_uuid,
          amount: win,
          round_closed: true,
        });
        if (settled.status !== 'RS_OK') throw new Error(`win refused: ${settled.status}`);
      }
      return { round, bet: bet.transaction_uuid, rollback: () => rollback(p, game, round, bet.transaction_uuid) };
    },

    /** A tournament of the fairline brand running from an hour ago for `minutes` more. */
    async tournament(def: Partial<TournamentDefinition> & Pick<TournamentDefinition, 'rule'>, minutes = 60) {
      const now = Date.now();
      const definition = tournamentDefinition.parse({
        names: { en: 'Test tournament' },
        reference_currency: EUR,
        prizes: [{ from: 1, to: 3, usd: 10 }],
        ...def,
      });
      const startsAt = new Date(now - 3_600_000);
      const endsAt = new Date(now + minutes * 60_000);
      const id = await insertTournament(database, { brandId: 1, startsAt, endsAt, definition });
      return { id, endsAt };
    },
  };

  async function rollback(p: TournamentPlayer, game: string, round: string, bet: string) {
    const s = await sessionOf(p, game);
    return call('/transaction/rollback', {
      user: String(p.id),
      token: s.token,
      game_code: s.gameId,
      currency: CODES[p.currencyId],
      request_uuid: randomUUID(),
      transaction_uuid: `rb-${round}`,
      round,
      reference_transaction_uuid: bet,
      round_closed: true,
    });
  }
}
