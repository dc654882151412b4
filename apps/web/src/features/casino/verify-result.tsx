import { handTotal } from '@fairline/shared/casino/blackjack';
import { RED_NUMBERS } from '@fairline/shared/casino/roulette';
import type { ReactNode } from 'react';
import { cx } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import base from './casino.module.css';
import styles from './casino-tools.module.css';
import type { VerifyGame } from './verify-games';
import { cardText, type Outcome, type Verification } from './verify-outcome';

const times = (m: number) => `×${Number(m.toFixed(4))}`;

/** The recomputed round: the seed check, then the game's outcome as the game showed it. */
export function VerifyResult({ result, game }: { result: Verification; game: VerifyGame }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.verifyResult}
      aria-live="polite"
      aria-labelledby="verify-result"
      data-testid="verify-result"
    >
      <h2 id="verify-result" className={base.heading}>
        {t('casino.verify.result')}
      </h2>
      {!result.ok ? (
        <p className={styles.verifyError} role="alert" data-testid="verify-error">
          {result.error.startsWith('casino.')
            ? t(result.error)
            : `${t('casino.verify.error.generic')} (${result.error})`}
        </p>
      ) : (
        <>
          {game !== 'crash' && (
            <p
              className={cx(
                styles.seedCheck,
                result.seedMatches === true && styles.seedOk,
                result.seedMatches === false && styles.seedBad,
              )}
              data-testid="verify-seed-check"
            >
              {t(
                result.seedMatches === null
                  ? 'casino.verify.seed.none'
                  : result.seedMatches
                    ? 'casino.verify.seed.ok'
                    : 'casino.verify.seed.bad',
              )}
            </p>
          )}
          <OutcomeView outcome={result.outcome} />
        </>
      )}
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.outcomeRow}>
      <dt>{label}</dt>
      <dd dir="ltr" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const win = (isWin: boolean) => t(isWin ? 'casino.verify.win' : 'casino.verify.loss');
  switch (outcome.game) {
    case 'dice':
      return (
        <dl className={styles.outcome}>
          <Row label={t('casino.verify.roll')} testId="verify-roll">
            {outcome.result.roll.toFixed(2)}
          </Row>
          <Row label={t('casino.verify.outcome')}>{win(outcome.result.isWin)}</Row>
          <Row label={t('casino.verify.multiplier')} testId="verify-multiplier">
            {times(outcome.result.multiplier)}
          </Row>
        </dl>
      );
    case 'roulette':
      return (
        <dl className={styles.outcome}>
          <Row label={t('casino.verify.pocket')} testId="verify-pocket">
            <span
              className={cx(
                styles.pocket,
                outcome.pocket === 0
                  ? styles.pocketGreen
                  : RED_NUMBERS.has(outcome.pocket)
                    ? styles.pocketRed
                    : styles.pocketBlack,
              )}
            >
              {outcome.pocket}
            </span>
          </Row>
          {outcome.stakes.length > 0 && (
            <Row label={t('casino.verify.return')}>{Number(outcome.totalReturn.toFixed(4))}</Row>
          )}
        </dl>
      );
    case 'mines':
      return (
        <>
          <div
            className={styles.minesGrid}
            role="img"
            aria-label={t('casino.verify.minesAt', { tiles: outcome.result.mines.join(', ') })}
          >
            {Array.from({ length: 25 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the 25 fixed tiles
              <span key={i} className={outcome.result.mines.includes(i) ? styles.mine : styles.gem} />
            ))}
          </div>
          <dl className={styles.outcome}>
            <Row label={t('casino.verify.mines')} testId="verify-mines">
              {outcome.result.mines.join(', ')}
            </Row>
            <Row label={t('casino.verify.multiplier')}>{times(outcome.result.multiplier)}</Row>
          </dl>
        </>
      );
    case 'plinko':
      return (
        <dl className={styles.outcome}>
          <Row label={t('casino.verify.path')}>{outcome.result.path.join(' ')}</Row>
          <Row label={t('casino.verify.bucket')} testId="verify-bucket">
            {outcome.result.bucket}
          </Row>
          <Row label={t('casino.verify.multiplier')}>{times(outcome.result.multiplier)}</Row>
        </dl>
      );
    case 'blackjack': {
      const { dealer, hands, totalReturn, phase } = outcome.result;
      return (
        <dl className={styles.outcome}>
          <Row label={t('casino.verify.dealer')} testId="verify-dealer">
            {dealer.map(cardText).join(' ')} ({handTotal(dealer).total})
          </Row>
          {hands.map((hand, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hands keep their order
            <Row key={i} label={`${t('casino.verify.hand')} ${i + 1}`}>
              {hand.cards.map(cardText).join(' ')} ({handTotal(hand.cards).total})
            </Row>
          ))}
          <Row label={t('casino.verify.return')}>{phase === 'done' ? times(totalReturn) : t('casino.verify.open')}</Row>
        </dl>
      );
    }
    case 'orchard-stars':
    case 'sunstone-ways':
      return (
        <>
          <div className={styles.reels} dir="ltr">
            {outcome.result.base.window.map((reel, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
              <span key={r} className={styles.reel}>
                {reel.map((symbol, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
                  <span key={row}>{symbol}</span>
                ))}
              </span>
            ))}
          </div>
          <dl className={styles.outcome}>
            <Row label={t('casino.verify.stops')}>{outcome.result.base.stops.join(', ')}</Row>
            <Row label={t('casino.verify.freeSpins')}>{outcome.result.freeSpins.length}</Row>
            <Row label={t('casino.verify.multiplier')} testId="verify-multiplier">
              {times(outcome.result.multiplier)}
            </Row>
          </dl>
        </>
      );
    case 'crash':
      return (
        <dl className={styles.outcome}>
          <Row label={t('casino.verify.crashPoint')} testId="verify-crash-point">
            {outcome.isInstantBust ? t('casino.verify.instantBust') : `${outcome.point.toFixed(2)}×`}
          </Row>
          {outcome.chainOk !== null && (
            <Row label={t('casino.verify.chain')}>
              {t(outcome.chainOk ? 'casino.verify.seed.ok' : 'casino.verify.seed.bad')}
            </Row>
          )}
        </dl>
      );
  }
}
