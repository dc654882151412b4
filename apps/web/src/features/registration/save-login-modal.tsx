import { Modal, type ModalComponentProps, registerModal } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { SaveLoginStep } from './save-login-step';

/** The credentials screen after one-click registration, shown over whatever page the player lands on. */
export const SAVE_LOGIN_MODAL = 'registration-save-login';

export interface SaveLoginArgs {
  userId: number;
  password: string;
}

/**
 * A modal rather than a step inside the form: the player is logged in while it is open (the header
 * shows the account), and logging in takes a guest-only registration page away; the password must
 * stay on screen through that.
 */
export function SaveLoginModal({ args, close }: ModalComponentProps<SaveLoginArgs>) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Modal title={t('registration.title')} onClose={() => close()} closeTitle={t('common.close')} size="md">
      <SaveLoginStep userId={args.userId} password={args.password} brandName={site.brandName} onDone={() => close()} />
    </Modal>
  );
}

registerModal(SAVE_LOGIN_MODAL, SaveLoginModal);
