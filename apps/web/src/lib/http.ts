import { createApiClient, createServiceTokenManager, tokenOrCookie } from './api';
import { fetchWatchingBlocks } from './blocked-account';

// Every call says it comes from our scripts: the server refuses cookie-authenticated writes without
// this header (CSRF protection).
const headers = { 'x-requested-with': 'fetch' };

/** The logged-in user's service token for `xAuth` calls; features/session forgets it on login and logout. */
export const serviceToken = createServiceTokenManager({ client: createApiClient({ headers }) });

/** The app's one API client (same origin); `xAuth` calls carry the service token and renew it on a 401. */
export const http = createApiClient({
  headers,
  // A blocked account's refusal sends the visitor to the block page (app/layout/use-blocked-redirect).
  fetch: fetchWatchingBlocks,
  getToken: () => tokenOrCookie(serviceToken),
  refreshToken: (rejected) => serviceToken.refresh(rejected),
});
