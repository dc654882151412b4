// The studio's own sessions: the opaque bearer id its front end sends (never a cookie: the game runs in
// an opaque-origin iframe). A real session remembers the platform's launch (player, token, game) for the
// signed wallet calls; a demo session holds its fun money.
import { randomBytes } from 'node:crypto';
import type { StudioSessionGame } from '@fairline/shared/wire/casino-studio-play';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { StudioError } from './studio-errors';

type Db = Pick<Database, 'query'>;

/** A real session lives as long as the platform's game session takes bets (4 h); a demo one a day. */
export const STUDIO_SESSION_TTL_MS = { real: 4 * 60 * 60 * 1000, demo: 24 * 60 * 60 * 1000 } as const;

export type StudioSession =
  | {
      id: string;
      mode: 'real';
      owner: string;
      currency: string;
      lang: string | null;
      platformUser: string;
      platformToken: string;
      game: StudioSessionGame;
    }
  | { id: string; mode: 'demo'; owner: string; currency: string; lang: string | null; demoBalance: number };

interface SessionRow {
  id: string;
  mode: 'real' | 'demo';
  owner: string;
  currency: string;
  lang: string | null;
  platform_user: string | null;
  platform_token: string | null;
  game: string | null;
  demo_balance: unknown;
  expires_at: Date | string;
}

/**
 * Real sessions this process has read, with their expiry: a real session's row never changes (only a
 * demo session's fun money does), so a round needs no read of it after the first (ADR 0046). Per
 * database; bounded, oldest first out.
 */
const knownReal = new WeakMap<Db, Map<string, { session: StudioSession; expiresAt: Date }>>();
const KNOWN_MAX = 20_000;

function rememberReal(db: Db, session: StudioSession, expiresAt: Date): void {
  let sessions = knownReal.get(db);
  if (!sessions) {
    sessions = new Map();
    knownReal.set(db, sessions);
  }
  if (sessions.size >= KNOWN_MAX) sessions.delete(sessions.keys().next().value as string);
  sessions.set(session.id, { session, expiresAt });
}

/** The seed owner of a platform player (one seed pair per player, whatever the game or currency). */
export const playerOwner = (platformUser: string) => `player:${platformUser}`;

export type NewSession =
  | { mode: 'real'; platformUser: string; platformToken: string; game: StudioSessionGame; currency: string }
  | { mode: 'demo'; currency: string; demoBalance: number };

/** Opens a session; a demo session's seeds are its own (`demo:<id>`). */
export async function openSession(db: Db, input: NewSession & { lang: string | null }, now: Date) {
  const id = randomBytes(32).toString('base64url');
  const owner = input.mode === 'real' ? playerOwner(input.platformUser) : `demo:${id}`;
  const expiresAt = new Date(now.getTime() + STUDIO_SESSION_TTL_MS[input.mode]);
  await db.query(
    `insert into studio_sessions (id, mode, owner, platform_user, platform_token, game, currency, demo_balance, lang, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      input.mode,
      owner,
      input.mode === 'real' ? input.platformUser : null,
      input.mode === 'real' ? input.platformToken : null,
      input.mode === 'real' ? input.game : null,
      input.currency,
      input.mode === 'demo' ? input.demoBalance : null,
      input.lang,
      now,
      expiresAt,
    ],
  );
  return { id, owner };
}

/** The session of a bearer id; 401 when unknown or expired. */
export async function sessionOf(
  db: Db,
  id: string | undefined,
  now: Date,
  opts: { allowExpired?: boolean } = {},
): Promise<StudioSession> {
  const known = id ? knownReal.get(db)?.get(id) : undefined;
  if (known && (known.expiresAt > now || opts.allowExpired === true)) return { ...known.session };
  const [row] = id
    ? await db.query<SessionRow>('select * from studio_sessions where id = $1 and (expires_at > $2 or $3)', [
        id,
        now,
        opts.allowExpired === true,
      ])
    : [];
  if (!row) throw new StudioError(401, 'UNAUTHORIZED', 'The studio session is missing or expired: open the game again');
  const common = { id: row.id, owner: row.owner, currency: row.currency, lang: row.lang };
  if (row.mode === 'demo') return { ...common, mode: 'demo', demoBalance: asNumber(row.demo_balance) };
  const session: StudioSession = {
    ...common,
    mode: 'real',
    platformUser: row.platform_user ?? '',
    platformToken: row.platform_token ?? '',
    game: row.game as StudioSessionGame,
  };
  rememberReal(db, session, new Date(row.expires_at));
  return { ...session };
}

/** Takes a demo stake from the fun money; the balance after, or null when it is not enough. */
export async function debitDemo(db: Db, sessionId: string, amount: number): Promise<number | null> {
  const [row] = await db.query<{ demo_balance: unknown }>(
    `update studio_sessions set demo_balance = demo_balance - $2
     where id = $1 and demo_balance >= $2 returning demo_balance`,
    [sessionId, amount],
  );
  return row ? asNumber(row.demo_balance) : null;
}

/** Pays a demo win into the fun money; the balance after. */
export async function creditDemo(db: Db, sessionId: string, amount: number): Promise<number> {
  const [row] = await db.query<{ demo_balance: unknown }>(
    'update studio_sessions set demo_balance = demo_balance + $2 where id = $1 returning demo_balance',
    [sessionId, amount],
  );
  return asNumber(row?.demo_balance ?? 0);
}
