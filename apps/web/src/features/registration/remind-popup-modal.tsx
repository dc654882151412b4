import { useNavigate } from 'react-router';
import { Button, Modal, type ModalComponentProps, modalStore } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { REGISTRATION_MODAL } from '../auth';
import { useSite } from '../config';
import styles from './remind-popup.module.css';

/** "Not registered yet?": Register opens the registration the brand uses (popup or page). */
export function RemindPopupModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const lang = useLang();
  const navigate = useNavigate();
  const register = () => {
    close(true);
    if (site.settings.registration.isPopupEnabled) modalStore.getState().show(REGISTRATION_MODAL);
    else navigate(`/${lang}/registration`, { state: { from: window.location.pathname } });
  };
  return (
    <Modal
      title={t('site.remind.title')}
      onClose={() => close(false)}
      closeTitle={t('common.close')}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button onClick={register}>{t('site.remind.register')}</Button>
          <Button variant="ghost" onClick={() => close(false)}>
            {t('site.remind.later')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{t('site.remind.text')}</p>
    </Modal>
  );
}
