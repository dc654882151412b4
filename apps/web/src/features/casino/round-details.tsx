import { studioRound } from '@fairline/shared/wire/casino-studio-play';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui';
import { http } from '../../lib/http';
import { useTranslation } from '../../lib/i18n';
import styles from './casino-tools.module.css';
import { verifyLinkOf } from './round-verify-link';

/**
 * The history's "verify" action: reads the round's details from its provider (the seeds, the
 * parameters) and opens the verifier filled in; before the seed pair is rotated it says so.
 */
export function RoundDetails({ url, lang }: { url: string; lang: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'hidden' | 'failed'>('idle');
  const open = async () => {
    setState('busy');
    try {
      const round = studioRound.parse(await http.requestOrThrow<unknown>({ url, noCache: true }));
      const link = verifyLinkOf(lang, round);
      if (link) navigate(link);
      else setState('hidden');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.verifyCell}>
      <Button
        size="s"
        variant="ghost"
        isLoading={state === 'busy'}
        onClick={() => void open()}
        data-testid="casino-round-verify"
      >
        {t('casino.history.verify')}
      </Button>
      <a href={url} target="_blank" rel="noreferrer" className={styles.detailsLink}>
        {t('casino.history.details')}
      </a>
      {state === 'hidden' && <small className={styles.hint}>{t('casino.history.notRevealed')}</small>}
      {state === 'failed' && <small className={styles.hint}>{t('casino.state.failed')}</small>}
    </span>
  );
}
