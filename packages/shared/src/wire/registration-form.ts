// The registration form as the server describes it: fields with their rules (keyed by rule type),
// select options, dependencies, and what a submit carries. The field is checked against the shared
// rule engine's FieldDescription, so the form the server serves is the form the engine validates.
import { z } from 'zod';
import { FIELD_TYPES, type FieldDescription } from '../validation/types';

/** A configuration flag: true, 1, 'true' or '1' mean on. */
const flag = z.union([z.boolean(), z.number(), z.string()]);
const message = z.string().describe('Message key, or a ready text');
const rule = <V extends z.ZodType>(value: V) => z.object({ message, value }).optional();

/** A field's rules keyed by rule type (validation/types.ts RuleShapes, `custom` named by its check). */
export const fieldRules = z.object({
  required: rule(flag.optional()),
  minLength: rule(z.number()),
  maxLength: rule(z.number()),
  compare: rule(z.string().describe('The field this one must equal')),
  match: rule(z.string().describe('A regular expression source, optionally /source/flags')),
  minValue: rule(z.union([z.number(), z.string()])),
  maxValue: rule(z.union([z.number(), z.string()])),
  email: rule(flag.optional()),
  phone: rule(flag.optional()),
  phoneConfirm: z
    .object({ message, value: z.number().describe('Code length'), mask: z.string().optional() })
    .optional(),
  boolean: rule(z.boolean().optional()),
  dateTime: rule(flag.optional()),
  image: rule(z.number().optional().describe('Largest size in bytes')),
  custom: rule(z.string().describe('Name of a check both sides register')),
});

/** An option of a select (countries, currencies, bonuses, documents, social networks). */
export const selectOption = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  value: z.union([z.number(), z.string()]).optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  Alpha2: z.string().optional(),
  phone_code: z.string().optional(),
  code: z.string().optional(),
  ico: z.string().optional(),
  country_id: z.union([z.number(), z.string()]).optional(),
  account_length: z.number().optional(),
  aliases: z.array(z.string()).optional(),
  selected: z.boolean().optional(),
  symbol: z.string().optional(),
});

const dateBound = z.union([z.string(), z.object({ value: z.string(), message: z.string() })]);
const visibilityCases = z.array(z.union([z.string(), z.number()])).readonly();

/** A registration form field as served: the spec's attributes, plus the button and checkbox extras. */
export const servedField = z
  .object({
    id: z.union([z.string(), z.number()]),
    name: z.string(),
    type: z.enum(FIELD_TYPES),
    group: z.string().optional(),
    title: z.string().optional(),
    placeholder: z.string().optional(),
    important_placeholder: z.string().optional(),
    required: flag.optional(),
    disabled: flag.optional(),
    hide: flag.optional(),
    input_type: z.string().optional(),
    max_length: z.number().optional(),
    validation: fieldRules.optional(),
    tooltip: z.string().optional(),
    show_copy_icon: flag.optional(),
    show_pass_icon: flag.optional(),
    show_top_label: flag.optional(),
    customization: z.record(z.string(), z.unknown()).optional().describe('Captcha kind and keys, placeholder variants'),
    options: z.array(selectOption).optional(),
    minimum: dateBound.optional(),
    maximum: dateBound.optional(),
    parentFieldName: z.string().optional().describe('v1: the field this one depends on'),
    parentFieldValue: z.union([z.string(), z.number()]).optional(),
    allVisibilityCases: visibilityCases.optional().describe('v1: the parent values this field shows for'),
    depends_on: z
      .object({ action: z.literal('show'), condition: visibilityCases, field_id: z.union([z.string(), z.number()]) })
      .optional(),
    class: z.string().optional().describe('Button: CSS class'),
    text: z.string().optional().describe('Button: caption key'),
    resendText: z.string().optional().describe('Button: caption key while a resend waits'),
    alwaysActive: z.boolean().optional().describe('Button: active before the form is valid'),
    label: z.string().optional().describe('Checkbox: label key'),
    default_checked: z.boolean().optional().describe('Checkbox: starts checked'),
  })
  .meta({ id: 'RegistrationField' });
// A served field must stay a FieldDescription the rule engine runs on: this alias fails to compile otherwise.
type RuleEngineField<T extends FieldDescription> = T;
export type ServedField = RuleEngineField<z.infer<typeof servedField>>;

/** Where a dependent select's options load from, given its parent's value. */
export const relationField = z.object({
  field_id: z.string(),
  parent_field_id: z.string(),
  url: z.string(),
  param: z.string().describe('Query parameter that carries the parent value'),
});
export type RelationField = z.infer<typeof relationField>;

const phoneValue = z.object({
  countryCode: z.string().max(4).optional(),
  countryId: z.union([z.number().int(), z.string().max(10)]),
  phoneCode: z.string().max(8).optional(),
  phoneNum: z.string().max(32),
  fullPhone: z.string().max(40).optional(),
});

const fieldValue = z.union([
  z.string().max(1024),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(100)).max(50),
  phoneValue,
]);

const MAX_FIELDS = 64;

/** The submitted values: field name → value; the server reads only the fields it described. */
export const submittedFields = z
  .record(z.string().max(64), fieldValue)
  .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields`);
export type SubmittedFields = z.input<typeof submittedFields>;
