import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { moneyKeys } from '../wallet';

/** The message our studio posts to the page after every money move (the header's balance refreshes at once). */
export const BALANCE_MESSAGE = 'fairline:balance';

/** The message the page posts to the game when the player switches the theme (the studio follows it). */
export const THEME_MESSAGE = 'fairline:theme';

/** The message our studio posts when the player follows its link to the verifier (the sandbox forbids top navigation). */
export const NAVIGATE_MESSAGE = 'fairline:navigate';

/** The message's data when a `message` event is of our `type` and from the game's own window. */
function fromFrame(event: Pick<MessageEvent, 'source' | 'data'>, frame: Window | null | undefined, type: string) {
  if (!frame || event.source !== frame) return undefined;
  const data = event.data as { type?: unknown; url?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === type ? data : undefined;
}

/** Whether a `message` event is the game's balance notice: from the game's own window, of our type. */
export function isBalanceMessage(
  event: Pick<MessageEvent, 'source' | 'data'>,
  frame: Window | null | undefined,
): boolean {
  return fromFrame(event, frame, BALANCE_MESSAGE) !== undefined;
}

/**
 * The page a game may send the player to: only our verifier, in the page's language, as a path of this
 * site (never another origin or page); undefined for anything else.
 */
export function verifierTarget(
  event: Pick<MessageEvent, 'source' | 'data'>,
  frame: Window | null | undefined,
  lang: string,
): string | undefined {
  const url = fromFrame(event, frame, NAVIGATE_MESSAGE)?.url;
  if (typeof url !== 'string') return undefined;
  const prefix = `/${lang}/casino/verify?`;
  return url.startsWith(prefix) && !url.includes('#') ? url : undefined;
}

const pageTheme = () => (typeof document === 'undefined' ? undefined : document.documentElement.dataset.theme);

/** The game's address with the page's theme (the studio draws itself light or dark to match). */
function withTheme(url: string): string {
  const theme = pageTheme();
  if (theme !== 'light' && theme !== 'dark') return url;
  return `${url}${url.includes('?') ? '&' : '?'}theme=${theme}`;
}

/**
 * The game in a sandboxed frame: scripts only (no same-origin, forms, pop-ups or top navigation), so it
 * runs in an opaque origin and cannot read the player's cookies, storage or this page; fullscreen is
 * the one feature it may ask for. The header's balance follows /ws; the game's own notice (checked to
 * come from this frame) refreshes it at once, its link to the verifier is followed here, and the page's
 * theme switches are passed on.
 */
export function GameFrame({ url, title, lang }: { url: string; title: string; lang: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const game = frame.current?.contentWindow;
      if (isBalanceMessage(event, game)) void client.invalidateQueries({ queryKey: moneyKeys.balance });
      const target = verifierTarget(event, game, lang);
      if (target) navigate(target);
    };
    window.addEventListener('message', onMessage);
    // A later theme switch is told to the game (its origin is opaque, hence '*'; a theme is no secret).
    const themes = new MutationObserver(() =>
      frame.current?.contentWindow?.postMessage({ type: THEME_MESSAGE, theme: pageTheme() }, '*'),
    );
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      window.removeEventListener('message', onMessage);
      themes.disconnect();
    };
  }, [client, navigate, lang]);
  return (
    <iframe
      ref={frame}
      src={withTheme(url)}
      title={title}
      sandbox="allow-scripts"
      allow="fullscreen"
      referrerPolicy="no-referrer"
      data-testid="casino-frame"
    />
  );
}
