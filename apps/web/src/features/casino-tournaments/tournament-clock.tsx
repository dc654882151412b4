import type { TournamentSummary } from '@fairline/shared/wire/casino-tournaments';
import { useEffect, useState } from 'react';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { countdownText } from './tournament-format';
import styles from './tournaments.module.css';

/** The countdown to the start or the end, on the server's clock (the answer's `now` gives the offset). */
export function TournamentClock({ tournament: x, serverNow }: { tournament: TournamentSummary; serverNow: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const starts = Date.parse(x.starts_at);
  const ends = Date.parse(x.ends_at);
  const when = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  if (x.status === 'finished' || now >= ends)
    return <p className={styles.muted}>{t('tour.ended', { date: when.format(new Date(ends)) })}</p>;
  const upcoming = now < starts;
  return (
    <div>
      <p className={styles.muted}>{t(upcoming ? 'tour.startsIn' : 'tour.endsIn')}</p>
      <p className={styles.countdown} data-testid="tournament-countdown">
        {countdownText((upcoming ? starts : ends) - now)}
      </p>
    </div>
  );
}
