// The server refuses a blocked or closed account with 403 and error_code `account_blocked` (login by
// password, SMS, two-factor). Whatever call gets that answer, the app routes the visitor to the
// block page, where the appeal form is; this module is the one place that notices it.

/** The error code the server gives a blocked or closed account. */
export const ACCOUNT_BLOCKED_CODE = 'account_blocked';

const listeners = new Set<() => void>();

/** Calls `listener` whenever a call is refused because the account is blocked; returns the unsubscribe. */
export function onAccountBlocked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells whether an answer is the server's refusal of a blocked account. */
export async function isBlockedAnswer(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'error_code') === ACCOUNT_BLOCKED_CODE;
  } catch {
    return false;
  }
}

/** `fetch` that tells the listeners about a blocked-account refusal and otherwise changes nothing. */
export const fetchWatchingBlocks: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (await isBlockedAnswer(response)) for (const listener of listeners) listener();
  return response;
};
