import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLang } from '../../lib/i18n';
import { lobbyQuery } from './casino-api';

/** The lobby's catalogue in the page's language, with provider names by id. */
export function useLobby() {
  const lang = useLang();
  const query = useQuery(lobbyQuery(lang));
  const providerNames = useMemo(
    () => Object.fromEntries((query.data?.providers ?? []).map((p) => [p.id, p.name])),
    [query.data],
  );
  const games: readonly LobbyGame[] = query.data?.games ?? [];
  return { ...query, lobby: query.data, games, providerNames, lang };
}

/** A value that follows `value` once it has stopped changing for `ms` (the search's debounce). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
