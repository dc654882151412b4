import { createApiClient, createServiceTokenManager, tokenOrCookie } from './api';

// Every call says it comes from our scripts: the server refuses cookie-authenticated writes without
// this header (CSRF protection).
const headers = { 'x-requested-with': 'fetch' };

/** The logged-in user's service token for `xAuth` calls; features/session forgets it on login and logout. */
export const serviceToken = createServiceTokenManager({ client: createApiClient({ headers }) });

/** The app's one API client (same origin); `xAuth` calls carry the service token and renew it on a 401. */
export const http = createApiClient({
  headers,
  getToken: () => tokenOrCookie(serviceToken),
  refreshToken: (rejected) => serviceToken.refresh(rejected),
});
