import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { CASINO_LAUNCH_LANGUAGES, CasinoLobbyErrorCode } from '@fairline/shared/wire/casino-lobby-codes';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { formFailureOf } from '../../lib/form-failure';
import { launchGame } from './casino-api';

export type PlayMode = 'real' | 'demo';

/** The launch language: the page's when the studio speaks it, else English. */
export const launchLanguage = (lang: string) =>
  (CASINO_LAUNCH_LANGUAGES as readonly string[]).includes(lang)
    ? (lang as (typeof CASINO_LAUNCH_LANGUAGES)[number])
    : 'en';

const RG_TEXTS = new Set([
  'rg_loss_limit',
  'rg_reality_check',
  'rg_self_exclusion',
  'rg_session_limit',
  'rg_time_out',
  'rg_wager_limit',
]);

/** The message key of a refused launch (the server's message is English only). */
export function launchErrorKey(error: unknown): string {
  if (isApiError(error) && error.statusCode === 401) return 'casino.error.login';
  const code = formFailureOf(error).errorCode;
  // Player protection's own texts say why and until when (the responsible-gambling unit has them).
  if (typeof code === 'string' && RG_TEXTS.has(code)) return `rg.refusal.${code}`;
  switch (code) {
    case 'rg_account_blocked':
      return 'casino.error.blocked';
    case CasinoLobbyErrorCode.casinoDisabled:
      return 'casino.state.off';
    case CasinoLobbyErrorCode.unknownGame:
      return 'casino.error.unknown';
    case CasinoLobbyErrorCode.noDemo:
      return 'casino.error.noDemo';
    default:
      return 'casino.error.launch';
  }
}

/**
 * The game's launch for a mode: a fresh one per visit (a real-money launch opens a game session bound to
 * this login), never retried on its own and never reused from the cache for another player.
 */
export function useLaunch(
  game: LobbyGame | undefined,
  mode: PlayMode,
  lang: string,
  owner: number | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['casino', 'launch', game?.id, mode, lang, owner],
    queryFn: () => launchGame({ game: game?.id ?? '', mode, lang: launchLanguage(lang) }),
    enabled: enabled && game !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
