import { useId } from 'react';
import { Button, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './friend.module.css';

/** A read-only value (link, tag, embed code) with a button that copies it. */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ type: 'success', text: t('friend.copied') });
    } catch {
      notify({ type: 'error', text: t('friend.copyFailed') });
    }
  };
  return (
    <div className={styles.copy}>
      <div className={styles.copyLabel}>
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea id={id} className={styles.copyInput} readOnly rows={3} value={value} dir="ltr" />
        ) : (
          <input id={id} className={styles.copyInput} readOnly value={value} dir="ltr" />
        )}
      </div>
      <Button variant="secondary" onClick={() => void copy()} aria-label={`${t('friend.copy')}: ${label}`}>
        {t('friend.copy')}
      </Button>
    </div>
  );
}
