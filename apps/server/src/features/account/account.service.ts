// The public module of account data: the office profile and the registrationIdentification form
// (GET getaccountdata), and saving them (POST saveaccountfields) under the registration rule engine.
import { type FieldValue, type FormValues, isOn } from '@fairline/shared/validation';
import type { AccountDataAnswer, AccountForm } from '@fairline/shared/wire/account';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import type { ResolvedSite } from '../config/config.service';
import { relationFields, validateSubmission } from '../registration/registration.service';
import { updateAccount } from './account.repository';
import { accountUpdate, isSameValue } from './account-fields';
import { buildAccountForm } from './account-form';

export interface AccountRequest {
  userId: number;
  form: AccountForm;
  lang: string;
}

/** The fields of the form with what may be edited, the stored values and the verification lock. */
export async function accountData(
  database: Database,
  site: ResolvedSite,
  input: AccountRequest,
): Promise<AccountDataAnswer['data']> {
  const built = await buildAccountForm(database, site, input);
  return {
    form: input.form,
    verification_status: built.status,
    locked: built.locked,
    fields: built.fields,
    relation_fields: relationFields(built.fields),
    values: built.values,
    min_age: built.minAge,
  };
}

/**
 * Saves the changed fields: every sent field must belong to the form, a read-only one may only be sent
 * unchanged, and the stored values with the changes must pass the registration rules (age included).
 * Refusals answer validation_errors {field: messageKey} as registration does.
 */
export async function saveAccountFields(
  database: Database,
  site: ResolvedSite,
  input: AccountRequest & { fields: FormValues; ip?: string; now?: Date },
): Promise<string[]> {
  const built = await buildAccountForm(database, site, input);
  const byName = new Map(built.fields.map((field) => [field.name, field]));
  const refused: Record<string, string> = {};
  const changed: string[] = [];
  for (const [name, value] of Object.entries(input.fields)) {
    const field = byName.get(name);
    if (!field) refused[name] = 'field_unknown';
    else if (isSameValue(name, value, built.values[name])) continue;
    else if (isOn(field.disabled ?? false)) refused[name] = 'field_read_only';
    else changed.push(name);
  }
  if (Object.keys(refused).length > 0) {
    throw new AppError(
      'VALIDATION',
      built.locked ? 'Your verified data can be changed by support only' : 'Some fields cannot be changed',
      {
        errorCode: built.locked ? 'verification_locked' : 'field_read_only',
        validationErrors: refused,
      },
    );
  }
  const merged: FormValues = { ...(built.values as Record<string, FieldValue>) };
  for (const name of changed) merged[name] = input.fields[name];
  const errors = await validateSubmission(database, built.fields, merged, {
    minAge: built.minAge,
    now: input.now,
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', 'Check the highlighted fields', { validationErrors: errors });
  }
  if (changed.length === 0) return [];
  await updateAccount(database, input.userId, accountUpdate(changed, merged));
  await audit(database, {
    actor: `user:${input.userId}`,
    action: 'account.fields_saved',
    subject: `user:${input.userId}`,
    ip: input.ip,
    details: { form: input.form, fields: changed },
  });
  return changed;
}
export { type OperatorStatus, setAccountStatus } from './account-status';
export { type PlayerSummary, playerProfile, searchPlayers } from './player-directory';
