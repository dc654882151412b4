import { DOCUMENT_TYPES, type DocumentType } from '@fairline/shared/wire/verification';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { IdentificationForm } from './identification-form';
import styles from './verification.module.css';
import {
  fetchIdentification,
  type IdentificationState,
  startProviderCheck,
  submitForVerification,
  verificationKeys,
} from './verification-api';
import { verificationFailureText } from './verification-errors';

/** The office's Verification page: status, what is required, the identity data and documents, and the provider's check. */
export function VerificationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useQuery({ queryKey: verificationKeys.state, queryFn: fetchIdentification });
  const [params, setParams] = useSearchParams();
  const returned = params.get('verification');
  // Back from the provider's step: say it once and drop the parameter from the address.
  const [notice] = useState(returned);
  useEffect(() => {
    if (returned) setParams({}, { replace: true });
  }, [returned, setParams]);

  return (
    <section className={styles.section} aria-labelledby="verification-title">
      <h1 id="verification-title" className={styles.title}>
        {t('office.menu.verification')}
      </h1>
      {notice && (
        <p className={styles.notice} role="status">
          {t(
            notice === 'verified'
              ? 'kyc.return.verified'
              : notice === 'rejected'
                ? 'kyc.return.rejected'
                : 'kyc.return.other',
          )}
        </p>
      )}
      {!state.data ? (
        state.isError ? (
          <p className={styles.error}>{t('kyc.error.generic')}</p>
        ) : (
          <Skeleton rows={4} rowHeight={48} />
        )
      ) : (
        <VerificationBody state={state.data} lang={lang} />
      )}
    </section>
  );
}

function VerificationBody({ state, lang }: { state: IdentificationState; lang: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = state.status === 'not_started' || state.status === 'rejected';
  const uploaded = new Set(state.documents.map((d) => d.type));

  const goToProvider = async (action: () => Promise<{ redirect_url: string }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const { redirect_url } = await action();
      window.location.assign(redirect_url);
    } catch (error) {
      setFailure(verificationFailureText(error, t));
      void client.invalidateQueries({ queryKey: verificationKeys.state });
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.status} data-testid="verification-status" data-status={state.status}>
        <span className={`${styles.badge} ${styles[state.status]}`}>{t(`kyc.status.${state.status}`)}</span>
        <p className={styles.meta}>
          {state.status === 'rejected' && state.reason
            ? t('kyc.rejectedBecause', { reason: t(`kyc.reason.${state.reason}`) })
            : t(`kyc.explain.${state.status}`)}
        </p>
      </div>
      <div className={styles.card}>
        <h2 className={styles.subtitle}>{t('kyc.required.title')}</h2>
        <p className={styles.meta}>{t('kyc.required.age', { age: state.min_age })}</p>
        <ul className={styles.required}>
          {state.required_documents.map((group) => {
            const done = group.types.some((type) => uploaded.has(type));
            return (
              <li key={group.group} data-done={done || undefined}>
                <span aria-hidden="true">{done ? '✓' : '•'}</span> {t(`kyc.group.${group.group}`)}:{' '}
                {group.types.map((type) => t(`kyc.type.${type}`)).join(` ${t('kyc.or')} `)}
                <span className={styles.srOnly}>{done ? t('kyc.uploaded') : ''}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {state.documents.length > 0 && (
        <div className={styles.card}>
          <h2 className={styles.subtitle}>{t('kyc.documents.title')}</h2>
          <ul className={styles.documents} aria-label={t('kyc.documents.title')}>
            {state.documents.map((doc) => (
              <li key={doc.id}>
                <a href={`/web-api/api/v1/BackOffice/documents/${doc.id}/file`} download>
                  {t(`kyc.type.${doc.type}`)}
                </a>{' '}
                <span className={styles.meta}>{Math.ceil(doc.size / 1024)} KB</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {isOpen && (
        <IdentificationForm
          state={state}
          types={documentTypesOf(state)}
          onSaved={(next) => client.setQueryData(verificationKeys.state, next)}
          onChanged={() => client.invalidateQueries({ queryKey: verificationKeys.state })}
        />
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {isOpen && (
        <Button
          disabled={!state.can_submit || !state.provider}
          isLoading={busy}
          onClick={() => goToProvider(() => submitForVerification(lang))}
        >
          {t('kyc.submit')}
        </Button>
      )}
      {state.status === 'pending' && (
        <Button isLoading={busy} onClick={() => goToProvider(() => startProviderCheck(lang))}>
          {t('kyc.continue')}
        </Button>
      )}
    </>
  );
}

/** The document types the page offers: those the requirements name (a selfie has its own control), in catalogue order. */
function documentTypesOf(state: IdentificationState): DocumentType[] {
  const named = new Set(state.required_documents.flatMap((g) => g.types));
  return DOCUMENT_TYPES.filter((type) => named.has(type) && type !== 'selfie');
}
