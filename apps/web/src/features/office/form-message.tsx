import { type FormFailure, generalText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import styles from './office.module.css';

/** The general message of a failed office form, if the field messages do not already say it. */
export function FormMessage({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation();
  const text = generalText(t, failure);
  if (!text) return null;
  return (
    <p role="alert" className={failure?.isLocked ? styles.locked : styles.error}>
      {text}
    </p>
  );
}
