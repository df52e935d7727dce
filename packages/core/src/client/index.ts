export { createApiClient, type ApiClient } from './create-api-client';
export { localApiError, type LocalApiErrorInit } from './local-api-error';
export {
  buildUrl,
  createRequest,
  isRetryable,
  retryDelay,
  USER_PATH,
  type ApiClientOptions,
  type CallOptions,
  type HttpMethod,
  type Query,
  type QueryValue,
  type RequestFn,
  type RequestSpec,
} from './request';
export {
  ApiError,
  ContractError,
  NetworkError,
  isApiError,
  isContractError,
  isNetworkError,
  type TFieldProblem,
} from './errors';
