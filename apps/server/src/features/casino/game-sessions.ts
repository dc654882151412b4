import { randomBytes } from 'node:crypto';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

/** A real-money launch's token is valid this long for bets; wins and rollbacks are taken after it too. */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export interface GameSession {
  token: string;
  providerId: string;
  gameId: string;
  userId: number;
  currencyId: number;
  brandId: number;
  webSessionId: string | null;
  expiresAt: Date;
}

export interface NewGameSession {
  providerId: string;
  gameId: string;
  userId: number;
  currencyId: number;
  brandId: number;
  /** The player's web session the game is opened from (session-time limits and reality checks follow it). */
  webSessionId?: string | null;
  now: Date;
}

/**
 * Game sessions this process has read or opened, by provider and token. A session row never changes
 * once written (its expiry is judged by the caller), so a callback needs no read of it after the first
 * (ADR 0046). Per database, like the other per-database caches; bounded, oldest first out.
 */
const known = new WeakMap<Pick<Database, 'query'>, Map<string, GameSession>>();
const KNOWN_MAX = 20_000;
const keyOf = (providerId: string, token: string) => `${providerId}\u0000${token}`;

function remember(database: Pick<Database, 'query'>, session: GameSession): void {
  let sessions = known.get(database);
  if (!sessions) {
    sessions = new Map();
    known.set(database, sessions);
  }
  if (sessions.size >= KNOWN_MAX) sessions.delete(sessions.keys().next().value as string);
  sessions.set(keyOf(session.providerId, session.token), session);
}

/** Opens a real-money game session: a random token bound to player, currency, game and brand. */
export async function createGameSession(
  database: Pick<Database, 'query'>,
  input: NewGameSession,
): Promise<GameSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + GAME_SESSION_TTL_MS);
  await database.query(
    `insert into casino_game_sessions (token, provider_id, game_id, user_id, currency_id, brand_id, web_session_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      token,
      input.providerId,
      input.gameId,
      input.userId,
      input.currencyId,
      input.brandId,
      input.webSessionId ?? null,
      input.now,
      expiresAt,
    ],
  );
  const { now: _now, ...bound } = input;
  const session = { token, ...bound, webSessionId: input.webSessionId ?? null, expiresAt };
  remember(database, session);
  return { ...session };
}

/** The session of a token issued for `providerId`, or undefined. */
export async function findGameSession(
  database: Pick<Database, 'query'>,
  providerId: string,
  token: string,
): Promise<GameSession | undefined> {
  const cached = known.get(database)?.get(keyOf(providerId, token));
  if (cached) return { ...cached };
  const [row] = await database.query<{
    token: string;
    provider_id: string;
    game_id: string;
    user_id: unknown;
    currency_id: number;
    brand_id: number;
    web_session_id: string | null;
    expires_at: Date | string;
  }>('select * from casino_game_sessions where token = $1 and provider_id = $2', [token, providerId]);
  if (!row) return undefined;
  const session: GameSession = {
    token: row.token,
    providerId: row.provider_id,
    gameId: row.game_id,
    userId: asNumber(row.user_id),
    currencyId: row.currency_id,
    brandId: row.brand_id,
    webSessionId: row.web_session_id,
    expiresAt: new Date(row.expires_at),
  };
  remember(database, session);
  return { ...session };
}
