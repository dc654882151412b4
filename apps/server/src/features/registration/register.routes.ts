import { countryByIso } from '@fairline/shared/lookups/countries';
import { checkPhone, type FormValues, MessageKeys } from '@fairline/shared/validation';
import {
  checkEmailAnswer,
  registeredAnswer,
  registerParams,
  registerQuery,
  registerRequest,
  registrationCodeAnswer,
  registrationCodeRequest,
} from '@fairline/shared/wire/registration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import { issueCode, limitCodeSending } from '../auth/auth.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { ResolvedSite, SiteConfigService } from '../config/config.service';
import { PHONE_MASKS, PHONE_REGEX_RULES } from '../geo/geo.service';
import { accountCountry, accountFields } from './account-values';
import { SMS_CODE_LENGTH } from './field-catalog';
import { offeredType, siteForm } from './form-context';
import { EMAIL_TYPES } from './forms';
import { loadMinAges } from './min-ages';
import {
  phoneCodeTarget,
  REGISTRATION_PHONE_PURPOSE,
  registerByEmail,
  registerByPhone,
  registerFast,
} from './register.service';
import { validateSubmission } from './server-validate';
import { withTrustedPhone } from './submitted-values';

export interface RegisterDeps {
  database: Database;
  sites: SiteConfigService;
  captcha: CaptchaService;
  messaging: Messaging;
}

async function openSite(sites: SiteConfigService, req: FastifyRequest): Promise<ResolvedSite> {
  const site = await sites.resolve(req);
  if (!site.settings.registration.isRegistrationAllowed) {
    throw new AppError('FORBIDDEN', 'Registration is closed', { errorCode: 'registration_closed' });
  }
  return site;
}

/** Registration submit (every type but soc_reg) and the SMS code step of phone registration. */
export function registerRoutes(app: FastifyInstance, deps: RegisterDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, sites, captcha } = deps;

  r.post(
    '/web-api/api/web/registration/v1/phone-code',
    {
      schema: {
        tags: ['registration'],
        summary: 'phone_reg step 1: send a registration code by SMS',
        description:
          'Needs a captcha (body `captcha` or header x-captcha-token). The code (6 digits, 10 minutes, 5 tries) goes into `phone_confirmation` of the phone_reg submit. 5 codes per number and 20 per IP in 10 minutes.',
        body: registrationCodeRequest,
        response: { 200: registrationCodeAnswer },
      },
    },
    async (req) => {
      const site = await openSite(sites, req);
      offeredType(site, 'phone_reg');
      const country = countryByIso(req.body.country);
      if (!country?.phoneCode) throw badRequest('Unknown country', { country: MessageKeys.invalidValue });
      const digits = req.body.phone.replace(/[\s()+-]/g, '');
      const mask = PHONE_MASKS.find((m) => m.CountryId === country.id);
      const failure = checkPhone(digits, {
        countryIso: country.code,
        mask: mask?.Mask,
        min: mask?.Min,
        max: mask?.Max,
        rules: PHONE_REGEX_RULES.filter((rule) => rule.CountryId === country.id),
      });
      if (failure) throw badRequest('Invalid phone', { phone: failure.key });
      await captcha.requireCaptcha(req, site.settings.captcha, req.body.captcha);
      const fullPhone = `${country.phoneCode.replace('+', '')}${digits}`;
      const target = phoneCodeTarget(site.brand.id, fullPhone);
      await limitCodeSending(database, req, `${REGISTRATION_PHONE_PURPOSE}:${target}`);
      const { code } = await issueCode(database, {
        purpose: REGISTRATION_PHONE_PURPOSE,
        target,
        length: SMS_CODE_LENGTH,
      });
      await deps.messaging.sendSms({
        to: fullPhone,
        body: `${site.brand.name}: your registration code is ${code}. It is valid for 10 minutes.`,
      });
      return { success: true as const, data: { message: 'The code has been sent', code_length: SMS_CODE_LENGTH } };
    },
  );

  r.post(
    '/web-api/api/web/registration/v1/register/:type',
    {
      schema: {
        tags: ['registration'],
        summary: 'Register: fast_reg, phone_reg, full_reg, short_reg or full_reg_v1',
        description: [
          'The values are re-validated with the shared rule engine against the fields GET …/v1/fields/{type} serves; failures answer 400 with validation_errors {field: messageKey}.',
          'A captcha is needed for every type but phone_reg (whose SMS code already proves a person): body `captcha` or header x-captcha-token.',
          'fast_reg answers {userId, password} (the password is shown only this once) and logs in.',
          'phone_reg needs the SMS code of POST …/v1/phone-code in `phone_confirmation`; answers {userId} and logs in; 409 when the number is taken.',
          'full_reg, short_reg and full_reg_v1 answer 202 {status: "check_email"} whether or not the address is taken (ASVS 6.3.8): a new account gets a confirmation code by e-mail, the owner of a taken address a warning.',
          'soc_reg goes through social login. 403 registration_closed while registration is switched off.',
        ].join('\n\n'),
        params: registerParams,
        querystring: registerQuery,
        body: registerRequest,
        response: { 200: registeredAnswer, 202: checkEmailAnswer },
      },
    },
    async (req, reply) => {
      const site = await openSite(sites, req);
      const type = offeredType(site, req.params.type);
      if (type === 'soc_reg')
        throw new AppError('BAD_REQUEST', 'Social registration goes through social login', {
          errorCode: 'use_social_login',
        });
      const lang = req.query.lang ?? site.defaultLanguage;
      const fields = await siteForm(database, site, type, lang);
      const submitted: FormValues = { ...(req.body.fields as FormValues) };
      if (req.body.bonus_id !== undefined && (submitted.bonus_choice === undefined || submitted.bonus_choice === ''))
        submitted.bonus_choice = req.body.bonus_id;
      const {
        values,
        phone,
        errors: phoneErrors,
      } = withTrustedPhone(
        submitted,
        fields.some((f) => f.name === 'phone'),
      );
      const country = accountCountry(values, phone, site);
      const minAges = await loadMinAges(database, site.brand.id);
      const errors = {
        ...(await validateSubmission(database, fields, values, { minAge: minAges.of(country) })),
        ...phoneErrors,
      };
      if (Object.keys(errors).length > 0) throw badRequest('Check the highlighted fields', errors);

      if (type !== 'phone_reg') await captcha.requireCaptcha(req, site.settings.captcha, req.body.captcha);
      reply.header('cache-control', 'no-store');
      const ctx = { database, messaging: deps.messaging, site, req, reply };
      const account = accountFields(values, { site, type, country, lang });
      if (type === 'fast_reg') return registerFast(ctx, account);
      if (type === 'phone_reg' && phone) return registerByPhone(ctx, account, phone, values);
      if (EMAIL_TYPES.includes(type)) {
        await registerByEmail(ctx, account, values);
        return reply.code(202).send({ status: 'check_email' as const });
      }
      throw new AppError('BAD_REQUEST', 'Registration type is not supported');
    },
  );
}
