import { BONUS_PRODUCTS } from '@fairline/shared/wire/bonuses';
import type { Promotion } from '@fairline/shared/wire/promotions';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSession } from '../auth';
import { usePageTitle } from '../config';
import { PromotionJoin } from './promotion-join';
import { promoHeadline } from './promotion-terms';
import styles from './promotions.module.css';
import { fetchPromotions, promotionKeys } from './promotions-api';

/** The promotions list (`/promo`): the campaigns running for the visitor in sections by product, then sign-up for guests. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAuth } = useSession();
  const list = useQuery({ queryKey: promotionKeys.list(lang, isAuth), queryFn: () => fetchPromotions(lang) });
  usePageTitle(t('promo.title'));
  const sections = BONUS_PRODUCTS.map((product) => ({
    product,
    items: (list.data ?? []).filter((p) => p.product === product),
  })).filter((s) => s.items.length > 0);

  return (
    <section className={styles.page} aria-labelledby="promo-title" data-testid="promotions-page">
      <h1 id="promo-title" className={styles.title}>
        {t('promo.title')}
      </h1>
      <p className={styles.note}>{t('promo.lead')}</p>
      {!list.data ? (
        list.isError ? (
          <p className={styles.failure} role="alert">
            {t('promo.failed')}
          </p>
        ) : (
          <Skeleton rows={3} rowHeight={120} />
        )
      ) : sections.length === 0 ? (
        <p className={styles.note}>{t('promo.empty')}</p>
      ) : (
        sections.map(({ product, items }) => (
          <section key={product} className={styles.group} aria-labelledby={`promo-section-${product}`}>
            <h2 id={`promo-section-${product}`} className={styles.heading}>
              {t(product === 'casino' ? 'promo.section.casino' : 'promo.section.sport')}
            </h2>
            <ul className={styles.grid}>
              {items.map((p) => (
                <li key={p.slug}>
                  <PromotionCard promotion={p} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <PromotionJoin />
    </section>
  );
}

function PromotionCard({ promotion: p }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article className={styles.card} aria-labelledby={`promo-${p.slug}`} data-testid="promotion-card">
      <h3 id={`promo-${p.slug}`} className={styles.name}>
        {p.name}
      </h3>
      <p className={styles.headline}>{promoHeadline(p, t, lang)}</p>
      {p.description && <p className={styles.description}>{p.description}</p>}
      {p.promoCode && <span className={styles.code}>{p.promoCode}</span>}
      <Link to={`/${lang}/promo/${p.slug}`} className={styles.more}>
        {t('promo.more')}
      </Link>
    </article>
  );
}
