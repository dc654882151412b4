// The back office's campaign desk (issue 24 §2 "Marketing", ADR 0056): staff create bonus campaigns
// and promo codes, schedule and stop them, and grant one player a bonus of a running campaign. A stop
// disables the campaign (no deposit, promo code or staff grant reads it again); the bonuses it already
// granted keep running by the rules they copied at grant (ADR 0039).
import { BonusType } from '@fairline/shared/lookups/bonus-types';
import { currencyById } from '@fairline/shared/lookups/currencies';
import type {
  CampaignCreateRequest,
  CampaignItem,
  CampaignListQuery,
  StaffGrantAnswer,
} from '@fairline/shared/wire/backoffice-marketing';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import { tellBonus } from './bonus-messages';
import { campaignApplies, usdInMinor, wagerRequirement, wagerRulesOf } from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import { insertGrant } from './bonuses.repository';
import {
  bonusByCause,
  brandExists,
  campaignById,
  campaignItemById,
  disableCampaign,
  insertCampaign,
  listBrands,
  normalised,
  pageCampaigns,
  takenCodes,
  updateCampaignDates,
} from './campaign-desk.repository';
import { grantStaffFreeBet } from './free-bets-desk';
import { campaignSpins, freeSpinBet, insertFreeSpinsGrant } from './free-spins';
import { playerAccountFacts } from './promotions.repository';

const DAY_MS = 86_400_000;
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { validationErrors: { [field]: message } });
const conflict = (errorCode: string, message: string) => new AppError('CONFLICT', message, { errorCode });

/** The campaigns of the desk, newest first. */
export async function listCampaigns(database: Database, query: CampaignListQuery) {
  const page = await pageCampaigns(database, bonusRuntime(database).now(), query);
  return { ...page, brands: await listBrands(database) };
}

async function itemOrThrow(database: Database, id: number): Promise<CampaignItem> {
  const item = await campaignItemById(database, bonusRuntime(database).now(), id);
  if (!item) throw notFound('Campaign');
  return item;
}

/** The spec's bonus type of a new campaign: a promo code is 3; a deposit bonus is sport or casino. */
function bonusTypeOf(
  kind: CampaignCreateRequest['kind'],
  product: CampaignCreateRequest['product'],
  promoCode: string | null = null,
): number {
  if (kind === 'freebet') return BonusType.Freebet;
  if (kind === 'promo' || (kind === 'freespins' && promoCode)) return BonusType.Promocode;
  if (product === 'casino') return BonusType.Casino;
  return kind === 'welcome' ? BonusType.Sport : BonusType.SportBetting;
}

/** Creates a campaign (the request as its wire schema validated it); answers it as the desk lists it. */
export async function createCampaign(
  database: Database,
  input: CampaignCreateRequest,
  createdBy: string,
): Promise<CampaignItem> {
  const request = normalised(input);
  for (const id of request.currency_ids ?? []) {
    if (!currencyById(id)) throw invalid('currency_ids', `There is no currency ${id}`);
  }
  if (request.brand_id !== null && !(await brandExists(database, request.brand_id))) {
    throw invalid('brand_id', `There is no brand ${request.brand_id}`);
  }
  const taken = await takenCodes(database, request.code, request.promo_code);
  if (taken.code) throw conflict('campaign_code_taken', `A campaign ${request.code} exists already`);
  if (request.promo_code && taken.promo) {
    throw conflict('promo_code_taken', `The promo code ${request.promo_code} belongs to another campaign`);
  }
  const id = await insertCampaign(database, {
    request,
    bonusType: bonusTypeOf(request.kind, request.product, request.promo_code),
    createdBy,
  });
  return itemOrThrow(database, id);
}

/**
 * New start and end dates of a campaign that is not stopped (null: from now / open-ended). The end must
 * lie ahead: a campaign is ended early by stopping it. Answers it before and after.
 */
export async function scheduleCampaign(
  database: Database,
  id: number,
  dates: { starts_at: string | null; ends_at: string | null },
): Promise<{ before: CampaignItem; after: CampaignItem }> {
  const before = await itemOrThrow(database, id);
  if (before.status === 'stopped') throw conflict('campaign_stopped', 'A stopped campaign cannot be scheduled again');
  const now = bonusRuntime(database).now();
  if (dates.ends_at !== null && Date.parse(dates.ends_at) <= now.getTime()) {
    throw invalid('ends_at', 'The end must be in the future (to end a campaign now, stop it)');
  }
  if (!(await updateCampaignDates(database, id, { startsAt: dates.starts_at, endsAt: dates.ends_at }))) {
    throw conflict('campaign_stopped', 'A stopped campaign cannot be scheduled again');
  }
  return { before, after: await itemOrThrow(database, id) };
}

/** Stops a running or scheduled campaign once; its granted bonuses are untouched. Answers it before and after. */
export async function stopCampaign(
  database: Database,
  id: number,
): Promise<{ before: CampaignItem; after: CampaignItem }> {
  const before = await itemOrThrow(database, id);
  if (before.status === 'ended') throw conflict('campaign_ended', 'The campaign has ended already');
  if (!(await disableCampaign(database, id, bonusRuntime(database).now()))) {
    throw conflict('campaign_stopped', 'The campaign is stopped already');
  }
  return { before, after: await itemOrThrow(database, id) };
}

/** A staff grant: who gives which player a bonus of which campaign, how much, under which key. */
export interface StaffGrant {
  userId: number;
  campaignId: number;
  /** Minor units of the player's currency; default the campaign's cap there. */
  amount?: number | undefined;
  idempotencyKey: string;
  /** `staff:<id>` for the platform audit. */
  actor: string;
  ip?: string;
}

/**
 * Grants a player a bonus of a running campaign that applies to their brand, country and currency, in
 * their account currency, at most the campaign's cap, through the engine's one grant statement
 * (bonus_grant: the bonus row and one ledger transaction bonus_cost → player_bonus). The key makes it
 * idempotent: the same key for the same player answers the first grant and moves nothing. Player
 * protection decides first (its 403); an active bonus on the account is 409 bonus_busy.
 */
export async function grantStaffBonus(
  database: Database,
  g: StaffGrant,
): Promise<StaffGrantAnswer & { campaignCode: string }> {
  const cause = `staff:${g.userId}:${g.idempotencyKey}`;
  const now = bonusRuntime(database).now();
  const found = await campaignById(database, now, g.campaignId);
  if (!found) throw notFound('Campaign');
  const earlier = await bonusByCause(database, cause);
  if (earlier) return answerOf(earlier, true, found.campaign.code);
  const player = await playerAccountFacts(database, g.userId);
  const currency = player && currencyById(player.currencyId);
  if (!player || !currency) throw notFound('Player');
  if (found.status !== 'running') {
    throw conflict('campaign_not_running', `The campaign is ${found.status}: only a running campaign grants bonuses`);
  }
  const { campaign } = found;
  if (!campaignApplies(campaign, { ...player, currencyId: currency.id, now })) {
    throw conflict('campaign_not_for_player', 'The campaign does not run for this player’s brand, country or currency');
  }
  // A free-bet campaign grants a stake token, not bonus money (ADR 0071).
  if (campaign.kind === 'freebet')
    return grantStaffFreeBet(database, { ...g, campaign, currencyId: currency.id, cause });
  // A free-spins campaign grants its spins (ADR 0064): the amount is the bet of one, the wagering comes with the wins.
  const spins = campaign.kind === 'freespins' ? await campaignSpins(database, campaign.id) : null;
  const cap = spins ? freeSpinBet(spins.betCents, currency) : usdInMinor(campaign.maxUsd, currency);
  const amount = spins ? cap : (g.amount ?? cap);
  if (amount > cap) throw invalid('amount_minor', `At most the campaign’s cap: ${cap} minor units of ${currency.code}`);
  await checkMoneyAction(database, g.userId, 'bonus_claim', amount, { currencyId: currency.id });
  const rules = wagerRulesOf(campaign, currency);
  const required = spins ? 0 : wagerRequirement(amount, rules);
  const granted = await (spins ? insertFreeSpinsGrant : insertGrant)(database, {
    userId: g.userId,
    campaignId: campaign.id,
    cause,
    currencyId: currency.id,
    amount,
    required,
    rules,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY_MS),
    now,
  });
  if (granted.outcome === 'busy' || granted.bonusId === null) {
    throw conflict('bonus_busy', 'The player has an active bonus in this currency: it must close first');
  }
  const bonus = await bonusByCause(database, cause);
  if (!bonus) throw notFound('Bonus');
  if (granted.outcome === 'granted') {
    await audit(database, {
      actor: g.actor,
      action: 'bonuses.granted',
      subject: `bonus:${bonus.id}`,
      ...(g.ip ? { ip: g.ip } : {}),
      details: { user: g.userId, campaign: campaign.code, cause, amount, required },
    });
    await tellBonus(database, g.userId, 'bonus_granted', {
      bonusId: bonus.id,
      bonus: amount,
      currencyId: currency.id,
      required,
    });
  }
  return answerOf(bonus, granted.outcome === 'replayed', campaign.code);
}

function answerOf(
  b: NonNullable<Awaited<ReturnType<typeof bonusByCause>>>,
  replayed: boolean,
  campaignCode: string,
): StaffGrantAnswer & { campaignCode: string } {
  return {
    bonus_id: b.id,
    replayed,
    amount_minor: b.amount,
    currency_id: b.currencyId,
    wager_required_minor: b.required,
    expires_at: b.expiresAt.toISOString(),
    campaignCode,
  };
}
