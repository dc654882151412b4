import type { PromoCheckAnswer } from '@fairline/shared/wire/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyIn } from './bonus-format';
import styles from './bonuses.module.css';
import { bonusKeys } from './bonuses-api';
import { freeBetKeys } from './free-bets-api';
import promo from './promo-codes.module.css';
import { activatePromoCode, checkPromoCode } from './promo-codes-api';
import { promoFailureText } from './promo-refusal';

/**
 * The office's promo code (the spec's "promo code check"): the player checks a code and sees what it
 * gives, then activates it; the bonus joins the active ones with its wagering progress.
 */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<PromoCheckAnswer['data'] | null>(null);
  const check = useMutation({ mutationFn: (value: string) => checkPromoCode(value, lang), onSuccess: setChecked });
  const activate = useMutation({
    mutationFn: (value: string) => activatePromoCode(value, lang),
    onSettled: async () => {
      // A free-bet code (ADR 0071) grants a free bet, not a bonus: both lists may have changed.
      await client.invalidateQueries({ queryKey: bonusKeys.all });
      await client.invalidateQueries({ queryKey: freeBetKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') return;
    setChecked(null);
    activate.reset();
    check.mutate(value);
  };
  const offer = checked?.promotion ?? null;
  const refusal = checked && !checked.isValid ? t(`promo.refusal.${checked.refusal ?? 'promo_unknown'}`) : null;

  return (
    <section aria-labelledby="promo-code-title" className={styles.group} data-testid="promo-code">
      <h2 id="promo-code-title" className={styles.heading}>
        {t('promo.code.title')}
      </h2>
      <form className={promo.promoForm} onSubmit={submit}>
        <Input
          label={t('promo.code.label')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          onChange={(e) => {
            setCode(e.target.value);
            setChecked(null);
          }}
        />
        <Button type="submit" variant="secondary" isLoading={check.isPending}>
          {t('promo.code.check')}
        </Button>
      </form>
      {check.isError && (
        <p className={styles.failure} role="alert">
          {promoFailureText(check.error, t)}
        </p>
      )}
      {refusal && (
        <p className={styles.failure} role="alert">
          {refusal}
        </p>
      )}
      {offer && checked?.isValid && !activate.isSuccess && (
        <div className={styles.card} data-testid="promo-code-offer">
          <p className={styles.warning}>
            {t('promo.code.offer', { name: offer.name, amount: moneyIn(offer.amount, offer.currencyId, lang) })}
          </p>
          <p className={styles.meta}>
            {offer.kind === 'freebet'
              ? t('promo.code.freeBet', { days: offer.validDays })
              : t('promo.code.wager', { multiplier: offer.rules.multiplier, days: offer.validDays })}
          </p>
          <div className={styles.actions}>
            <Button type="button" isLoading={activate.isPending} onClick={() => activate.mutate(checked.promoCode)}>
              {t('promo.code.activate')}
            </Button>
          </div>
          {activate.isError && (
            <p className={styles.failure} role="alert">
              {promoFailureText(activate.error, t)}
            </p>
          )}
        </div>
      )}
      {activate.data && (
        <p className={promo.success} role="status">
          {t(activate.data.type === 6 ? 'promo.code.activatedFreeBet' : 'promo.code.activated', {
            name: activate.data.name,
            amount: moneyIn(activate.data.amount, activate.data.currencyId, lang),
          })}
        </p>
      )}
    </section>
  );
}
