import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { cx, Icon } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './coupon-panel.module.css';
import { useCouponStore } from './coupon-store';
import { type Selection, selectionKey } from './coupon-types';
import rowStyles from './selection-row.module.css';

interface SelectionRowProps {
  selection: Selection;
  format: OddsFormat;
  /** Part of a same-game conflict: cannot be combined in an express or a system. */
  conflict: boolean;
  /** A multi-bet: the leg can be marked a banker. */
  bankerToggle?: boolean;
}

/** One coupon leg: game, market and pick, its price (old → new when it moved) and a remove button. */
export function SelectionRow({ selection, format, conflict, bankerToggle = false }: SelectionRowProps) {
  const { t } = useTranslation();
  const remove = useCouponStore((s) => s.remove);
  const toggleBanker = useCouponStore((s) => s.toggleBanker);
  const { labels, coef, newCoef, blocked } = selection;
  const moved = newCoef !== undefined ? (newCoef > coef ? 'up' : 'down') : null;
  return (
    <li className={cx(styles.leg, conflict && styles.conflict, blocked && styles.legBlocked)}>
      <div className={styles.legHead}>
        <span className={styles.legGame}>
          {selection.kind === 1 && <span className={styles.liveTag}>{t('sb.live.badge')}</span>}
          {labels.game}
        </span>
        <button
          type="button"
          className={styles.remove}
          onClick={() => remove(selectionKey(selection))}
          aria-label={t('coupon.remove', { name: labels.outcome })}
        >
          <Icon name="close" size={14} />
        </button>
      </div>
      <div className={styles.legPick}>
        <span className={styles.legOutcome}>
          <span className={styles.legMarket}>{labels.market}</span>
          {labels.outcome}
        </span>
        <span className={styles.legOdds} dir="ltr">
          {blocked ? (
            <span className={styles.suspended}>{t('sb.odds.suspended')}</span>
          ) : moved ? (
            <>
              <s className={styles.oldOdds}>
                <span className="visually-hidden">{`${t('coupon.oldOdds')} `}</span>
                {formatOdds(coef, format)}
              </s>
              <span className={cx(styles.newOdds, styles[moved])}>
                {moved === 'up' ? '▲' : '▼'} {formatOdds(newCoef ?? coef, format)}
              </span>
            </>
          ) : (
            <b>{formatOdds(coef, format)}</b>
          )}
        </span>
      </div>
      {bankerToggle && (
        <button
          type="button"
          className={cx(rowStyles.banker, selection.banker && rowStyles.bankerOn)}
          aria-pressed={selection.banker === true}
          onClick={() => toggleBanker(selectionKey(selection))}
        >
          {t('coupon.banker')}
        </button>
      )}
      {conflict && <p className={styles.legWarning}>{t('coupon.sameGame')}</p>}
    </li>
  );
}
