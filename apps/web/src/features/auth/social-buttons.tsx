import { useTranslation } from '../../lib/i18n';
import styles from './auth.module.css';
import { orderSocialProviders, socialLoginHref } from './login-tabs';

interface SocialButtonsProps {
  providers: readonly string[];
  lang: string;
  /** Where to come back after the provider; the current page by default. */
  returnUrl?: string;
}

/** Links that start a social login; a full navigation, since the provider's page takes over. */
export function SocialButtons({ providers, lang, returnUrl }: SocialButtonsProps) {
  const { t } = useTranslation();
  const ordered = orderSocialProviders(providers);
  if (ordered.length === 0) return null;
  const back = returnUrl ?? `${window.location.pathname}${window.location.search}`;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('auth.social.title')}</p>
      <ul className={styles.socialList}>
        {ordered.map((provider) => (
          <li key={provider}>
            <a className={styles.socialButton} data-provider={provider} href={socialLoginHref(provider, back, lang)}>
              {t('auth.social.with', { provider: t(`auth.social.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
