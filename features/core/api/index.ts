export { ApiProvider, useApi } from './ApiContext.ts';
export { createApiClient } from './client.ts';
export { requestTimeoutsMs } from './timeouts.ts';
export type {
  ApiClient,
  ApiClientOptions,
  Envelope,
  QueryValue,
  RequestOptions,
} from './client.ts';
