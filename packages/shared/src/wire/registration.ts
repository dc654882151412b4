// Wire payloads of registration: the types (tabs), the forms, the registration data, welcome bonuses,
// the SMS code of phone registration, the submit and the newsletter opt-in. The form's own shapes are
// in registration-form.ts. The web imports the types only: these answers come from our own server.
import { z } from 'zod';
import { REGISTRATION_TYPES } from '../enums/registration-type';
import { EMAIL_MAX_LENGTH } from '../validation/limits';
import { codeSentAnswer, okAnswer } from './auth';
import { relationField, servedField, submittedFields } from './registration-form';

export {
  type RelationField,
  relationField,
  type ServedField,
  type SubmittedFields,
  servedField,
  submittedFields,
} from './registration-form';

const lang = z
  .string()
  .max(10)
  .regex(/^[a-zA-Z_-]+$/);
const bonus = z.string().max(40).optional().describe('Bonus code or kind from a promo link; that offer comes first');
const typeParam = z.string().max(20);
const captchaToken = z
  .string()
  .max(4096)
  .optional()
  .describe('Captcha token; the x-captcha-token header is read when absent');

/** GET /web-api/api/web/registration/v1/types answer: the brand × country types, the first is the default. */
export const registrationTypesAnswer = z.object({
  data: z.object({ attributes: z.object({ types: z.array(z.enum(REGISTRATION_TYPES)) }) }),
});
export type RegistrationTypesAnswer = z.infer<typeof registrationTypesAnswer>;

/** GET /web-api/api/web/registration/v1/fields/:type path and query. */
export const typeFieldsParams = z.object({ type: typeParam });
export const typeFieldsQuery = z.object({ lang: lang.optional(), bonus });

/** The form of a type and where its dependent selects load their options. */
export const typeFieldsAnswer = z.object({
  data: z.object({ attributes: z.object({ fields: z.array(servedField), relation_fields: z.array(relationField) }) }),
});
export type TypeFieldsAnswer = z.infer<typeof typeFieldsAnswer>;

/** POST /web-api/registration/fields (the old flow) query and body. */
export const formFieldsQuery = z.object({ bonus });
export const formFieldsRequest = z.object({ params: z.object({ type: typeParam }), lang: lang.optional() });
export type FormFieldsRequest = z.input<typeof formFieldsRequest>;

/** The form with the banners of the bonuses offered (only the promo link's when it names one). */
export const formFieldsAnswer = z.object({
  fields: z.array(servedField),
  banners: z.array(z.object({ id: z.number().int(), bonusCode: z.string(), bannerText: z.string() })),
});
export type FormFieldsAnswer = z.infer<typeof formFieldsAnswer>;

/** POST /web-api/registration body (may be empty). */
export const registrationDataRequest = z
  .object({ isWidget: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional() })
  .nullish();
export type RegistrationDataRequest = z.input<typeof registrationDataRequest>;

/** The registration data loaded when the registration view opens (spec §3). */
export const registrationDataAnswer = z.object({
  hasFirstDeposit: z.boolean(),
  percentFirstDeposit: z.number(),
  minAgesInCountries: z.array(z.object({ countryId: z.number().int(), age: z.number().int() })),
  bonusAmount: z.number().int().describe('The largest welcome bonus in minor units of the site currency'),
  additionalConfig: z.object({
    emailButtonText: z.string(),
    firstDepositText: z.string(),
    phoneButtonText: z.string(),
    isLoginSavingNotificationVisible: z.boolean(),
    rechargeButtonText: z.string(),
    saveLoginButtonDesign: z.string(),
    showDepositBanner: z.boolean(),
    showBackButton: z.boolean(),
    showLeftBanner: z.boolean(),
    welcomeBonusDescription: z.string(),
  }),
  tabs: z.array(
    z.object({
      name: z.enum(REGISTRATION_TYPES),
      id: z.number().int(),
      caption: z.string(),
      value: z.enum(REGISTRATION_TYPES),
      icon: z.string(),
    }),
  ),
  bonuses: z.array(
    z.object({
      id: z.number().int().describe('Bonus kind'),
      payload: z.object({ bonusCode: z.string(), baner_info: z.object({ bannerText: z.string() }) }),
    }),
  ),
});
export type RegistrationDataAnswer = z.infer<typeof registrationDataAnswer>;

/** GET /web-api/api/v3/bonuses/welcome-bonuses query. */
export const welcomeBonusesQuery = z.object({ bonus });

/** The welcome bonuses to choose from, the cancel kind (-1) included; the promo link's comes first. */
export const welcomeBonusesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      attributes: z.object({
        id: z.number().int().describe('Bonus kind; -1 is the cancel choice'),
        info: z.string().describe('Description key; empty for the cancel choice'),
        bonusCode: z.string(),
      }),
    }),
  ),
});
export type WelcomeBonusesAnswer = z.infer<typeof welcomeBonusesAnswer>;

/** POST /web-api/api/web/registration/v1/phone-code body: phone_reg's first step. */
export const registrationCodeRequest = z.object({
  phone: z.string().trim().min(1).max(32).describe('National number (digits; spaces and dashes are ignored)'),
  country: z.string().trim().length(2).describe('ISO 3166 alpha-2 code of the number'),
  captcha: captchaToken,
});
export type RegistrationCodeRequest = z.input<typeof registrationCodeRequest>;
/** The code went out. */
export const registrationCodeAnswer = codeSentAnswer;
export type RegistrationCodeAnswer = z.infer<typeof registrationCodeAnswer>;

/** POST /web-api/api/web/registration/v1/register/:type path, query and body. */
export const registerParams = z.object({ type: z.string().max(20) });
export const registerQuery = z.object({ lang: lang.optional() });
export const registerRequest = z.object({
  fields: submittedFields,
  captcha: captchaToken,
  bonus_id: z
    .number()
    .int()
    .min(-1)
    .max(1000)
    .optional()
    .describe('Chosen welcome bonus kind when the form has no bonus_choice value'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** 200: fast_reg's generated password (shown only this once) or phone_reg's new id; logged in either way. */
export const registeredAnswer = z.union([
  z.object({ userId: z.number().int(), password: z.string() }),
  z.object({ userId: z.number().int() }),
]);
/** 202: the e-mail types answer the same whether or not the address is taken. */
export const checkEmailAnswer = z.object({ status: z.literal('check_email') });
export type RegisterAnswer = z.infer<typeof registeredAnswer> | z.infer<typeof checkEmailAnswer>;

/** POST /web-api/mailing body. */
export const mailingRequest = z.object({ email: z.string().trim().max(EMAIL_MAX_LENGTH), lang });
export type MailingRequest = z.input<typeof mailingRequest>;
/** The same answer whether or not the address was already subscribed. */
export const mailingAnswer = okAnswer;
export type MailingAnswer = z.infer<typeof mailingAnswer>;
