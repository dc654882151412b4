import { drawJackpot, jackpotTermsOf } from '@fairline/shared/casino/jackpot';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import base from './casino.module.css';
import styles from './casino-tools.module.css';
import sheet from './jackpot.module.css';

type Seeds = { serverSeed: string; clientSeed: string; nonce: string };

/** The draw of a round from its seeds, stake and currency; null while the form cannot decide it. */
export function jackpotDrawOf(seeds: Seeds, stake: string, currency: string) {
  const terms = jackpotTermsOf(currency.trim().toUpperCase());
  const nonce = Number(seeds.nonce);
  const amount = Number(stake);
  if (!terms || !seeds.serverSeed || !Number.isSafeInteger(nonce) || nonce < 0) return null;
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  return drawJackpot({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce }, amount, terms.oneIn);
}

/**
 * The round's jackpot draw (ADR 0066), recomputed here by the studio's shared code: its own HMAC of
 * `clientSeed:nonce:jackpot`, won when roll / 2⁵² < stake / one_in.
 */
export function JackpotVerify({ seeds, query }: { seeds: Seeds; query: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [stake, setStake] = useState(query.get('stake') ?? '');
  const [currency, setCurrency] = useState(query.get('currency') ?? 'EUR');
  const draw = useMemo(() => jackpotDrawOf(seeds, stake, currency), [seeds, stake, currency]);
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: digits }).format(value);

  return (
    <section className={styles.verifyResult} aria-labelledby={`${id}-title`} data-testid="jackpot-verify">
      <h2 id={`${id}-title`} className={base.heading}>
        {t('jackpot.verify.title')}
      </h2>
      <p className={sheet.note}>{t('jackpot.verify.intro')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-stake`}>{t('jackpot.verify.stake')}</label>
        <input
          id={`${id}-stake`}
          value={stake}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          data-testid="jackpot-verify-stake"
          onChange={(e) => setStake(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-currency`}>{t('jackpot.verify.currency')}</label>
        <input
          id={`${id}-currency`}
          value={currency}
          dir="ltr"
          autoComplete="off"
          data-testid="jackpot-verify-currency"
          onChange={(e) => setCurrency(e.target.value)}
        />
      </div>
      {draw && (
        <p data-testid="jackpot-verify-result" data-won={draw.isWin}>
          {t(draw.isWin ? 'jackpot.verify.won' : 'jackpot.verify.lost', {
            roll: number(draw.roll / 2 ** 52, 8),
            chance: number(draw.chance, 4),
          })}
        </p>
      )}
    </section>
  );
}
