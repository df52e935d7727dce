export * as schema from './schema';
export {
  createDb,
  pgliteGenericStatement,
  queryRows,
  sqlLiteral,
  type Db,
  type DbHandle,
  type CreateDbOptions,
  type Schema,
} from './client';
export { migrate, MIGRATIONS_FOLDER } from './migrate';
export { seed, DEMO_LOGIN, PREMIUM_DEMO_LOGIN, DEFAULT_FAKER_SEED, type SeedOptions } from './seed';
export { countMembers } from './seed/count';
export { ZSiteSettings, normalizeDomain, type TSiteSettings } from './site-settings';
export { photoFiles } from './media-files';
export { ageOn } from './age';
export { mulberry32 } from './random';
