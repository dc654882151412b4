import { useId, useState } from 'react';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import panelStyles from './coupon-panel.module.css';
import styles from './coupon-share.module.css';
import { useCouponStore } from './coupon-store';
import { loadCoupon, saveCoupon } from './saved-coupon-api';

type Loading = 'idle' | 'loading' | 'failed';

/** Reads a saved coupon into the slip by its code; says what changed since it was saved. */
export function useLoadCoupon() {
  const { t } = useTranslation();
  const [state, setState] = useState<Loading>('idle');
  const load = async (code: string) => {
    setState('loading');
    const loaded = await loadCoupon(code, t);
    if (!loaded || loaded.selections.length === 0) {
      setState('failed');
      return;
    }
    const { changed, finished } = loaded;
    useCouponStore.getState().load(loaded.selections, loaded.type, loaded.systemSize, { changed, finished });
    setState('idle');
  };
  return { state, load };
}

/** A code that did not load. */
export function LoadFailed({ state }: { state: Loading }) {
  const { t } = useTranslation();
  if (state !== 'failed') return null;
  return (
    <p className={styles.shareError} role="alert">
      {t('coupon.loadFailed')}
    </p>
  );
}

/** A coupon just loaded: says so, and what changed since it was saved. */
export function LoadedNotice() {
  const { t } = useTranslation();
  const note = useCouponStore((s) => s.loaded);
  if (!note) return null;
  return (
    <p className={styles.shareNote} role="status">
      {[
        t('coupon.loaded'),
        note.changed > 0 ? t('coupon.loadedChanged', { count: note.changed }) : '',
        note.finished > 0 ? t('coupon.loadedFinished', { count: note.finished }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
    </p>
  );
}

/** An empty slip: a field for a coupon code someone shared. */
export function CouponLoadForm() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const { state, load } = useLoadCoupon();
  return (
    <form
      className={styles.share}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) void load(code);
      }}
    >
      <label htmlFor={id} className={styles.shareLabel}>
        {t('coupon.loadLabel')}
      </label>
      <div className={styles.shareRow}>
        <input
          id={id}
          className={styles.shareInput}
          value={code}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setCode(e.target.value)}
          dir="ltr"
        />
        <Button type="submit" size="s" variant="secondary" isLoading={state === 'loading'}>
          {t('coupon.load')}
        </Button>
      </div>
      <LoadFailed state={state} />
    </form>
  );
}

/** A filled slip: save it under a code, and copy a link that opens it elsewhere. */
export function CouponSave({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'failed' } | { status: 'saved'; code: string }>({
    status: 'idle',
  });
  const [copied, setCopied] = useState(false);
  const save = async () => {
    const { selections, type, systemSize } = useCouponStore.getState();
    setState({ status: 'saving' });
    const code = await saveCoupon(selections, type, systemSize);
    setState(code ? { status: 'saved', code } : { status: 'failed' });
    setCopied(false);
  };
  if (state.status === 'saved') {
    const link = `${window.location.origin}/${lang}/coupon?code=${state.code}`;
    return (
      <div className={styles.shareRow} role="status">
        <span>
          {t('coupon.savedAs')} <b dir="ltr">{state.code}</b>
        </span>
        <button
          type="button"
          className={panelStyles.linkButton}
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('coupon.copied') : t('coupon.copyLink')}
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={panelStyles.linkButton} disabled={state.status === 'saving'} onClick={save}>
        {t('coupon.save')}
      </button>
      {state.status === 'failed' && (
        <p className={styles.shareError} role="alert">
          {t('coupon.saveFailed')}
        </p>
      )}
    </>
  );
}
