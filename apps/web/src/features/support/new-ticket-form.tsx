import { SUPPORT_TOPICS, SupportLimits, type SupportTopic, type TicketAnswer } from '@fairline/shared/wire/support';
import { type FormEvent, useId, useState } from 'react';
import { Button, Input, Select } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './support.module.css';
import { createTicket } from './support-api';
import { supportFailureText } from './support-errors';

/** The contact form: a topic, a subject and the question; opens a ticket. */
export function NewTicketForm({ onCreated }: { onCreated: (ticket: TicketAnswer) => void }) {
  const { t } = useTranslation();
  const textId = useId();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const subjectOk = subject.trim().length >= SupportLimits.subjectMin;
  const textOk = text.trim().length > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!topic || !subjectOk || !textOk) return;
    setBusy(true);
    setFailure(null);
    try {
      onCreated(await createTicket({ topic, subject: subject.trim(), text: text.trim() }));
      setTopic('');
      setSubject('');
      setText('');
      setTried(false);
    } catch (error) {
      setFailure(supportFailureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('support.new.title')} noValidate>
      <h2 className={styles.subtitle}>{t('support.new.title')}</h2>
      <p className={styles.meta}>{t('support.new.intro')}</p>
      <Select
        label={t('support.field.topic')}
        value={topic}
        onChange={(e) => setTopic(e.target.value as SupportTopic)}
        error={tried && !topic ? t('support.field.topicRequired') : undefined}
      >
        <option value="">{t('support.field.topicChoose')}</option>
        {SUPPORT_TOPICS.map((value) => (
          <option key={value} value={value}>
            {t(`support.topic.${value}`)}
          </option>
        ))}
      </Select>
      <Input
        label={t('support.field.subject')}
        value={subject}
        maxLength={SupportLimits.subjectMax}
        onChange={(e) => setSubject(e.target.value)}
        error={tried && !subjectOk ? t('support.field.subjectShort', { min: SupportLimits.subjectMin }) : undefined}
      />
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('support.field.text')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          rows={5}
          value={text}
          maxLength={SupportLimits.textMax}
          aria-invalid={tried && !textOk ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {tried && !textOk && <span className={styles.fieldError}>{t('support.field.textRequired')}</span>}
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={busy}>
          {t('support.new.send')}
        </Button>
      </div>
    </form>
  );
}
