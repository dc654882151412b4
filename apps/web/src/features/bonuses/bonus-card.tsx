import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyIn, timeLeft } from './bonus-format';
import styles from './bonuses.module.css';
import { bonusKeys, refuseBonus } from './bonuses-api';
import { FreeSpinsLine } from './free-spins-line';

/**
 * An active bonus: what is left of it, the wagering progress (wagered of required, the bar), the time
 * left and the rules; refusing asks first, saying what the player loses.
 */
export function BonusCard({ bonus, now }: { bonus: BonusRecord; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refuse = useMutation({
    mutationFn: () => refuseBonus(bonus.id, lang),
    onSettled: () => client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
  const money = (amount: number) => moneyIn(amount, bonus.currencyId, lang);
  const titleId = `bonus-${bonus.id}`;
  const { rules } = bonus;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="bonus-card">
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.name}>
          {bonus.name}
        </h3>
        <span className={styles.money}>{money(bonus.money)}</span>
      </div>
      <div className={styles.progressHead}>
        <span>
          {t('bonuses.wagered', { wagered: money(bonus.currentValue), required: money(bonus.requiredValue) })}
        </span>
        <span>{t('bonuses.percent', { percent: bonus.progressPercent })}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('bonuses.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progressPercent}
      >
        <div className={styles.fill} style={{ inlineSize: `${bonus.width}%` }} />
      </div>
      <FreeSpinsLine bonus={bonus} />
      <p className={styles.meta}>{timeLeft(bonus.expirationDate, now, t)}</p>
      <ul className={styles.rules}>
        <li>{t('bonuses.rule.multiplier', { multiplier: rules.multiplier })}</li>
        <li>
          {t('bonuses.rule.odds', { single: rules.minOddsSingle.toFixed(2), express: rules.minOddsExpress.toFixed(2) })}
        </li>
        {rules.maxBet !== null && <li>{t('bonuses.rule.maxBet', { amount: money(rules.maxBet) })}</li>}
        <li>{t('bonuses.rule.weights', { sport: rules.sportWeight, casino: rules.casinoWeight })}</li>
      </ul>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby={`${titleId}-warning`}>
          <p id={`${titleId}-warning`} className={styles.warning}>
            {t('bonuses.refuse.warning', { amount: money(bonus.money), wagered: money(bonus.currentValue) })}
          </p>
          <div className={styles.actions}>
            <Button type="button" variant="danger" isLoading={refuse.isPending} onClick={() => refuse.mutate()}>
              {t('bonuses.refuse.confirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('bonuses.refuse.keep')}
            </Button>
          </div>
          {refuse.isError && (
            <p className={styles.failure} role="alert">
              {t('bonuses.refuse.failed')}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.actions}>
          <Button type="button" size="s" variant="secondary" onClick={() => setConfirming(true)}>
            {t('bonuses.refuse.start')}
          </Button>
        </div>
      )}
    </article>
  );
}
