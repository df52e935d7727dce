import type { z } from 'zod';
import type { ZOkResponse } from '../contracts';
import { contract, type AnswerSchema, type ContractName, type ContractSchemas } from './contract';
import type { CallOptions, HttpMethod, Query, RequestFn } from './request';

/**
 * The shapes of a resource call, bound to one `request`, so that a resource lists each endpoint in one line.
 * Every answer names its contract (`contract('Z…')`), parsed by `request` when the client validates; `options` (an abort signal) is every call's last argument.
 */
export interface ResourceCalls {
  request: RequestFn;
  /** `(options?) => GET path`. */
  get: <T>(path: string, schema: AnswerSchema<T>) => (options?: CallOptions) => Promise<T>;
  /** `(arg, options?) => GET path?query`, the query made from the argument. */
  find: <A, T>(
    path: string,
    schema: AnswerSchema<T>,
    toQuery: (arg: A) => Query,
  ) => (arg: A, options?: CallOptions) => Promise<T>;
  /**
   * `(input, options?) => METHOD path?query` with the input as the JSON body. Name both contracts
   * (`{ body: 'Z…Input', answer: 'Z…Response' }`), or give the input type and the answer's contract.
   */
  send: {
    <B extends ContractName, A extends ContractName>(
      method: Exclude<HttpMethod, 'GET'>,
      path: string,
      contracts: { body: B; answer: A },
      query?: Query,
    ): (input: z.output<ContractSchemas[B]>, options?: CallOptions) => Promise<z.output<ContractSchemas[A]>>;
    <I, T>(
      method: Exclude<HttpMethod, 'GET'>,
      path: string,
      schema: AnswerSchema<T>,
      query?: Query,
    ): (input: I, options?: CallOptions) => Promise<T>;
  };
  /** `send` of a command the API answers with `{ ok: true }`. */
  command: <I>(
    method: Exclude<HttpMethod, 'GET'>,
    path: string,
  ) => (input: I, options?: CallOptions) => Promise<z.infer<typeof ZOkResponse>>;
}

export function resourceCalls(request: RequestFn): ResourceCalls {
  const send = ((
      method: Exclude<HttpMethod, 'GET'>,
      path: string,
      schema: AnswerSchema<unknown> | { body: ContractName; answer: ContractName },
      query?: Query,
    ) =>
    (input: unknown, options?: CallOptions) =>
      request({
        method,
        path,
        ...(query ? { query } : {}),
        body: input,
        schema: 'answer' in schema ? contract(schema.answer) : schema,
        ...options,
      })) as ResourceCalls['send'];
  return {
    request,
    send,
    command: (method, path) => send(method, path, contract('ZOkResponse')),
    get: (path, schema) => (options) => request({ method: 'GET', path, schema, ...options }),
    find: (path, schema, toQuery) => (arg, options) =>
      request({ method: 'GET', path, query: toQuery(arg), schema, ...options }),
  };
}

/** A resource of the API client: its calls, given the client's `request`. */
export const defineResource =
  <R>(define: (calls: ResourceCalls) => R) =>
  (request: RequestFn): R =>
    define(resourceCalls(request));
