import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { readAmount } from '@fairline/shared/money/amount';
import { minor } from '@fairline/shared/money/minor';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, Switch, type TabItem, Tabs } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { useOddsFormat } from '../markets';
import { currencyDigits, formatDecimalMoney, useBalance } from '../wallet';
import { AdvanceOffer } from './advance-offer';
import { BetReceiptView } from './bet-receipt';
import { BetSettings } from './bet-settings';
import { CouponExtras } from './coupon-extras';
import styles from './coupon-panel.module.css';
import { type BetRequest, toBetRequest } from './coupon-request';
import { type CouponQuote, quoteCoupon } from './coupon-return';
import {
  bankerIssue,
  conflictFlags,
  effectiveType,
  fitSystemSize,
  MULTI_MIN_EVENTS,
  systemSizes,
} from './coupon-rules';
import { useCouponSettings } from './coupon-settings-store';
import { CouponLoadForm, CouponSave, LoadedNotice } from './coupon-share';
import { useCouponStore } from './coupon-store';
import { CouponSummary } from './coupon-summary';
import { type AcceptOddsChange, type CouponType, selectionKey } from './coupon-types';
import { useFreeBetChoice } from './free-bet-store';
import { OneClickSettings } from './one-click-settings';
import { PlaceSection } from './place-section';
import { SelectionRow } from './selection-row';
import { StakeInput } from './stake-input';
import { stakeIssue, useStakeLimits } from './stake-limits';
import { usePlaceBet } from './use-place-bet';
import { useRelabelSelections } from './use-relabel-selections';
import { VipNotice } from './vip-notice';

// Shown only to a player with bonus money: its own chunk, loaded when needed (ADR 0063).
const BonusStakeHint = lazy(() => import('./bonus-stake-hint').then((m) => ({ default: m.BonusStakeHint })));
// Shown only to a signed-in player: the free bets as stakes, its own chunk (ADR 0071).
const FreeBetPicker = lazy(() => import('./free-bet-picker').then((m) => ({ default: m.FreeBetPicker })));

export interface CouponPanelProps {
  /** Replaces the built-in placing (MakeBetWeb) with the host's own handling of the request. */
  onPlace?: (request: BetRequest) => void;
  /** The currency to show for guests; a player sees their active account's currency. */
  currencyCode?: string;
  /** Inside the slip's tabs: no card of its own, the tab names it. */
  bare?: boolean;
  /** Shows the open bets (the slip's My bets tab); without it the receipt leads to the office's bets page. */
  onShowBets?: () => void;
  /** The phone's quick slip: selections, stake, return and Place only (the full slip is one tap away). */
  compact?: boolean;
}

// An anti-express is a switch under Express, not a fifth tab.
const TYPES: CouponType[] = ['single', 'express', 'system', 'multi'];
const ACCEPT_OPTIONS: AcceptOddsChange[] = [0, 1, 2];

/** A free bet risks none of the player's money and returns only the winnings (ADR 0071). */
const freeBetQuote = (quote: CouponQuote): CouponQuote => ({
  ...quote,
  totalStake: minor(0),
  potential: minor(Math.max(quote.potential - quote.totalStake, 0)),
});

/** The bet slip: selections with prices, coupon type, stake, potential return and the place button. */
export function CouponPanel({ onPlace, currencyCode, bare = false, onShowBets, compact = false }: CouponPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const full = !compact && !onPlace;
  const site = useSite();
  const format = useOddsFormat();
  const titleId = useId();
  useRelabelSelections();
  const { selections, type, systemSize, stake, autoOdds, setType, setSystemSize, clear, acceptChanges } =
    useCouponStore();
  const settings = useCouponSettings();
  const freeBet = useFreeBetChoice((s) => s.chosen);
  const { active: account, bonuses } = useBalance();
  const bonus = bonuses.find((b) => b.currencyId === account?.currencyId && !b.isPointsTypeBalance && b.money > 0);
  const guestCurrency = account ? undefined : currencyByCode(currencyCode ?? site.settings.application.defaultCurrency);
  const symbol = account?.symbol ?? guestCurrency?.symbol ?? currencyCode ?? '';
  const digits = account ? currencyDigits(account.currencyId) : (guestCurrency?.minorDigits ?? 2);
  const currencyId = account?.currencyId ?? guestCurrency?.id;
  const active = effectiveType(type, selections.length);
  const conflicts = useMemo(() => conflictFlags(selections), [selections]);
  const pending = selections.some((s) => s.newCoef !== undefined);
  const combined = active !== 'single';
  const sameGame = combined && conflicts.some(Boolean);
  const limits = useStakeLimits(
    selections.length > 0 && !sameGame ? toBetRequest(selections, active, stake, systemSize, 0) : null,
    currencyId,
    account?.id ?? null,
  );
  const antiOdds = active === 'anti' ? limits?.antiOdds : undefined;
  const placing = usePlaceBet({ lang, digits, antiOdds });
  // A lone single may be an auto bet, which pays at the odds it waits for.
  const loneSingle = active === 'single' && selections.length === 1 ? selections[0] : undefined;
  const severalSingles = active === 'single' && selections.length > 1;
  const autoTarget = Number(autoOdds);
  const priced = loneSingle && autoTarget > loneSingle.coef ? [{ ...loneSingle, coef: autoTarget }] : selections;
  const quote = quoteCoupon(priced, active, stake, systemSize, antiOdds);
  // The system of a multi-bet runs over the selections that are not bankers.
  const systemOver = active === 'multi' ? selections.filter((s) => !s.banker).length : selections.length;
  const multiIssue = active === 'multi' ? bankerIssue(selections) : null;
  const issue = stakeIssue(Number(stake), limits);
  const stakeAmount = stake === '' ? undefined : readAmount(stake, digits);
  const formatAmount = (amount: number) => formatDecimalMoney(amount, currencyId ?? 0, symbol, lang);
  // The first reason, in this order, that keeps the coupon from being placed (a `coupon.blocker.*` key).
  const blockers: [boolean, string | null][] = [
    [selections.some((s) => s.blocked), 'blocked'],
    [sameGame, 'conflict'],
    [multiIssue !== null, multiIssue],
    [pending, 'pending'],
    [active === 'anti' && !antiOdds, 'antiPricing'],
    [!quote, 'stake'],
    // A stake typed in another currency may have more decimals than this one: the one amount rule says no.
    [stakeAmount?.ok === false && stakeAmount.problem === 'tooPrecise', 'precision'],
    [issue === 'belowMin', 'belowMin'],
  ];
  const blocker = blockers.find(([applies]) => applies)?.[1] ?? null;

  const tabs: TabItem[] = TYPES.map((id) => ({
    id,
    label: t(`coupon.type.${id}`),
    disabled:
      (id === 'express' && selections.length < 2) ||
      (id === 'system' && selections.length < 3) ||
      (id === 'multi' && selections.length < MULTI_MIN_EVENTS),
  }));

  const place = () =>
    onPlace
      ? onPlace(
          toBetRequest(selections, active, stake, systemSize, settings.acceptOddsChange, {
            antiOdds,
            dropOnScoreChange: settings.dropOnScoreChange,
            lineToLive: settings.lineToLive,
          }),
        )
      : void placing.place();

  return (
    <section className={bare ? styles.bare : styles.panel} aria-labelledby={titleId}>
      <header className={bare ? styles.headerBare : styles.header}>
        <h2 id={titleId} className={bare ? 'visually-hidden' : styles.title}>
          {t('coupon.title')}
          <span className={styles.count}>{selections.length}</span>
        </h2>
        {selections.length > 0 && (
          <button type="button" className={styles.clear} onClick={clear}>
            {t('coupon.clear')}
          </button>
        )}
      </header>
      {placing.state.status === 'placed' && (
        <BetReceiptView
          receipts={placing.state.receipts}
          format={format}
          currencySymbol={symbol}
          digits={digits}
          locale={lang}
          onClose={placing.reset}
          onShowBets={() => {
            placing.reset();
            if (onShowBets) onShowBets();
            else void navigate(`/${lang}/office/bets`);
          }}
        />
      )}
      {placing.state.status === 'vip' && (
        <VipNotice request={placing.state.request} formatAmount={formatAmount} lang={lang} onClose={placing.reset} />
      )}
      {selections.length === 0 ? (
        placing.state.status !== 'placed' &&
        placing.state.status !== 'vip' && (
          <>
            <p className={styles.empty}>{t('coupon.empty')}</p>
            {full && <CouponLoadForm />}
            {full && <OneClickSettings currencySymbol={symbol} digits={digits} />}
          </>
        )
      ) : (
        <>
          <LoadedNotice />
          <Tabs
            id="coupon-type"
            items={tabs}
            value={active === 'anti' ? 'express' : active}
            onChange={(id) => setType(id as CouponType)}
            aria-label={t('coupon.typeLabel')}
            className={styles.tabs}
            panels={false}
          />
          {(active === 'system' || active === 'multi') && (
            <label className={styles.inline}>
              <span>{t('coupon.systemSize')}</span>
              <select
                value={fitSystemSize(systemSize, selections, active)}
                onChange={(e) => setSystemSize(Number(e.target.value))}
              >
                {systemSizes(systemOver).map((k) => (
                  <option key={k} value={k}>
                    {t('coupon.systemOf', { k, n: systemOver })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {active === 'multi' && <p className={styles.limits}>{t('coupon.multiHint')}</p>}
          {(active === 'express' || active === 'anti') && (
            <Switch
              checked={active === 'anti'}
              onChange={(on) => setType(on ? 'anti' : 'express')}
              label={t('coupon.antiExpress')}
            />
          )}
          {active === 'anti' && <p className={styles.limits}>{t('coupon.antiHint')}</p>}
          <ul className={styles.legs}>
            {selections.map((s, i) => (
              <SelectionRow
                key={selectionKey(s)}
                selection={s}
                format={format}
                conflict={combined && conflicts[i] === true}
                bankerToggle={active === 'multi'}
              />
            ))}
          </ul>
          {pending && (
            <div className={styles.changed} role="status">
              <span>{t('coupon.oddsChanged')}</span>
              <Button size="s" variant="secondary" onClick={acceptChanges}>
                {t('coupon.accept')}
              </Button>
            </div>
          )}
          <StakeInput
            currencySymbol={symbol}
            digits={digits}
            perBet={severalSingles}
            limits={limits}
            issue={issue}
            formatAmount={formatAmount}
            locked={freeBet !== null}
          />
          {full && account && (
            <Suspense fallback={null}>
              <FreeBetPicker
                selections={selections}
                type={active}
                currencyId={account.currencyId}
                digits={digits}
                lang={lang}
                currencySymbol={symbol}
                quote={quote}
                formatAmount={formatAmount}
              />
            </Suspense>
          )}
          <CouponSummary
            quote={freeBet && quote ? freeBetQuote(quote) : quote}
            format={format}
            currencySymbol={symbol}
            locale={lang}
          />
          {full && account && bonus && (
            <Suspense fallback={null}>
              <BonusStakeHint
                selections={selections}
                type={active}
                stake={stake}
                cash={account.money}
                bonusMoney={bonus.money}
                currencyId={account.currencyId}
                digits={digits}
                lang={lang}
                formatAmount={formatAmount}
              />
            </Suspense>
          )}
          {full && <CouponExtras autoFrom={loneSingle?.coef} />}
          {!compact && (
            <label className={styles.inline}>
              <span>{t('coupon.acceptLabel')}</span>
              <select
                value={settings.acceptOddsChange}
                onChange={(e) => settings.setAcceptOddsChange(Number(e.target.value) as AcceptOddsChange)}
              >
                {ACCEPT_OPTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t(`coupon.accept.${v}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!compact && <BetSettings selections={selections} />}
          {/* An advance bet is one coupon: not offered for several singles at once, nor where the brand has none. */}
          {full && account && blocker === null && !severalSingles && site.settings.coupon.isAdvanceBetEnabled && (
            <AdvanceOffer
              request={toBetRequest(selections, active, stake, systemSize, settings.acceptOddsChange)}
              total={Number(stake) || 0}
              balance={account.money}
              currency={{ id: account.currencyId, symbol }}
              locale={lang}
              busy={placing.state.status === 'placing'}
              onPlace={() => void placing.place({ advance: true })}
            />
          )}
          <PlaceSection
            state={placing.state}
            blocker={blocker}
            format={format}
            lang={lang}
            onPlace={place}
            onAcceptAndPlace={(changes) => void placing.acceptAndPlace(changes)}
          />
          {full && <CouponSave lang={lang} />}
          {full && <OneClickSettings currencySymbol={symbol} digits={digits} />}
        </>
      )}
    </section>
  );
}
