import { informationMenu, isInformationPageShown } from '@fairline/shared/config';
import type { InformationPage as PageKey } from '@fairline/shared/routing';
import type { InformationBlock as Block, InformationPageAnswer } from '@fairline/shared/wire/public';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button, modalStore, Skeleton } from '../components/ui';
import { LOGIN_MODAL, useSession } from '../features/auth';
import { usePageTitle, useSite } from '../features/config';
import { isApiError } from '../lib/api';
import { http } from '../lib/http';
import { useLang, useTranslation } from '../lib/i18n';
import { NotFoundPage } from './error-page';
import { InformationExtras } from './information-extras';
import { InformationMenu } from './information-menu';
import styles from './information-page.module.css';

/** Groups consecutive list items so they render as one list. */
function groupBlocks(blocks: Block[]): (Block | Block[])[] {
  const out: (Block | Block[])[] = [];
  for (const b of blocks) {
    const last = out[out.length - 1];
    if (b.type === 'li' && Array.isArray(last)) last.push(b);
    else out.push(b.type === 'li' ? [b] : b);
  }
  return out;
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return groupBlocks(blocks).map((b) =>
    Array.isArray(b) ? (
      <ul key={`ul:${b[0]?.text}`}>
        {b.map((li) => (
          <li key={li.text}>{li.text}</li>
        ))}
      </ul>
    ) : b.type === 'h2' ? (
      <h2 key={`h2:${b.text}`}>{b.text}</h2>
    ) : (
      <p key={`${b.type}:${b.text}`} className={b.type === 'note' ? styles.note : undefined}>
        {b.text}
      </p>
    ),
  );
}

/** The payment page where the brand keeps it for players (office.isPaymentAuthRequired): log in first. */
function LoginFirst() {
  const { t } = useTranslation();
  return (
    <div className={styles.loginFirst} role="status">
      <p>{t('site.info.paymentLogin')}</p>
      <Button onClick={() => modalStore.getState().show(LOGIN_MODAL)}>{t('site.info.login')}</Button>
    </div>
  );
}

/**
 * An information page (rules, privacy, responsible gaming …) with content per language from the
 * server, the brand's information menu beside it, and the brand's block for the page (licence,
 * support hours, deposits). A page the brand hides is not found.
 */
export function InformationPage() {
  const { page = '' } = useParams();
  const lang = useLang();
  const site = useSite();
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const shown = isInformationPageShown(site.settings, page);
  const query = useQuery({
    // Who is asking matters for the payment page, which a brand may keep for players.
    queryKey: ['information', page, lang, isAuth],
    queryFn: () =>
      http.requestOrThrow<InformationPageAnswer>({ url: '/web-api/information', path: [page], params: { lang } }),
    enabled: shown,
    retry: (count, error) => !(isApiError(error) && error.statusCode < 500) && count < 1,
  });
  const content = query.data?.data.attributes;
  usePageTitle(shown ? (content?.title ?? t(`info.${page}`)) : undefined);
  if (!shown) return <NotFoundPage />;
  const needsLogin = isApiError(query.error) && query.error.statusCode === 401;
  return (
    <div className={styles.layout}>
      <InformationMenu groups={informationMenu(site.settings)} lang={lang} current={page} />
      <article className={styles.article}>
        {needsLogin ? (
          <>
            <h1>{t(`info.${page}`)}</h1>
            <LoginFirst />
          </>
        ) : !content ? (
          !query.isError && <Skeleton rows={8} />
        ) : (
          <>
            <h1>{content.title}</h1>
            <InformationExtras page={page as PageKey} site={site} lang={lang} />
            <Blocks blocks={content.blocks} />
          </>
        )}
        {query.isError && !needsLogin && <p role="alert">{t('info.loadFailed')}</p>}
      </article>
    </div>
  );
}
