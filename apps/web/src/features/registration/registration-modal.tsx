import { Modal, type ModalComponentProps } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { RegistrationView } from './registration-view';

/** Registration as a popup. */
export function RegistrationModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('registration.title')} onClose={() => close()} closeTitle={t('common.close')} size="md">
      <RegistrationView variant="popup" onDone={() => close(true)} />
    </Modal>
  );
}
