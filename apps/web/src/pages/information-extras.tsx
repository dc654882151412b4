// What the brand's configuration adds to some information pages: the licence (licence.*) on the
// licences page, the support hours (support.*) on the contacts page, and how to deposit
// (information.isDepositInfoInAboutShown) on the about page; and on the responsible-gaming page a
// link to each player-protection tool of the office.
import { supportHours } from '@fairline/shared/config';
import type { InformationPage } from '@fairline/shared/routing';
import { Link } from 'react-router';
import type { SiteConfig } from '../features/config';
import { useTranslation } from '../lib/i18n';
import styles from './information-extras.module.css';

type Props = { page: InformationPage; site: SiteConfig; lang: string };

function Licence({ site }: Pick<Props, 'site'>) {
  const { t } = useTranslation();
  const { number, link, imageUrl } = site.settings.licence;
  return (
    <aside className={styles.box} aria-labelledby="licence-title" data-testid="licence">
      {imageUrl && <img className={styles.seal} src={imageUrl} alt={t('site.info.licence.seal')} />}
      <div>
        <h2 id="licence-title" className={styles.title}>
          {t('site.info.licence.title')}
        </h2>
        {number && <p dir="auto">{t('site.info.licence.number', { number })}</p>}
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('site.info.licence.check')}
          </a>
        )}
      </div>
    </aside>
  );
}

function SupportHours({ site }: Pick<Props, 'site'>) {
  const { t } = useTranslation();
  const hours = supportHours(site.settings);
  return (
    <aside className={styles.box} aria-labelledby="support-title" data-testid="support-hours">
      <div>
        <h2 id="support-title" className={styles.title}>
          {t('site.info.support.title')}
        </h2>
        <p>
          {hours.isAroundTheClock
            ? t('site.info.support.always')
            : t('site.info.support.hours', { from: hours.from, to: hours.to })}
        </p>
      </div>
    </aside>
  );
}

function DepositInfo({ lang }: Pick<Props, 'lang'>) {
  const { t } = useTranslation();
  return (
    <aside className={styles.box} aria-labelledby="deposit-title" data-testid="deposit-info">
      <div>
        <h2 id="deposit-title" className={styles.title}>
          {t('site.info.deposit.title')}
        </h2>
        <p>{t('site.info.deposit.text')}</p>
        <Link to={`/${lang}/information/payment`}>{t('site.info.deposit.link')}</Link>
      </div>
    </aside>
  );
}

/** Each player-protection tool of the office, linked from the responsible-gaming page. */
const RG_TOOLS = [
  ['rg.info.deposit', ''],
  ['rg.info.loss', '#rg-loss'],
  ['rg.info.wager', '#rg-wager'],
  ['rg.info.session', '#rg-session'],
  ['rg.info.reality', '#rg-session'],
  ['rg.info.timeOut', '#rg-time-out'],
  ['rg.info.selfExclusion', '#rg-self-exclusion'],
  ['rg.info.history', '#rg-history'],
] as const;

function ResponsibleTools({ lang }: Pick<Props, 'lang'>) {
  const { t } = useTranslation();
  return (
    <aside className={styles.box} aria-labelledby="rg-tools-title" data-testid="rg-tools">
      <div>
        <h2 id="rg-tools-title" className={styles.title}>
          {t('rg.info.title')}
        </h2>
        <ul>
          {RG_TOOLS.map(([key, hash]) => (
            <li key={key}>
              <Link to={`/${lang}/office/limits${hash}`}>{t(key)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** The configured block of an information page, if it has one. */
export function InformationExtras({ page, site, lang }: Props) {
  const { licence, information } = site.settings;
  if (page === 'licenses' && licence.isShown) return <Licence site={site} />;
  if (page === 'contacts') return <SupportHours site={site} />;
  if (page === 'responsiblegaming') return <ResponsibleTools lang={lang} />;
  if (page === 'about' && information.isDepositInfoInAboutShown) return <DepositInfo lang={lang} />;
  return null;
}
