import { type BlockAppealFields, BlockAppealLimits, checkBlockAppeal } from '@fairline/shared/wire/block-appeal-rules';
import { AppError, badRequest } from '../../errors';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import { hitRateLimit } from '../../infra/rate-limit';
import { findUserByLogin } from '../auth/auth.service';
import { appealReceipt } from './block-appeal.receipt';

/** Appeals one network may send per hour, and one address per day: enough for a person, not for a flood. */
export const APPEAL_LIMITS = {
  perIp: { limit: 5, windowMs: 60 * 60_000 },
  perEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
} as const;

export interface AppealInput extends BlockAppealFields {
  lang: string;
  brandId: number;
  brandName: string;
  country: string;
  ip: string;
  userAgent: string | undefined;
}

export interface StoredAppeal {
  id: string;
  email: string;
  createdAt: Date;
}

/** Validates, rate-limits and stores an appeal, links it to the named account, and mails a receipt. */
export async function sendBlockAppeal(
  deps: { database: Database; messaging: Messaging; onReceiptFailed: (err: unknown) => void },
  input: AppealInput,
): Promise<StoredAppeal> {
  const errors = checkBlockAppeal(input);
  if (Object.keys(errors).length > 0) {
    const keys = Object.fromEntries(Object.entries(errors).map(([field, failure]) => [field, failure.key]));
    throw badRequest('The appeal is not complete', keys);
  }
  const email = input.email.trim();
  const account = input.account.trim().slice(0, BlockAppealLimits.accountMax);
  await assertWithinLimits(deps.database, input.ip, email);
  const user = account ? await findUserByLogin(deps.database, input.brandId, account) : null;
  const [row] = await deps.database.query<{ id: string; created_at: Date }>(
    `insert into block_appeals (brand_id, user_id, email, account, message, lang, country, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::text, created_at`,
    [
      input.brandId,
      user?.id ?? null,
      email,
      account,
      input.message.trim(),
      input.lang.toLowerCase(),
      input.country,
      input.ip,
      input.userAgent?.slice(0, 300) ?? null,
    ],
  );
  if (!row) throw new AppError('INTERNAL', 'The appeal was not stored');
  try {
    await deps.messaging.sendEmail({ to: email, ...appealReceipt(input.lang, input.brandName, row.id) });
  } catch (err) {
    // The appeal is stored and will be answered; a failed receipt must not make the visitor send it twice.
    deps.onReceiptFailed(err);
  }
  return { id: row.id, email, createdAt: new Date(row.created_at) };
}

async function assertWithinLimits(database: Database, ip: string, email: string): Promise<void> {
  const byIp = await hitRateLimit(database, { bucket: 'block-appeal-ip', key: ip, ...APPEAL_LIMITS.perIp });
  const byEmail =
    byIp &&
    (await hitRateLimit(database, {
      bucket: 'block-appeal-email',
      key: email.toLowerCase(),
      ...APPEAL_LIMITS.perEmail,
    }));
  if (!byIp || !byEmail) {
    throw new AppError('RATE_LIMITED', 'Too many appeals, try again later', { errorCode: 'appeal_rate_limited' });
  }
}
