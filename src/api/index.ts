// The calls layer's public API.
export { DataProvider } from './swr-provider';
export { useQuery } from './use-query';
export { fetchQuery, QueryNotAvailableError } from './queries/fetch-query';
export { queryKey, resolveParams } from './queries/query-key';
export { queryRegistry } from './queries/query-registry';
export type {
  QueryName,
  AvailableQueryName,
  QueryParams,
  QueryResult,
} from './queries/query-registry';
export {
  sendCommand,
  sendNamedCall,
  invalidateQueries,
  type NamedCall,
} from './commands/send-command';
export { commandRegistry } from './commands/command-registry';
export type { CommandName, CommandParams } from './commands/command-registry';
export { http, createHttpClient, type HttpRequest, type HttpClient } from './http-client';
export { ApiError, ReadOnlyRefusedError } from './api-error';
export { MissingTokenError, NO_TOKEN_MESSAGE } from './errors/token-rule';
export { fieldRefusals, type FieldRefusal } from './errors/field-refusals';
export { FIELD_REFUSAL_MESSAGES, fieldRefusalMessageId } from './errors/field-refusal-messages';
export type { AnswerEffect } from './errors/effects';
export { swrSettings } from './swr-settings';
