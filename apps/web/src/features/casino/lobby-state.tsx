import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './casino.module.css';

/** The lobby's empty, switched-off and failed states, each saying what to do next. */
export function LobbyState({
  kind,
  onRetry,
}: {
  kind: 'empty' | 'off' | 'failed' | 'noFavorites' | 'noRecent';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role={kind === 'failed' ? 'alert' : 'status'} data-testid={`casino-state-${kind}`}>
      <p>{t(`casino.state.${kind}`)}</p>
      {onRetry && (
        <Button variant="secondary" size="s" onClick={onRetry}>
          {t('casino.retry')}
        </Button>
      )}
    </div>
  );
}
