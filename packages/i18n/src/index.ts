// Pull the `CustomTypeOptions` augmentation (typed keys) into every program that imports this package.
import type {} from './i18next';

export * from './locale';
export { baseInitOptions } from './options';
export { getResources, resources, type LocaleResources } from './resources';
export { createI18n, type CreateI18nOptions } from './create-i18n';
export { DYNAMIC_KEY_PREFIXES } from './dynamic-keys';
