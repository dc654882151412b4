import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Button, Modal, useNotify } from '../../components/ui';
import { formFailureOf } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import { formatDecimalMoney } from '../wallet';
import styles from './rg.module.css';
import { fetchRealityCheck, rgKeys, saveRealityCheck } from './rg-api';

/** How often a page asks whether a reminder fell due (the server keeps the state; every tab agrees). */
const POLL_MS = 30_000;

/**
 * The reality check over any page of a logged-in player: session time, stakes and net result, with
 * "continue" (play goes on) and "log out". The server decides when it is due and refuses play until
 * it is answered, so a reload or another tab shows the same reminder.
 */
export function RealityCheckReminder() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: rgKeys.reality, queryFn: fetchRealityCheck, refetchInterval: POLL_MS });
  const answer = useMutation({
    mutationFn: () => saveRealityCheck({ acknowledge: true }),
    onSuccess: (value) => client.setQueryData(rgKeys.reality, value),
  });
  const notify = useNotify();
  // A session past its time limit is ended by the server on this very poll: say why, and log out here.
  const endedBySessionLimit = query.error !== null && formFailureOf(query.error).errorCode === 'rg_session_limit';
  useEffect(() => {
    if (!endedBySessionLimit) return;
    notify({ type: 'warning', text: t('rg.refusal.rg_session_limit'), durationMs: 0 });
    void useAccountSession.getState().logout();
  }, [endedBySessionLimit, notify, t]);
  const check = query.data;
  if (!check?.due) return null;
  const money = (amount: number) => formatDecimalMoney(amount, check.currencyId, check.currency, i18n.language);
  const logOut = () => void useAccountSession.getState().logout();

  // Over the whole page, outside the header that mounts it.
  return createPortal(
    <div className={styles.layer}>
      <Modal
        title={t('rg.reality.reminder')}
        onClose={() => answer.mutate()}
        closeTitle={t('rg.reality.continue')}
        footer={
          <div className={styles.actions}>
            <Button type="button" isLoading={answer.isPending} onClick={() => answer.mutate()}>
              {t('rg.reality.continue')}
            </Button>
            <Button type="button" variant="secondary" onClick={logOut}>
              {t('rg.reality.logout')}
            </Button>
          </div>
        }
      >
        <dl className={styles.figures}>
          <dt>{t('rg.reality.sessionTime')}</dt>
          <dd>{t('rg.reality.minutes', { minutes: check.session_minutes })}</dd>
          <dt>{t('rg.reality.stakes')}</dt>
          <dd>{money(check.stakes)}</dd>
          <dt>{t('rg.reality.net')}</dt>
          <dd>{money(check.net)}</dd>
        </dl>
      </Modal>
    </div>,
    document.body,
  );
}
