import type { z } from 'zod';
import type * as contracts from '../contracts';

/** The zod schemas of `@dating/core/contracts`, by export name (`ZUserResponse`, …). */
export type ContractSchemas = {
  [
    K in keyof typeof contracts as K extends `Z${string}`
      ? (typeof contracts)[K] extends z.ZodType
        ? K
        : never
      : never
  ]: (typeof contracts)[K];
};
export type ContractName = keyof ContractSchemas;

/**
 * An answer's contract named, not imported: `contract('ZUserResponse')` carries the answer's type and the schema's
 * name only, so a resource does not pull zod and every schema into the browser's JavaScript (ADR 0033). A client
 * given `contracts` (the server's, the tests') parses each answer with the named schema; the browser's client
 * trusts its own API's JSON, as it would after a successful parse.
 */
export interface ContractRef<T> {
  readonly contract: ContractName;
  /** Type only: the parsed answer. */
  readonly __answer?: T;
}

export function contract<K extends ContractName>(name: K): ContractRef<z.output<ContractSchemas[K]>> {
  return { contract: name };
}

/** What a call's answer is checked against: a named contract, or a schema the caller brings along. */
export type AnswerSchema<T> = ContractRef<T> | z.ZodType<T>;

/** The schemas a validating client looks names up in: `import * as contracts from '@dating/core/contracts'`. */
export type ContractRegistry = Partial<Record<ContractName, z.ZodType>>;

export const isContractRef = <T>(schema: AnswerSchema<T>): schema is ContractRef<T> =>
  typeof (schema as ContractRef<T>).contract === 'string';
