import { createApiClient } from './api';

/**
 * The app's one API client (same origin). Every call says it comes from our scripts: the server
 * refuses cookie-authenticated writes without this header (CSRF protection).
 */
export const http = createApiClient({ headers: { 'x-requested-with': 'fetch' } });
