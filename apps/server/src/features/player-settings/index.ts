import type { OfficePage } from '@fairline/shared/wire/player-settings';
import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, requireUser } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import { leftMenuRoutes } from './left-menu.routes';
import type { PlayerSettings } from './player-settings.service';
import { settingsRoutes } from './settings.routes';

export interface PlayerSettingsDeps {
  database: Database;
  sites: SiteConfigService;
  /** Made by `createPlayerSettings` before the feed and the socket, which read its sport filters. */
  settings: PlayerSettings;
  /** Called after a player changed their disallowed sports (the socket drops topics now refused). */
  onSportsChanged?: (userId: number) => void;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
}

/** The plugin (Fastify name) behind each office page: a page is in the menu only while its feature runs. */
const PAGE_FEATURES: Record<OfficePage, string> = {
  profile: 'office-security',
  payments: 'payments',
  bets: 'bet-history',
  limits: 'responsible-gambling',
  security: 'office-security',
  sessions: 'auth',
  verification: 'verification',
  settings: 'player-settings',
  messages: 'messages',
  support: 'support',
  casino: 'casino',
  vip: 'casino-vip',
  cashback: 'casino-vip',
  bonuses: 'bonuses',
  points: 'loyalty-points',
  friend: 'bring-a-friend',
};

/**
 * The office's settings (issue 20, section 3; ADR 0030): `GET …/user/v1/settings`, `POST …/disallow-sports`,
 * `PUT …/mailing`, and the office menu `GET /web-api/officeapi/getLeftMenuData`.
 */
export const playerSettingsPlugin = fp<PlayerSettingsDeps>(
  async (app, deps) => {
    const preHandler = deps.auth ?? requireUser;
    settingsRoutes(app, {
      database: deps.database,
      settings: deps.settings,
      preHandler,
      ...(deps.onSportsChanged ? { onSportsChanged: deps.onSportsChanged } : {}),
    });
    leftMenuRoutes(app, {
      database: deps.database,
      sites: deps.sites,
      settings: deps.settings,
      preHandler,
      // Read per request: features registered after this one (messages, support) count too.
      isOn: (page) => page === 'settings' || app.hasPlugin(PAGE_FEATURES[page]),
    });
  },
  { name: 'player-settings', dependencies: ['auth'] },
);
