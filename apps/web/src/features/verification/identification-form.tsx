import type { DocumentType } from '@fairline/shared/wire/verification';
import { type FormEvent, useRef, useState } from 'react';
import { Button, Input, Select } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './verification.module.css';
import { type IdentificationState, sendIdentification, sendSelfie } from './verification-api';
import { verificationFailureText } from './verification-errors';

interface IdentificationFormProps {
  state: IdentificationState;
  types: DocumentType[];
  onSaved(next: IdentificationState): void;
  onChanged(): void;
}

const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** The identity data as printed on the document, the document's files, and (where required) a selfie for the face check. */
export function IdentificationForm({ state, types, onSaved, onChanged }: IdentificationFormProps) {
  const { t } = useTranslation();
  const fields = state.fields ?? {};
  const [type, setType] = useState<DocumentType>(types[0] ?? 'passport');
  const [busy, setBusy] = useState<'data' | 'selfie' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const files = useRef<HTMLInputElement>(null);
  const selfie = useRef<HTMLInputElement>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = [...(files.current?.files ?? [])];
    setBusy('data');
    setMessage(null);
    try {
      const next = await sendIdentification(
        {
          first_name: String(data.get('first_name') ?? ''),
          last_name: String(data.get('last_name') ?? ''),
          birth_date: String(data.get('birth_date') ?? ''),
          document_number: String(data.get('document_number') ?? ''),
        },
        type,
        chosen,
      );
      if (files.current) files.current.value = '';
      setMessage({ ok: true, text: t('kyc.saved') });
      onSaved(next);
    } catch (error) {
      setMessage({ ok: false, text: verificationFailureText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  const checkFace = async () => {
    const file = selfie.current?.files?.[0];
    if (!file) return;
    setBusy('selfie');
    setMessage(null);
    try {
      const { match } = await sendSelfie(file);
      setMessage({ ok: match, text: t(match ? 'kyc.face.match' : 'kyc.error.face_mismatch') });
      if (selfie.current) selfie.current.value = '';
      onChanged();
    } catch (error) {
      setMessage({ ok: false, text: verificationFailureText(error, t) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.card}>
      <form className={styles.form} onSubmit={save} aria-label={t('kyc.form.title')}>
        <h2 className={styles.subtitle}>{t('kyc.form.title')}</h2>
        <p className={styles.meta}>{t('kyc.form.hint')}</p>
        <Input
          name="first_name"
          label={t('kyc.field.first_name')}
          defaultValue={fields.first_name}
          required
          maxLength={100}
          autoComplete="given-name"
        />
        <Input
          name="last_name"
          label={t('kyc.field.last_name')}
          defaultValue={fields.last_name}
          required
          maxLength={100}
          autoComplete="family-name"
        />
        <Input
          name="birth_date"
          type="date"
          label={t('kyc.field.birth_date')}
          defaultValue={fields.birth_date}
          required
          dir="ltr"
        />
        <Input
          name="document_number"
          label={t('kyc.field.document_number')}
          defaultValue={fields.document_number}
          required
          maxLength={30}
          dir="ltr"
        />
        <Select label={t('kyc.field.doc_type')} value={type} onChange={(e) => setType(e.target.value as DocumentType)}>
          {types.map((option) => (
            <option key={option} value={option}>
              {t(`kyc.type.${option}`)}
            </option>
          ))}
        </Select>
        <label className={styles.file}>
          <span>{t('kyc.field.files')}</span>
          <input ref={files} type="file" accept={ACCEPT} multiple />
          <span className={styles.meta}>
            {t('kyc.field.filesHint', { mb: Math.round(state.max_file_bytes / 1048576) })}
          </span>
        </label>
        <Button type="submit" variant="secondary" isLoading={busy === 'data'}>
          {t('kyc.save')}
        </Button>
      </form>
      {state.face_check && (
        <div className={styles.form}>
          <label className={styles.file}>
            <span>{t('kyc.face.label')}</span>
            <input ref={selfie} type="file" accept="image/jpeg,image/png" capture="user" />
          </label>
          <Button variant="secondary" isLoading={busy === 'selfie'} onClick={checkFace}>
            {t('kyc.face.check')}
          </Button>
        </div>
      )}
      {message && (
        <p className={message.ok ? styles.success : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
