export type { ApiClient, ApiClientConfig, ApiResult, HttpMethod, RequestOptions } from './client';
export { createApiClient, MAX_AUTH_ATTEMPTS } from './client';
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
  ServiceTokenError,
  type ServiceTokenErrorCode,
  TIMEOUT_STATUS,
  TokenNotAuthenticated,
  Unauthorized,
  UserNotAuthenticated,
} from './errors';
export {
  type AnswerParser,
  type AnswerSafeParser,
  answerOf,
  fetchParsed,
  fetchParsedOrNone,
  NO_ANSWER,
} from './fetch-parsed';
export { GENERIC_QUERY_ERROR, GENERIC_SERVER_ERROR } from './messages';
export type { ServiceEnvelope } from './service-envelope';
export {
  createServiceTokenManager,
  SERVICE_TOKEN_REFRESH_URL,
  SERVICE_TOKEN_URL,
  type ServiceTokenManager,
  tokenOrCookie,
} from './service-token';
