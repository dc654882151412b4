import { type FormValues, IDENTITY_CHECKS, isPhoneValue, type PhoneMaskEntry } from '@fairline/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type FormField,
  type PhoneCountry,
  ServerFormView,
  Skeleton,
  type SubmitResult,
  useServerForm,
} from '../../components/ui';
import { failureText, formFailureOf } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { type CaptchaContext, captchaFailureKey, obtainCaptchaToken } from '../captcha';
import { useSite } from '../config';
import { adaptFields, hasCaptcha } from './adapt-fields';
import { withDependentReset } from './dependent-fields';
import { phoneCodesFirst } from './phone-code-order';
import { preselectedBonus, sitePathOf, withPreselectedBonus } from './preselect-bonus';
import styles from './registration.module.css';
import {
  fetchPhoneCountries,
  fetchPhoneMasks,
  fetchRelationOptions,
  type RegisterAnswer,
  type RegistrationData,
  register,
  sendRegistrationCode,
  type TypeForm,
} from './registration-api';

interface RegistrationFormProps {
  type: string;
  /** The visitor's country (site geo): its phone code is offered first. */
  geoCountryCode: string;
  form: TypeForm;
  lang: string;
  /** The brand's captcha, the language its widget speaks and the geo country (the reCAPTCHA host). */
  captcha: CaptchaContext;
  minAge: number;
  data: RegistrationData | undefined;
  onRegistered: (answer: RegisterAnswer) => void;
  /** Told when a submit starts and ends: the active type may not change meanwhile. */
  onSubmittingChange?: (isSubmitting: boolean) => void;
}

const BUTTON_LABELS: Record<string, string> = {
  fast_reg: 'registration.submit.fast_reg',
  phone_reg: 'registration.submit.phone_reg',
};

/** One registration type's form, once the phone reference data it needs (if any) is there. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { form, lang, geoCountryCode } = props;
  const { manualCountryCode } = useSite().settings.registration;
  const needsPhone = form.fields.some((field) => field.type === 'phone');
  const phone = useQuery({
    queryKey: ['registration-phone', lang, geoCountryCode, manualCountryCode],
    queryFn: async () => ({
      countries: phoneCodesFirst(await fetchPhoneCountries(lang), [geoCountryCode, manualCountryCode]),
      masks: await fetchPhoneMasks(),
    }),
    enabled: needsPhone,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (needsPhone && !phone.data) {
    return phone.isError ? (
      <p className={styles.error}>{String(phone.error.message)}</p>
    ) : (
      <Skeleton rows={5} rowHeight={40} gap={12} />
    );
  }
  return <RegistrationFormBody {...props} phoneCountries={phone.data?.countries} phoneMasks={phone.data?.masks} />;
}

interface BodyProps extends RegistrationFormProps {
  phoneCountries: PhoneCountry[] | undefined;
  phoneMasks: PhoneMaskEntry[] | undefined;
}

/** The server-described form: captcha solved on submit, the SMS code step, the bonus banner. */
function RegistrationFormBody(props: BodyProps) {
  const { type, form, lang, captcha, minAge, data, onRegistered } = props;
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const location = useLocation();
  const byRoute = useSite().settings.registration.preselectedBonusByRoute;
  // Opened from a page (the registration page keeps where it was opened from): that page's welcome bonus.
  const from = (location.state as { from?: unknown } | null)?.from;
  const bonus = preselectedBonus(
    sitePathOf(typeof from === 'string' ? from : location.pathname),
    byRoute,
    new URLSearchParams(location.search).get('bonus'),
  );
  const fields = useMemo(() => withPreselectedBonus(adaptFields(form.fields, t), bonus), [form.fields, t, bonus]);

  const onSubmit = async (values: FormValues): Promise<SubmitResult | undefined> => {
    setFailure(undefined);
    try {
      const token = type === 'phone_reg' ? undefined : await obtainCaptchaToken(captcha);
      onRegistered(await register(type, { fields: values, captcha: token, lang }));
      return undefined;
    } catch (error) {
      const captchaKey = captchaFailureKey(error);
      if (captchaKey) {
        if (hasCaptcha(form.fields)) return { validation_errors: { captcha: captchaKey } };
        setFailure(t(captchaKey));
        return undefined;
      }
      const found = formFailureOf(error);
      if (Object.keys(found.fields).length > 0) return { validation_errors: found.fields };
      setFailure(failureText(t, found));
      return undefined;
    }
  };

  const plainState = useServerForm({
    fields,
    onSubmit,
    phoneCountries: props.phoneCountries,
    phoneMasks: props.phoneMasks,
    registrationType: type,
    minAge,
    customChecks: IDENTITY_CHECKS,
  });
  const state = withDependentReset(plainState, form.relations);

  const { onSubmittingChange } = props;
  useEffect(() => onSubmittingChange?.(state.submitting), [state.submitting, onSubmittingChange]);

  // A send that did not happen answers resendAfter 0: the button's resend countdown must not start.
  const sendCode = async () => {
    const value = state.values.phone;
    if (!isPhoneValue(value)) return { resendAfter: 0 };
    setFailure(undefined);
    try {
      const token = await obtainCaptchaToken(captcha);
      await sendRegistrationCode({ phone: value.phoneNum, country: value.countryCode, captcha: token });
      return { resendAfter: 60 };
    } catch (error) {
      const captchaKey = captchaFailureKey(error);
      setFailure(captchaKey ? t(captchaKey) : failureText(t, formFailureOf(error)));
      return { resendAfter: 0 };
    }
  };

  const loadOptions = (field: FormField) => {
    const relation = form.relations.find((r) => r.field_id === field.name);
    const parent = relation ? state.values[relation.parent_field_id] : undefined;
    if (!relation || (typeof parent !== 'string' && typeof parent !== 'number')) return Promise.resolve([]);
    return fetchRelationOptions(relation, String(parent), lang);
  };

  const banner = bonusBanner(data, fields, state.values.bonus_choice);
  return (
    <ServerFormView
      form={state}
      fields={fields}
      submitLabel={BUTTON_LABELS[type] ?? 'registration.submit.default'}
      loadOptions={loadOptions}
      onButton={sendCode}
      slots={{
        captcha: ({ error }) =>
          error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null,
      }}
      footer={
        <>
          {banner && <p className={styles.banner}>{t(banner)}</p>}
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
        </>
      }
    />
  );
}

/** The banner text key of the chosen welcome bonus, from the registration data. */
function bonusBanner(data: RegistrationData | undefined, fields: readonly FormField[], chosen: unknown) {
  const option = fields.find((f) => f.name === 'bonus_choice')?.options?.find((o) => String(o.id) === String(chosen));
  const bonus = data?.bonuses.find((b) => b.payload.bonusCode === option?.code);
  return bonus?.payload.baner_info?.bannerText;
}
