import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { CasinoStar } from './casino-star';
import styles from './casino-tile.module.css';
import { formatRtp } from './rtp-format';

/** A hue of the game's own, for the art's backdrop and the placeholder when the art does not load. */
export function hueOf(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

interface TileProps {
  game: LobbyGame;
  href: string;
  providerName: string;
  /** On screen at the first paint: the art loads at once (the lobby's largest paint), not lazily. */
  eager?: boolean;
}

/** A lobby tile: the art with the RTP and demo badges and the star, the name and the provider under it. */
export const GameTile = memo(function GameTile({ game, href, providerName, eager = false }: TileProps) {
  const { t, i18n } = useTranslation();
  const [isBroken, setBroken] = useState(false);
  const style = { '--tile-hue': hueOf(game.id) } as React.CSSProperties;
  return (
    <article className={styles.tile} style={style} data-testid={`casino-tile-${game.slug}`}>
      {/* Named by its words as shown (WCAG 2.5.3): the caption comes first in the page so a screen reader
          says the game before its badges; CSS still shows the art on top. */}
      <Link to={href} className={styles.tileLink}>
        <span className={styles.caption}>
          <span className={styles.name} dir="auto">
            {game.name}
          </span>
          <span className={styles.provider}>{providerName}</span>
        </span>
        <span className={styles.art}>
          {isBroken ? (
            <span className={styles.artFallback} aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          ) : (
            <img
              src={game.art_url}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
              onError={() => setBroken(true)}
            />
          )}
          <span className={styles.badges}>
            <span className={styles.badge} title={t('casino.rtp.title')}>
              {t('casino.badge.rtp', { value: formatRtp(game.rtp, i18n.language) })}
            </span>
            {game.has_demo && <span className={`${styles.badge} ${styles.badgeDemo}`}>{t('casino.badge.demo')}</span>}
          </span>
          <span className={styles.play} aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </span>
      </Link>
      <CasinoStar id={game.id} name={game.name} className={styles.tileStar} />
    </article>
  );
});
