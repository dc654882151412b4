import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { moneyKeys } from '../wallet';
import styles from './bets.module.css';
import { type BetItem, cancelAutoBet } from './bets-api';

/** An auto bet still waiting for its odds: what it waits for, and a way to call it off. */
export function AutoBetNote({ bet, format }: { bet: BetItem; format: OddsFormat }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (bet.status !== 'bid' || bet.auto_odds === undefined) return null;
  const cancel = async () => {
    setBusy(true);
    const done = await cancelAutoBet(bet.id);
    setBusy(false);
    notify({
      type: done ? 'success' : 'warning',
      text: t(done ? 'money.bets.autoCancelled' : 'money.bets.autoCancelFailed'),
    });
    void client.invalidateQueries({ queryKey: moneyKeys.bets });
    void client.invalidateQueries({ queryKey: moneyKeys.balance });
  };
  return (
    <div className={styles.line}>
      <span className={styles.autoMark}>
        {t('money.bets.autoWaiting', { odds: formatOdds(bet.auto_odds, format) })}
      </span>
      <Button size="s" variant="secondary" isLoading={busy} onClick={cancel}>
        {t('money.bets.autoCancel')}
      </Button>
    </div>
  );
}
