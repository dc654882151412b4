import { useState } from 'react';
import { TabPanel, Tabs } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { OpenBets, useOpenBets } from '../bet-history';
import { useOddsFormat } from '../markets';
import styles from './bet-slip.module.css';
import { CouponPanel } from './coupon-panel';
import { useCouponStore } from './coupon-store';

export type BetSlipTab = 'slip' | 'bets';

interface BetSlipProps {
  /** The tab shown first (the quick slip's "Go to My bets" opens the slip on My bets). */
  initialTab?: BetSlipTab;
}

/**
 * The slip as bet365 and Stake have it: "Bet slip" with the selections and "My bets" with the open
 * bets and their cash-out, side by side; the receipt's "Go to My bets" switches to the second.
 */
export function BetSlip({ initialTab = 'slip' }: BetSlipProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useOddsFormat();
  const [tab, setTab] = useState<BetSlipTab>(initialTab);
  const count = useCouponStore((s) => s.selections.length);
  const { bets } = useOpenBets();
  const badge = (n: number) => (n > 0 ? <span className={styles.badge}>{n}</span> : null);
  return (
    <div className={styles.slip}>
      <Tabs
        id="bet-slip"
        items={[
          {
            id: 'slip',
            label: (
              <span className={styles.tab}>
                {t('coupon.title')}
                {badge(count)}
              </span>
            ),
          },
          {
            id: 'bets',
            label: (
              <span className={styles.tab}>
                {t('coupon.myBets')}
                {badge(bets.length)}
              </span>
            ),
          },
        ]}
        value={tab}
        onChange={(id) => setTab(id as BetSlipTab)}
        aria-label={t('coupon.slipTabs')}
        className={styles.tabs}
      />
      <TabPanel tabsId="bet-slip" item={tab} className={styles.panel}>
        {tab === 'slip' ? (
          <CouponPanel bare onShowBets={() => setTab('bets')} />
        ) : (
          <OpenBets lang={lang} format={format} withHistoryLink />
        )}
      </TabPanel>
    </div>
  );
}
