import type { BlockAppealAnswer, BlockAppealRequest } from '@fairline/shared/wire/block-appeal';
import { type BlockAppealFields, BlockAppealLimits } from '@fairline/shared/wire/block-appeal-rules';
import type { WebApiError } from '@fairline/shared/wire/web-api-error';
import { isApiError } from '../../lib/api';
import { http } from '../../lib/http';

export const BLOCK_APPEAL_URL = '/web-api/api/web/block-appeal/v1/appeals';

/** Sends the appeal; the answer carries its number. */
export async function sendBlockAppeal(body: BlockAppealRequest): Promise<BlockAppealAnswer['data']> {
  const answer = await http.requestOrThrow<BlockAppealAnswer>({ url: BLOCK_APPEAL_URL, method: 'POST', params: body });
  return answer.data;
}

type Field = keyof BlockAppealFields;
export type FieldMessage = { key: string; params?: Record<string, string | number> };

/** What a refused appeal means for the form: a message per field, or one for the whole form. */
export type AppealRefusal = { fields: Partial<Record<Field, FieldMessage>>; general: string | null };

const FIELDS: readonly Field[] = ['email', 'account', 'message'];
// The server sends bare message keys; the bounds they speak of are the shared limits.
const BOUNDS: Record<Field, Record<string, number>> = {
  email: {},
  account: { max: BlockAppealLimits.accountMax },
  message: { min: BlockAppealLimits.messageMin, max: BlockAppealLimits.messageMax },
};

/** Reads a failed call: field keys from validation_errors, too many appeals, or a failure to send. */
export function appealRefusalOf(error: unknown): AppealRefusal {
  if (!isApiError(error)) return { fields: {}, general: 'appeal.failed' };
  if (error.statusCode === 429) return { fields: {}, general: 'appeal.rateLimited' };
  const body = error.data as Partial<WebApiError> | null;
  const fields: AppealRefusal['fields'] = {};
  for (const field of FIELDS) {
    const key = body?.validation_errors?.[field];
    if (typeof key === 'string' && key !== '') fields[field] = { key, params: BOUNDS[field] };
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : 'appeal.failed' };
}
