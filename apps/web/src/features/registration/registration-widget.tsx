import { useTranslation } from '../../lib/i18n';
import styles from './registration.module.css';
import { RegistrationView } from './registration-view';

/** Registration embedded in another page (e.g. a promo page); `onDone` runs once the player is in. */
export function RegistrationWidget({ onDone = () => undefined }: { onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.widget} aria-label={t('registration.title')}>
      <RegistrationView variant="widget" onDone={onDone} />
    </aside>
  );
}
