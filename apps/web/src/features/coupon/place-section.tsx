import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { Link } from 'react-router';
import { Button, Spinner } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useCouponStore } from './coupon-store';
import { isKnownRefusal, refusalKey } from './place-bet-api';
import styles from './place-section.module.css';
import type { OddsChange, PlaceState } from './use-place-bet';

interface PlaceSectionProps {
  state: PlaceState;
  /** Why the coupon cannot be placed now (a `coupon.blocker.*` key), or null. */
  blocker: string | null;
  format: OddsFormat;
  lang: string;
  onPlace: () => void;
  onAcceptAndPlace: (changes: readonly OddsChange[]) => void;
}

/** The "Place bet" button and what placing says back: waiting, changed odds, refusals. */
export function PlaceSection({ state, blocker, format, lang, onPlace, onAcceptAndPlace }: PlaceSectionProps) {
  const { t } = useTranslation();
  const busy = state.status === 'placing';
  return (
    <div className={styles.section}>
      {state.status === 'placing' && state.live && (
        <p className={styles.waiting} role="status">
          <Spinner size="s" />
          {t('money.place.liveWait')}
        </p>
      )}
      {state.status === 'refused' && state.accepted !== undefined && (
        <p className={styles.info} role="status">
          {t('money.place.partly', { count: state.accepted })}
        </p>
      )}
      {state.status === 'refused' && state.changes.length > 0 && (
        <OddsChangedNotice changes={state.changes} format={format} onAccept={() => onAcceptAndPlace(state.changes)} />
      )}
      {state.status === 'refused' && state.changes.length === 0 && (
        <div className={styles.error} role="alert">
          <p>{t(refusalKey(state.code))}</p>
          {/* Player protection names its reason (which limit, until when) in the detail. */}
          {(!isKnownRefusal(state.code) || state.code === CouponErrorCode.bettingBlocked) && state.message && (
            <p className={styles.detail}>{state.message}</p>
          )}
          {state.code === CouponErrorCode.insufficientFunds && (
            <Link to={`/${lang}/office/payments`} className={styles.link}>
              {t('money.balance.deposit')}
            </Link>
          )}
        </div>
      )}
      {state.status === 'unanswered' && (
        <div className={styles.error} role="alert">
          <p>{t('money.place.unanswered')}</p>
          <Button size="s" variant="secondary" onClick={onPlace}>
            {t('money.place.retry')}
          </Button>
        </div>
      )}
      <Button fullWidth size="l" disabled={blocker !== null} isLoading={busy} onClick={onPlace}>
        {t('coupon.place')}
      </Button>
      <p className={styles.hint}>{blocker && t(`coupon.blocker.${blocker}`)}</p>
    </div>
  );
}

function OddsChangedNotice({
  changes,
  format,
  onAccept,
}: {
  changes: readonly OddsChange[];
  format: OddsFormat;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  const selections = useCouponStore((s) => s.selections);
  const nameOf = (c: OddsChange) =>
    selections.find((s) => s.gameId === c.gameId && s.type === c.type && s.param === c.param)?.labels.outcome ?? '';
  return (
    <div className={styles.changed} role="alert">
      <p>{t('money.place.oddsChanged')}</p>
      <ul className={styles.changes}>
        {changes.map((c) => (
          <li key={`${c.gameId}|${c.type}|${c.param}`}>
            <span>{nameOf(c)}</span>
            <span dir="ltr" className={styles.prices}>
              <s>{formatOdds(c.from, format)}</s>
              {' → '}
              <b className={c.to > c.from ? styles.up : styles.down}>
                {c.to > c.from ? '▲' : '▼'} {formatOdds(c.to, format)}
              </b>
            </span>
          </li>
        ))}
      </ul>
      <Button size="s" onClick={onAccept}>
        {t('money.place.acceptAndPlace')}
      </Button>
    </div>
  );
}
