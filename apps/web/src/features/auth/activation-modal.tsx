import { useEffect, useState } from 'react';
import { Button, Modal, type ModalComponentProps, modalStore, Spinner } from '../../components/ui';
import { failureText, formFailureOf } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import styles from './auth.module.css';
import { activateEmail } from './auth-api';
import { LOGIN_MODAL } from './login-modal';
import { ACTIVATE_EMAIL_MODAL } from './modal-names';
import { useAccountSession } from './session-store';

export { ACTIVATE_EMAIL_MODAL };

export interface ActivationArgs {
  code: string;
  userId?: number;
}

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Opened from the e-mail link (`?modal=activate-email&user_id=…&code=…`): confirms the address. */
export function ActivationModal({ args, close }: ModalComponentProps<ActivationArgs>) {
  const { t } = useTranslation();
  const isGuest = useAccountSession((s) => s.status !== 'user');
  const [state, setState] = useState<State>({ kind: 'pending' });
  useEffect(() => {
    activateEmail(args.code, args.userId).then(
      () => {
        setState({ kind: 'done' });
        void useAccountSession.getState().refresh();
      },
      (error: unknown) => setState({ kind: 'failed', message: failureText(t, formFailureOf(error)) }),
    );
  }, [args.code, args.userId, t]);

  const logIn = () => {
    close();
    modalStore.getState().show(LOGIN_MODAL, { tab: 'email' });
  };
  return (
    <Modal title={t('auth.activation.title')} onClose={() => close()} closeTitle={t('common.close')} size="sm">
      {state.kind === 'pending' && <Spinner />}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      {state.kind === 'done' && (
        <div className={styles.form}>
          <p role="status" className={styles.success}>
            {t('auth.activation.done')}
          </p>
          {isGuest && (
            <Button fullWidth onClick={logIn}>
              {t('auth.header.login')}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
