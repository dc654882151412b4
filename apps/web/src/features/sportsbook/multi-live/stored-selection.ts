import { normaliseSelection } from './selection';

// The selection is the device's own (ADR 0059): kept in localStorage, read synchronously so the page's
// first browser render already knows it, and never sent to the server.
const KEY = 'multi-live-games';

/** The device's stored selection; empty when there is none or storage is unavailable. */
export function readStoredSelection(): number[] {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? normaliseSelection(parsed) : [];
  } catch {
    return [];
  }
}

/** Stores the device's selection (private browsing may refuse: then it lasts the visit). */
export function writeStoredSelection(ids: readonly number[]): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or refused: the URL still carries the selection.
  }
}
