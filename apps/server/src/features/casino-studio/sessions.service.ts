// Opening a studio session and changing its seeds: the stories behind POST sessions and seeds/*.
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import {
  STUDIO_DEMO_BALANCE_MAJOR,
  type StudioRotateAnswer,
  type StudioSeeds,
  type StudioSessionAnswer,
  type StudioSessionRequest,
} from '@fairline/shared/wire/casino-studio-play';
import { gameCodeOf, type StudioContext } from './purse';
import { serialized } from './rounds.service';
import { currentSeeds, rotateSeeds, setClientSeed } from './seeds';
import { openSession, type StudioSession } from './sessions';
import { badRequest, walletRefusal } from './studio-errors';

/**
 * POST sessions. Real: the platform's user/info (signed) says who the launch's token belongs to and the
 * balance; the studio keeps nothing else about the player. Demo: fun money, no wallet call at all.
 */
export async function createSession(ctx: StudioContext, req: StudioSessionRequest): Promise<StudioSessionAnswer> {
  const now = ctx.now();
  const lang = req.lang ?? null;
  if ('demo' in req) {
    const currency = currencyByCode(req.currency);
    if (!currency) throw badRequest(`Unknown currency ${req.currency}`);
    const balance = STUDIO_DEMO_BALANCE_MAJOR * 10 ** currency.minorDigits;
    const { id, owner } = await openSession(
      ctx.database,
      { mode: 'demo', currency: currency.code, demoBalance: balance, lang },
      now,
    );
    const seeds = await currentSeeds(ctx.database, owner, now);
    return {
      session: id,
      mode: 'demo',
      currency: currency.code,
      balance,
      digits: currency.minorDigits,
      seeds,
      ...langOf(req),
    };
  }
  const info = await ctx.wallet.userInfo({ user: req.user, token: req.token, gameCode: gameCodeOf(req.game) });
  if (info.status !== 'RS_OK' || info.balance === undefined || !info.currency) throw walletRefusal(info.status);
  const currency = currencyByCode(info.currency);
  if (!currency) throw badRequest(`Unknown currency ${info.currency}`);
  const { id, owner } = await openSession(
    ctx.database,
    { mode: 'real', platformUser: req.user, platformToken: req.token, game: req.game, currency: currency.code, lang },
    now,
  );
  const seeds = await currentSeeds(ctx.database, owner, now);
  return {
    session: id,
    mode: 'real',
    currency: currency.code,
    balance: info.balance,
    digits: currency.minorDigits,
    seeds,
    ...langOf(req),
  };
}

const langOf = (req: StudioSessionRequest) => (req.lang ? { lang: req.lang } : {});

/** POST seeds/client. */
export function changeClientSeed(ctx: StudioContext, session: StudioSession, clientSeed: string): Promise<StudioSeeds> {
  return serialized(session.owner, () => setClientSeed(ctx.database, session.owner, clientSeed, ctx.now()));
}

/** POST seeds/rotate. */
export function rotate(ctx: StudioContext, session: StudioSession): Promise<StudioRotateAnswer> {
  return serialized(session.owner, () => rotateSeeds(ctx.database, session.owner, ctx.now()));
}
