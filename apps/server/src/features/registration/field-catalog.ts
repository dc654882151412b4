// Every registration field the server can describe, built for one request's context. Titles,
// placeholders and messages are translation keys; message keys are the shared engine's.
import { CIS_COUNTRY_ISO, countryByIso, isCisCountry } from '@fairline/shared/lookups/countries';
import { selectableCurrencies } from '@fairline/shared/lookups/currencies';
import { currencyName } from '@fairline/shared/lookups/display-names';
import { MessageKeys, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fairline/shared/validation';
import type { ServedField } from '@fairline/shared/wire/registration';
import { captchaKind } from '../captcha/captcha.service';
import { base, countryOptions, REQUIRED, showFor, text } from './field-builders';
import type { FormContext } from './form-context';
import { identityFields } from './identity-fields';

/** Countries whose tax number (INN / IIN) is asked. */
export const INN_COUNTRY_ISO = ['kz', 'ru'] as const;
export const SMS_CODE_LENGTH = 6;

const ids = (codes: readonly string[]) => codes.map((code) => countryByIso(code)?.id ?? 0);
export const CIS_COUNTRY_IDS: readonly number[] = ids(CIS_COUNTRY_ISO);
export const INN_COUNTRY_IDS: readonly number[] = ids(INN_COUNTRY_ISO);

function countryField(ctx: FormContext): ServedField {
  const options = countryOptions(ctx.lang, ctx.geoCountryId);
  return base('country_id', 'select', 'address', { required: true, validation: { required: REQUIRED }, options });
}

function currencyField(ctx: FormContext): ServedField {
  const options = selectableCurrencies().map((c) => ({
    id: c.id,
    name: currencyName(c, ctx.lang),
    code: c.code,
    symbol: c.symbol,
    ...(c.id === ctx.defaultCurrencyId ? { selected: true } : {}),
  }));
  return base('currency_id', 'select', 'account', {
    required: true,
    validation: { required: REQUIRED },
    options,
    tooltip: 'registration.tooltip.currency_id',
  });
}

function passwordField(): ServedField {
  return base('password', 'password', 'account', {
    required: true,
    input_type: 'password',
    max_length: PASSWORD_MAX_LENGTH,
    show_pass_icon: true,
    validation: {
      required: REQUIRED,
      minLength: { message: MessageKeys.minSymbolsLimit, value: PASSWORD_MIN_LENGTH },
      maxLength: { message: MessageKeys.maxSymbolsLimit, value: PASSWORD_MAX_LENGTH },
    },
  });
}

function captchaField(ctx: FormContext): ServedField | null {
  const kind = captchaKind(ctx.captcha.type);
  if (kind === 'none') return null;
  return base(kind === 'pow' ? 'custom_captcha' : 'google_captcha_response', 'captcha', 'security', {
    name: 'captcha',
    show_top_label: false,
    customization: {
      captcha_type: ctx.captcha.type,
      ...(kind === 'pow'
        ? { challenge_url: '/puzzle-api/challenge' }
        : { site_key: ctx.captcha.siteKeys[ctx.captcha.type] ?? '' }),
    },
  });
}

const checkbox = (id: string, required: boolean, label: string): ServedField =>
  base(id, 'checkbox', 'agreement', {
    required,
    label,
    default_checked: false,
    show_top_label: false,
    validation: required ? { required: REQUIRED, boolean: { message: MessageKeys.mustBeChecked, value: true } } : {},
  });

/** Every field by id; a form picks and orders them. */
export function fieldCatalog(ctx: FormContext): Record<string, ServedField> {
  const cisGeo = isCisCountry(ctx.geoCountryCode);
  const passportPlaceholders = {
    placeholder_cis: 'registration.placeholder.passport_cis',
    placeholder_non_cis: 'registration.placeholder.passport_non_cis',
  };
  const fields: (ServedField | null)[] = [
    countryField(ctx),
    base('region_id', 'select', 'address', {
      required: true,
      validation: { required: REQUIRED },
      options: [],
      depends_on: showFor('country_id', ctx.places.countryIds),
    }),
    base('city_id', 'select', 'address', {
      required: true,
      validation: { required: REQUIRED },
      options: [],
      depends_on: showFor('region_id', ctx.places.regionIds),
    }),
    text('address', 'address', 200, true),
    currencyField(ctx),
    text('ref_code', 'bonus', 30, false, {
      title: 'registration.field.promo_code',
      validation: {
        maxLength: { message: MessageKeys.maxSymbolsLimit, value: 30 },
        match: { message: MessageKeys.patternMismatch, value: '^[A-Za-z0-9_-]+$' },
      },
    }),
    base('bonus_choice', 'select', 'bonus', {
      options: ctx.bonuses.map((b, i) => ({
        id: b.id,
        name: b.info,
        code: b.bonusCode,
        ...(i === 0 ? { selected: true } : {}),
      })),
    }),
    text('name', 'personal', 50, true),
    text('surname', 'personal', 50, true),
    base('date_birthday', 'birthday_date', 'personal', {
      required: true,
      validation: { required: REQUIRED, dateTime: { message: MessageKeys.dateIncorrect, value: true } },
      minimum: '1900-01-01',
      maximum: ctx.today,
    }),
    base('email', 'input', 'contacts', {
      required: true,
      input_type: 'email',
      max_length: 254,
      validation: { required: REQUIRED, email: { message: MessageKeys.emailIncorrect, value: true } },
    }),
    passwordField(),
    base('password_again', 'password', 'account', {
      required: true,
      input_type: 'password',
      max_length: PASSWORD_MAX_LENGTH,
      show_pass_icon: true,
      validation: { required: REQUIRED, compare: { message: MessageKeys.fieldsNotEqual, value: 'password' } },
    }),
    base('phone', 'phone', 'contacts', {
      required: true,
      input_type: 'tel',
      validation: { required: REQUIRED, phone: { message: MessageKeys.phoneIncorrect, value: true } },
    }),
    base('send_code', 'phone_code_button', 'contacts', {
      class: 'phone-code-button',
      text: 'registration.button.send_code',
      resendText: 'registration.button.resend_code',
      alwaysActive: false,
      show_top_label: false,
    }),
    base('phone_confirmation', 'input', 'contacts', {
      required: true,
      // A code is a digit string, not a number: numeric input would drop its leading zeros.
      input_type: 'tel',
      max_length: SMS_CODE_LENGTH,
      validation: {
        required: REQUIRED,
        phoneConfirm: {
          message: MessageKeys.authIncorrectCode,
          value: SMS_CODE_LENGTH,
          mask: '#'.repeat(SMS_CODE_LENGTH),
        },
      },
    }),
    base('document_type_id', 'select', 'document', {
      required: true,
      validation: { required: REQUIRED },
      options: [
        { id: 1, name: 'registration.document.passport', selected: true },
        { id: 2, name: 'registration.document.id_card' },
        { id: 3, name: 'registration.document.residence_permit' },
      ],
      depends_on: showFor('country_id', CIS_COUNTRY_IDS),
    }),
    text('passport_series', 'document', 10, false, { depends_on: showFor('country_id', CIS_COUNTRY_IDS) }),
    text('passport', 'document', 20, true, {
      placeholder: cisGeo ? passportPlaceholders.placeholder_cis : passportPlaceholders.placeholder_non_cis,
      customization: passportPlaceholders,
      depends_on: showFor('country_id', CIS_COUNTRY_IDS),
    }),
    text('inn', 'document', 12, false, {
      tooltip: 'registration.tooltip.inn',
      validation: {
        maxLength: { message: MessageKeys.maxSymbolsLimit, value: 12 },
        match: { message: MessageKeys.patternMismatch, value: '^(\\d{10}|\\d{12})$' },
      },
      depends_on: showFor('country_id', INN_COUNTRY_IDS),
    }),
    base('social_types', 'social_types', 'social', {
      show_top_label: false,
      options: ctx.socialNetworks.map((network) => ({ id: network, name: network, ico: network })),
    }),
    checkbox('receive_news', false, 'registration.checkbox.receive_news'),
    checkbox('agree-policy', true, 'registration.checkbox.agree_policy'),
    captchaField(ctx),
    ...identityFields(ctx),
  ];
  return Object.fromEntries(fields.filter((f): f is ServedField => f !== null).map((f) => [String(f.id), f]));
}
