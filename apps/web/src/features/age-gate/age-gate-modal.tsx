import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal, type ModalComponentProps } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { type AgeGateArgs, confirmAge } from './age-answer';
import styles from './age-gate.module.css';

/**
 * "Are you 18 or older?" with the brand's age mark. Yes is remembered; No says the site is for adults
 * and where to find help. Closing without an answer asks again on the next visit.
 */
export function AgeGateModal({ args, close }: ModalComponentProps<AgeGateArgs>) {
  const { t } = useTranslation();
  const site = useSite();
  const lang = useLang();
  const [isDenied, setDenied] = useState(false);
  const { age } = args;
  const values = { age, brand: site.brandName };
  const yes = () => {
    confirmAge(age);
    close(true);
  };
  return (
    <Modal
      title={t(isDenied ? 'site.age.deniedTitle' : 'site.age.title', values)}
      onClose={() => close(false)}
      closeTitle={t('common.close')}
      size="sm"
      footer={
        isDenied ? undefined : (
          <div className={styles.actions}>
            <Button onClick={yes}>{t('site.age.yes', values)}</Button>
            <Button variant="secondary" onClick={() => setDenied(true)}>
              {t('site.age.no')}
            </Button>
          </div>
        )
      }
    >
      <div className={styles.body}>
        <span className={styles.mark} role="img" aria-label={t('site.age.icon', values)}>
          <span dir="ltr">{age}+</span>
        </span>
        {isDenied ? (
          <p role="status">
            {t('site.age.denied', values)}{' '}
            <Link to={`/${lang}/information/responsiblegaming`} onClick={() => close(false)}>
              {t('site.age.help')}
            </Link>
          </p>
        ) : (
          <p>{t('site.age.text', values)}</p>
        )}
      </div>
    </Modal>
  );
}
