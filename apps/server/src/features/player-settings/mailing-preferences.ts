// The e-mail subscription screen: which marketing the player accepts, and the pause a time-out or
// self-exclusion puts on all of it (ADR 0028 marks the player; ADR 0030 reads the mark here).
import type { MailingPreferences, MailingRequest } from '@fairline/shared/wire/player-settings';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { assertMayLogIn, rgRefusalOf } from '../responsible-gambling/responsible-gambling.service';
import { type MarketingRow, readMarketing, writeMarketing } from './player-settings.repository';

type Pause = Pick<MailingPreferences, 'suppressed_reason' | 'suppressed_until'>;

/** The running time-out or self-exclusion, if any (the enforcement point's own reading of blocks). */
async function runningBlock(database: Database, userId: number): Promise<Pause | null> {
  try {
    await assertMayLogIn(database, userId);
    return null;
  } catch (err) {
    const refusal = rgRefusalOf(err);
    if (!refusal) throw err;
    const until = (err as { until?: Date | null }).until ?? null;
    if (refusal.reason === 'rg_time_out' || refusal.reason === 'rg_self_exclusion') {
      return {
        suppressed_reason: refusal.reason === 'rg_time_out' ? 'time_out' : 'self_exclusion',
        suppressed_until: until?.toISOString() ?? null,
      };
    }
    return null;
  }
}

function preferences(row: MarketingRow, pause: Pause | null): MailingPreferences {
  const hasEmail = row.email !== null && row.email !== '';
  const hasPhone = row.phone !== null && row.phone !== '';
  const paused =
    pause ?? (row.suppressed ? { suppressed_reason: 'after_block' as const, suppressed_until: null } : null);
  return {
    email_news: hasEmail && row.emailNews,
    email_promotions: hasEmail && row.emailPromotions,
    sms_promotions: hasPhone && row.smsPromotions,
    has_email: hasEmail,
    has_phone: hasPhone,
    suppressed: paused !== null,
    suppressed_reason: paused?.suppressed_reason ?? null,
    suppressed_until: paused?.suppressed_until ?? null,
  };
}

/** The player's marketing choices and whether marketing is paused now. */
export async function mailingPreferencesOf(database: Database, userId: number): Promise<MailingPreferences> {
  const row = await readMarketing(database, userId);
  return preferences(row, row.suppressed ? await runningBlock(database, userId) : null);
}

/**
 * Changes the choices. While a time-out or self-exclusion runs nothing may be switched on (409
 * `marketing_paused`); after it, switching a channel on is the player's own new consent and ends the
 * pause, while switching off is always allowed. A channel needs its contact (e-mail, phone).
 */
export async function changeMailingPreferences(
  database: Database,
  userId: number,
  change: MailingRequest,
  lang: string,
): Promise<MailingPreferences> {
  const row = await readMarketing(database, userId);
  const wantsOn = Object.values(change).some((on) => on === true);
  if (wantsOn && row.suppressed && (await runningBlock(database, userId))) {
    throw new AppError('CONFLICT', 'Marketing stays off while your time-out or self-exclusion runs', {
      errorCode: 'marketing_paused',
    });
  }
  const noEmail = !row.email && (change.email_news === true || change.email_promotions === true);
  const noPhone = !row.phone && change.sms_promotions === true;
  if (noEmail || noPhone) {
    throw new AppError('VALIDATION', noEmail ? 'Add an e-mail first' : 'Add a phone first', {
      validationErrors: noEmail ? { email_news: 'no_email' } : { sms_promotions: 'no_phone' },
    });
  }
  await writeMarketing(
    database,
    userId,
    {
      emailNews: change.email_news,
      emailPromotions: change.email_promotions,
      smsPromotions: change.sms_promotions,
      endSuppression: wantsOn && row.suppressed,
    },
    lang,
  );
  return mailingPreferencesOf(database, userId);
}
