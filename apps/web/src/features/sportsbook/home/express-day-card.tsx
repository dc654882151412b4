import { formatOdds } from '@fairline/shared/odds/formats';
import type { FeedExpress } from '@fairline/shared/wire/feed';
import { Button, useNotify } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { selectionKey, selectionLabels, toSelection, useCouponStore } from '../../coupon';
import { outcomeName, useOddsFormat } from '../../markets';
import styles from './sportsbook-home.module.css';

/** An express of the day: its legs with prices, the total odds, and one button to put it all in the coupon. */
export function ExpressDayCard({ express, index }: { express: FeedExpress; index: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useOddsFormat();
  const notify = useNotify();
  const legs = express.G.flatMap((game) => {
    const outcome = game.E?.[0];
    return outcome ? [{ game, outcome }] : [];
  });
  const total = express.CF ?? legs.reduce((product, leg) => product * leg.outcome.C, 1);

  const addAll = () => {
    const store = useCouponStore.getState();
    for (const { game, outcome } of legs) {
      const selection = toSelection(game, outcome, false, selectionLabels(t, game, outcome, lang));
      if (store.has(selectionKey(selection))) continue;
      const result = store.add(selection);
      if (!result.ok) {
        notify({ type: 'warning', text: t(`coupon.refused.${result.reason}`) });
        return;
      }
    }
    store.setType('express');
  };

  if (legs.length === 0 || total <= 1) return null;
  return (
    <article className={styles.express}>
      <h3 className={styles.expressTitle}>{t('sb.home.expressN', { n: index + 1 })}</h3>
      <ol className={styles.expressLegs}>
        {legs.map(({ game, outcome }) => (
          <li key={`${game.I}|${outcome.T}|${outcome.P ?? ''}`}>
            <span className={styles.expressGame} dir="auto">
              {game.O1} – {game.O2}
            </span>
            <span className={styles.expressPick}>{outcomeName(t, outcome, game)}</span>
            <b dir="ltr">{formatOdds(outcome.C, format)}</b>
          </li>
        ))}
      </ol>
      <div className={styles.expressFoot}>
        <span>
          {t('coupon.totalOdds')} <b dir="ltr">{formatOdds(total, format)}</b>
        </span>
        <Button size="s" onClick={addAll}>
          {t('sb.home.addExpress')}
        </Button>
      </div>
    </article>
  );
}
