import { useState } from 'react';
import { Button, Modal, type ModalComponentProps, Switch } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { consentLevel } from './consent-api';
import styles from './cookie-banner.module.css';

/** Lets the visitor pick functional and marketing cookies; closes with the resulting level. */
export function CookieSettingsModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const [functional, setFunctional] = useState(true);
  const [marketing, setMarketing] = useState(false);
  return (
    <Modal
      title={t('cookies.settingsTitle')}
      onClose={() => close()}
      closeTitle={t('common.close')}
      footer={
        <Button onClick={() => close(consentLevel(functional, marketing))} data-testid="cookie-save">
          {t('cookies.save')}
        </Button>
      }
    >
      <div className={styles.options}>
        <Switch label={t('cookies.necessaryOnly')} checked disabled onChange={() => undefined} />
        <Switch label={t('cookies.functional')} checked={functional} onChange={setFunctional} />
        <Switch label={t('cookies.marketing')} checked={marketing} onChange={setMarketing} />
        <p className={styles.hint}>{t('cookies.hint')}</p>
      </div>
    </Modal>
  );
}
