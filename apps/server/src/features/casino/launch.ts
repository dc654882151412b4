// A game's launch (ADR 0037): fun money for anyone, real money for a signed-in player whom player
// protection lets play, in their active currency, through a game session bound to their web session.
import { currencyByCode, currencyById } from '@fairline/shared/lookups/currencies';
import { type CasinoLaunch, type CasinoLaunchRequest, CasinoLobbyErrorCode } from '@fairline/shared/wire/casino-lobby';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import type { AuthUser } from '../auth/auth.service';
import type { ResolvedSite } from '../config/config.service';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import { ensureAccounts } from '../wallet/wallet.service';
import type { CasinoCatalogue, CatalogueEntry } from './catalogue';
import { createGameSession } from './game-sessions';

export interface LaunchContext {
  database: Database;
  catalogue: CasinoCatalogue;
  /** The clock game sessions expire by (the protection clock in the app). */
  now: () => Date;
}

export interface LaunchInput {
  site: ResolvedSite;
  /** The signed-in player, or null for a guest. */
  user: AuthUser | null;
  request: CasinoLaunchRequest;
}

/** The currency of the player's active account (their accounts are opened when they have none). */
async function activeCurrencyId(database: Database, userId: number): Promise<number> {
  await ensureAccounts(database, userId);
  const [row] = await database.query<{ currency_id: number }>(
    `select coalesce(
       (select currency_id from ledger_accounts where owner_id = $1 and kind = 'player_cash' and is_active),
       (select currency_id from users where id = $1)) as currency_id`,
    [userId],
  );
  return Number(row?.currency_id);
}

/** The offered game of a launch, or the reason it cannot be launched here. */
function offeredGame(ctx: LaunchContext, site: ResolvedSite, id: string): CatalogueEntry {
  const settings = site.settings.thirdPartyCasino;
  if (!settings.isEnabled) {
    throw new AppError('FORBIDDEN', 'The casino is not available here', {
      errorCode: CasinoLobbyErrorCode.casinoDisabled,
    });
  }
  const entry = ctx.catalogue.find(id);
  if (!entry || !ctx.catalogue.isOffered(settings, entry)) {
    throw new AppError('NOT_FOUND', 'This game is not available here', { errorCode: CasinoLobbyErrorCode.unknownGame });
  }
  return entry;
}

/** A fun-money launch: no game session, no wallet call; the shown currency is the player's or the brand's. */
async function launchDemo(ctx: LaunchContext, input: LaunchInput, entry: CatalogueEntry): Promise<CasinoLaunch> {
  if (!entry.game.has_demo) {
    throw new AppError('BAD_REQUEST', 'This game has no demo mode', { errorCode: CasinoLobbyErrorCode.noDemo });
  }
  const own = input.user ? currencyById(await activeCurrencyId(ctx.database, input.user.id))?.code : undefined;
  const brandCurrency = input.site.settings.application.defaultCurrency;
  const currency = own ?? currencyByCode(brandCurrency)?.code ?? 'EUR';
  const url = entry.adapter.launchUrl({
    gameSlug: entry.game.slug,
    mode: 'demo',
    token: null,
    lang: input.request.lang,
    currency,
  });
  return { url, mode: 'demo', frame_origin: entry.adapter.frameOrigin, expires_at: null, currency };
}

/**
 * A real-money launch: player protection is asked first (a time-out, self-exclusion, block, session
 * limit, due reality check or a used-up loss or wager limit refuses with its own 403), then a game
 * session opens for the player's active currency, bound to the web session the launch came from.
 */
async function launchReal(
  ctx: LaunchContext,
  input: LaunchInput,
  user: AuthUser,
  entry: CatalogueEntry,
): Promise<CasinoLaunch> {
  const currencyId = await activeCurrencyId(ctx.database, user.id);
  const currency = currencyById(currencyId)?.code;
  if (!currency) throw new Error(`user ${user.id} has an unknown currency ${currencyId}`);
  const now = ctx.now();
  await checkMoneyAction(ctx.database, user.id, 'casino_bet', 0, { currencyId, sessionId: user.sessionId, now });
  const session = await createGameSession(ctx.database, {
    providerId: entry.provider.id,
    gameId: entry.game.id,
    userId: user.id,
    currencyId,
    brandId: input.site.brand.id,
    webSessionId: user.sessionId,
    now,
  });
  const url = entry.adapter.launchUrl({
    gameSlug: entry.game.slug,
    mode: 'real',
    token: session.token,
    userId: String(user.id),
    lang: input.request.lang,
    currency,
  });
  return {
    url,
    mode: 'real',
    frame_origin: entry.adapter.frameOrigin,
    expires_at: session.expiresAt.toISOString(),
    currency,
  };
}

/** Launches a game as the request asks; a guest's real-money launch is 401. */
export async function launchGame(ctx: LaunchContext, input: LaunchInput): Promise<CasinoLaunch> {
  const entry = offeredGame(ctx, input.site, input.request.game);
  if (input.request.mode === 'demo') return launchDemo(ctx, input, entry);
  if (!input.user) throw new AppError('UNAUTHORIZED', 'Authorization required');
  return launchReal(ctx, input, input.user, entry);
}
