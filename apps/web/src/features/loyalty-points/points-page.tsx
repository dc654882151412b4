import type { Minor } from '@fairline/shared/money/minor';
import type { PointsShopItem } from '@fairline/shared/wire/loyalty-points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { currencySymbol, formatMinorMoney, moneyKeys } from '../wallet';
import styles from './points.module.css';
import { fetchPointsShop, pointsKeys, redeemPoints } from './points-api';
import { redemptionFailureText } from './points-failure';
import { PointsFreeBetTerms } from './points-free-bet-terms';
import { PointsHistory } from './points-history';

const amountOf = (item: PointsShopItem, lang: string) =>
  formatMinorMoney(item.bonusAmount as Minor, item.currencyId, currencySymbol(item.currencyId, item.currencyIso), lang);

/** The office's Points page: the balance and how points are earned, the shop, the history (ADR 0060). */
export function PointsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const shop = useQuery({ queryKey: pointsKeys.shop(lang), queryFn: () => fetchPointsShop(lang) });
  const [done, setDone] = useState<PointsShopItem | null>(null);
  const redeem = useMutation({
    mutationFn: (item: PointsShopItem) => redeemPoints(item.code, crypto.randomUUID()),
    onMutate: () => setDone(null),
    onSuccess: (_answer, item) => setDone(item),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pointsKeys.all });
      // The free bets' lists (the bonuses feature's freeBetKeys.all): a free-bet item adds one (ADR 0071).
      void client.invalidateQueries({ queryKey: ['free-bets'] });
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
    },
  });
  const data = shop.data;
  const rate = data?.rates.find((r) => r.product === 'sport')?.pointsPerUsd ?? 0;
  const casinoRate = data?.rates.find((r) => r.product === 'casino')?.pointsPerUsd ?? 0;

  return (
    <section className={styles.page} aria-labelledby="points-title" data-testid="points-page">
      <h1 id="points-title" className={styles.title}>
        {t('office.menu.points')}
      </h1>
      {!data ? (
        shop.isError ? (
          <p className={styles.failure} role="alert">
            {t('points.failed')}
          </p>
        ) : (
          <Skeleton rows={4} rowHeight={56} />
        )
      ) : (
        <>
          <div className={styles.balance}>
            <span className={styles.meta}>{t('points.balance')}</span>
            <span className={styles.balanceValue} data-testid="points-balance" dir="ltr">
              {data.balance}
            </span>
            {rate > 0 && <p className={styles.meta}>{t('points.rate', { points: rate })}</p>}
            {casinoRate > 0 && <p className={styles.meta}>{t('points.rateCasino', { points: casinoRate })}</p>}
          </div>
          <section aria-labelledby="points-shop" className={styles.group}>
            <h2 id="points-shop" className={styles.heading}>
              {t('points.shop')}
            </h2>
            {done && (
              <p className={styles.done} role="status" data-testid="points-redeemed">
                {t(done.freeBet ? 'points.redeemedFreeBet' : 'points.redeemed', { amount: amountOf(done, lang) })}{' '}
                <Link to={`/${lang}/office/bonuses`}>{t('points.toBonuses')}</Link>
              </p>
            )}
            {redeem.isError && (
              <p className={styles.failure} role="alert">
                {redemptionFailureText(redeem.error, t)}
              </p>
            )}
            {data.items.length === 0 ? (
              <p className={styles.note}>{t('points.shopEmpty')}</p>
            ) : (
              <div className={styles.items}>
                {data.items.map((item) => (
                  <article key={item.code} className={styles.item} data-testid="points-item">
                    <h3 className={styles.itemName}>{item.name}</h3>
                    <span>
                      {t(item.freeBet ? 'points.freeBetItem' : 'points.item', { amount: amountOf(item, lang) })}
                    </span>
                    <span className={styles.cost}>{t('points.cost', { points: item.points })}</span>
                    {item.freeBet ? (
                      <PointsFreeBetTerms rules={item.freeBet} days={item.validDays} />
                    ) : (
                      <p className={styles.meta}>
                        {t('points.terms', {
                          multiplier: item.wagerMultiplier,
                          odds: item.minOddsSingle.toFixed(2),
                          days: item.validDays,
                        })}
                      </p>
                    )}
                    <Button
                      type="button"
                      disabled={!item.isAffordable}
                      isLoading={redeem.isPending && redeem.variables?.code === item.code}
                      onClick={() => redeem.mutate(item)}
                    >
                      {item.isAffordable ? t('points.exchange') : t('points.notEnough')}
                    </Button>
                  </article>
                ))}
              </div>
            )}
          </section>
        </>
      )}
      <PointsHistory />
    </section>
  );
}
