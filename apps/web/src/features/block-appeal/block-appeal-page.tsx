import { type BlockAppealFields, BlockAppealLimits, checkBlockAppeal } from '@fairline/shared/wire/block-appeal-rules';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, Input } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './block-appeal.module.css';
import { type AppealRefusal, appealRefusalOf, sendBlockAppeal } from './block-appeal-api';

const EMPTY: BlockAppealFields = { email: '', account: '', message: '' };
const NO_REFUSAL: AppealRefusal = { fields: {}, general: null };

/** `/:lang/block-appeal`: a blocked visitor asks support to review the block; the appeal is stored and a receipt mailed. */
export function BlockAppealPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState(EMPTY);
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  const [isBusy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ id: string; email: string } | null>(null);
  const messageId = useId();

  const change = (field: keyof BlockAppealFields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefusal((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkBlockAppeal(values);
    if (Object.keys(local).length > 0) return setRefusal({ fields: local, general: null });
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      const answer = await sendBlockAppeal({ ...values, lang });
      setSent({ id: answer.id, email: answer.attributes.email });
    } catch (error) {
      // What the visitor wrote stays in the form, whatever went wrong.
      setRefusal(appealRefusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: keyof BlockAppealFields) => {
    const failure = refusal.fields[field];
    return failure ? t(failure.key, failure.params) : undefined;
  };

  if (sent) {
    return (
      <section className={styles.page} data-testid="appeal-sent">
        <h1 className={styles.title}>{t('appeal.sentTitle', { id: sent.id })}</h1>
        <p className={styles.lead}>{t('appeal.sentText', { email: sent.email })}</p>
        <Link to={`/${lang}/`} className={styles.home}>
          {t('error.home')}
        </Link>
      </section>
    );
  }

  const messageError = fieldError('message');
  const length = values.message.trim().length;
  return (
    <section className={styles.page} aria-labelledby="appeal-title">
      <h1 id="appeal-title" className={styles.title}>
        {t('appeal.title')}
      </h1>
      <p className={styles.lead}>{t('appeal.lead')}</p>
      <form className={styles.form} noValidate onSubmit={submit} data-testid="appeal-form">
        <Input
          name="email"
          type="email"
          autoComplete="email"
          label={t('appeal.email')}
          value={values.email}
          onChange={(e) => change('email')(e.target.value)}
          error={fieldError('email')}
        />
        <Input
          name="account"
          label={t('appeal.account')}
          hint={t('appeal.accountHint')}
          value={values.account}
          maxLength={BlockAppealLimits.accountMax}
          onChange={(e) => change('account')(e.target.value)}
          error={fieldError('account')}
        />
        <div className={styles.field}>
          <label htmlFor={messageId} className={styles.label}>
            {t('appeal.message')}
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={6}
            className={styles.textarea}
            value={values.message}
            onChange={(e) => change('message')(e.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${messageId}-note`}
          />
          <p id={`${messageId}-note`} className={messageError ? styles.error : styles.hint}>
            <span>
              {messageError ??
                t('appeal.messageHint', { min: BlockAppealLimits.messageMin, max: BlockAppealLimits.messageMax })}
            </span>
            <span className={styles.counter} dir="ltr">
              {length} / {BlockAppealLimits.messageMax}
            </span>
          </p>
        </div>
        {refusal.general && (
          <p role="alert" className={styles.alert}>
            {t(refusal.general)}
          </p>
        )}
        <Button type="submit" fullWidth isLoading={isBusy}>
          {t('appeal.submit')}
        </Button>
      </form>
      <Link to={`/${lang}/block`} className={styles.back}>
        {t('appeal.back')}
      </Link>
    </section>
  );
}
