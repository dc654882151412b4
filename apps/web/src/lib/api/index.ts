export type { ApiClient, ApiClientConfig, ApiResult, HttpMethod, RequestOptions } from './client';
export { createApiClient } from './client';
export {
  ApiError,
  type ApiErrorInit,
  BadRequest,
  CANCELLED_STATUS,
  createApiError,
  DOWNLOAD_TIMEOUT_STATUS,
  Forbidden,
  HTTPError,
  isApiError,
  KNOWN_STATUS_CODES,
  NETWORK_ERROR_STATUS,
  NotFound,
  TIMEOUT_STATUS,
  Unauthorized,
} from './errors';
export { GENERIC_QUERY_ERROR, GENERIC_SERVER_ERROR } from './messages';
