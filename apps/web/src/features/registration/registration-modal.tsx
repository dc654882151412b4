import { Modal, type ModalComponentProps } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { REGISTRATION_MODAL } from '../auth/modal-names';
import { RegistrationView } from './registration-view';

export { REGISTRATION_MODAL };

/** Registration as a popup. */
export function RegistrationModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('registration.title')} onClose={() => close()} closeTitle={t('common.close')} size="md">
      <RegistrationView variant="popup" onDone={() => close(true)} />
    </Modal>
  );
}
