import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import { CSRF_HEADER, CSRF_HEADER_VALUE, createSession, SESSION_COOKIE } from '../auth/auth.service';
import { SPORT_FILTER_COOKIE } from './player-settings.service';

export const SETTINGS = '/web-api/api/web/user/v1';

export interface SettingsPlayer {
  id: number;
  /** The session cookie, with the sport-filter marker once the server set it. */
  cookie: string;
  headers: Record<string, string>;
}

export interface SettingsTestApp extends TestApp {
  seedPlayer(opts?: { email?: boolean; phone?: boolean }): Promise<SettingsPlayer>;
  get(player: SettingsPlayer | null, url: string): Promise<LightMyRequestResponse>;
  send(player: SettingsPlayer, method: 'POST' | 'PUT', url: string, payload: object): Promise<LightMyRequestResponse>;
  disallow(player: SettingsPlayer, line: number[], live: number[]): Promise<LightMyRequestResponse>;
}

let seq = 0;

/** The whole app on a fresh database, with players signed in by a session of their own. */
export async function createSettingsTestApp(): Promise<SettingsTestApp> {
  const t = await createTestApp();
  const headersOf = (player: SettingsPlayer | null): Record<string, string> =>
    player ? { cookie: player.cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE } : {};
  /** Keeps the marker cookie the way a browser would. */
  const follow = (player: SettingsPlayer, res: LightMyRequestResponse) => {
    const marker = res.cookies.find((c) => c.name === SPORT_FILTER_COOKIE);
    if (!marker) return;
    const session = player.cookie.split('; ').filter((c) => !c.startsWith(`${SPORT_FILTER_COOKIE}=`));
    player.cookie = [...session, ...(marker.value ? [`${SPORT_FILTER_COOKIE}=${marker.value}`] : [])].join('; ');
    player.headers = headersOf(player);
  };
  const send = async (player: SettingsPlayer, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: headersOf(player), payload });
    follow(player, res);
    return res;
  };
  return {
    ...t,
    async seedPlayer({ email = true, phone = false } = {}) {
      seq += 1;
      const tag = `${process.pid}x${seq}x${Math.floor(Math.random() * 1e6)}`;
      const [row] = await t.database.query<{ id: unknown }>(
        `insert into users (brand_id, email, phone, password_hash, country, currency_id, registration_type)
         select id, $1, $2, 'x', 'kz', 10, 'full_reg' from brands where slug = 'fairline' returning id`,
        [email ? `settings${tag}@example.com` : null, phone ? `7701${String(seq).padStart(7, '0')}` : null],
      );
      const id = asNumber(row?.id);
      const session = await createSession(t.database, { userId: id });
      const player = { id, cookie: `${SESSION_COOKIE}=${session.token}`, headers: {} };
      player.headers = headersOf(player);
      return player;
    },
    async get(player, url) {
      const res = await t.app.inject({ method: 'GET', url, headers: headersOf(player) });
      if (player) follow(player, res);
      return res;
    },
    send,
    disallow: (player, line, live) =>
      send(player, 'POST', `${SETTINGS}/disallow-sports`, { lineDisallowSport: line, liveDisallowSport: live }),
  };
}
