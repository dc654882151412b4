import { createApiClient } from './api';

/** The app's one API client (same origin). */
export const http = createApiClient();
