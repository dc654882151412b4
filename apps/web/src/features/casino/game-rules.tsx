import { BLACKJACK_RULES } from '@fairline/shared/casino/blackjack';
import { CASINO_RTP, type CasinoGameId } from '@fairline/shared/casino/rtp';
import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import styles from './casino.module.css';
import sheet from './game-rules.module.css';
import { formatRtp } from './rtp-format';
import { STUDIO_PROVIDER, verifiableGame } from './verify-games';

const isStudioGame = (slug: string): slug is CasinoGameId => Object.hasOwn(CASINO_RTP, slug);

/** The game's rules and published RTP (the lobby's, with the studio's maths beside it), and how to verify a round. */
export function GameRules({ game, lang }: { game: LobbyGame; lang: string }) {
  const { t } = useTranslation();
  const studio = game.provider === STUDIO_PROVIDER && isStudioGame(game.slug) ? CASINO_RTP[game.slug] : undefined;
  return (
    <section className={sheet.rules} aria-labelledby="game-rules" data-testid="casino-rules">
      <h2 id="game-rules" className={styles.heading}>
        {t('casino.game.rules')}
      </h2>
      <dl className={sheet.facts}>
        <div>
          <dt>{t('casino.rtp.title')}</dt>
          <dd data-testid="casino-rtp">{formatRtp(game.rtp, lang)}</dd>
        </div>
        <div>
          <dt>{t('casino.rtp.edge')}</dt>
          <dd>{formatRtp(1 - game.rtp, lang)}</dd>
        </div>
        {studio && studio.rtpMax !== studio.rtp && (
          <div>
            <dt>{t('casino.rtp.max')}</dt>
            <dd>{formatRtp(studio.rtpMax, lang)}</dd>
          </div>
        )}
      </dl>
      <p className={sheet.rulesText}>{t(studio ? `casino.rules.${game.slug}` : 'casino.rules.generic')}</p>
      {studio && (
        <p className={sheet.note} dir="ltr">
          {t('casino.rtp.basis')}: {studio.basis}
        </p>
      )}
      {game.slug === 'blackjack' && studio && (
        <ul className={sheet.ruleList}>
          <li>{t('casino.bj.s17')}</li>
          <li>{t('casino.bj.pays', { value: `3:2 (${BLACKJACK_RULES.blackjackPays})` })}</li>
          <li>{t('casino.bj.insurance', { value: `2:1` })}</li>
          <li>{t('casino.bj.double')}</li>
          <li>{t('casino.bj.split', { count: BLACKJACK_RULES.maxSplits })}</li>
          <li>{t('casino.bj.shoe')}</li>
        </ul>
      )}
      {studio && verifiableGame(game.slug) && (
        <p className={sheet.note}>
          {t('casino.game.fair')} <Link to={`/${lang}/casino/verify?game=${game.slug}`}>{t('casino.nav.verify')}</Link>
        </p>
      )}
    </section>
  );
}
