// Wire payloads of the office's account data: GET /web-api/officeapi/getaccountdata (the profile or
// the registrationIdentification form, as registration form fields with the stored values) and
// POST /web-api/officeapi/saveaccountfields (validated by the registration rule engine; a refusal
// answers 400 with validation_errors {field: messageKey}, as registration does).
import { z } from 'zod';
import { relationField, servedField, submittedFields } from './registration-form';
import { verificationStatus } from './verification';

/** Which form: the office profile, or the identification data a brand asks after registration. */
export const ACCOUNT_FORMS = ['profile', 'identification'] as const;
export type AccountForm = (typeof ACCOUNT_FORMS)[number];
const accountForm = z.enum(ACCOUNT_FORMS).default('profile');

export const accountDataQuery = z.object({
  form: accountForm,
  lang: z
    .string()
    .max(10)
    .regex(/^[a-zA-Z_-]+$/)
    .optional(),
});
export type AccountDataQuery = z.input<typeof accountDataQuery>;

const storedValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const accountDataAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    form: z.enum(ACCOUNT_FORMS),
    /** The player's verification status: under review or verified locks every account field. */
    verification_status: verificationStatus,
    locked: z.boolean().describe('True while the identity is under review or verified: nothing is editable'),
    /** Registration form fields; `disabled` marks what the configuration does not let the player edit. */
    fields: z.array(servedField),
    relation_fields: z.array(relationField),
    /** Stored values by field name (dates as yyyy-MM-dd, selects as their option id). */
    values: z.record(z.string(), storedValue),
    /** The minimum age of the player's country (birth date rule). */
    min_age: z.number().int(),
  }),
});
export type AccountDataAnswer = z.infer<typeof accountDataAnswer>;

export const saveAccountFieldsRequest = z.object({
  form: accountForm,
  fields: submittedFields,
});
export type SaveAccountFieldsRequest = z.input<typeof saveAccountFieldsRequest>;

export const saveAccountFieldsAnswer = z.object({
  success: z.literal(true),
  /** The fields whose stored value changed. */
  saved: z.array(z.string()),
});
export type SaveAccountFieldsAnswer = z.infer<typeof saveAccountFieldsAnswer>;
