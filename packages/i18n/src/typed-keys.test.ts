/**
 * Typed keys. The assertions that matter here are checked by `tsc` (`pnpm typecheck`): each
 * `@ts-expect-error` fails the type check if the line below it ever compiles, i.e. if typos stopped failing.
 */
import type { FlatNamespace, ParseKeys, TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type enCommon from '../locales/en/common.json';
import type enErrors from '../locales/en/errors.json';
import type enLanders from '../locales/en/landers.json';
import type enLegal from '../locales/en/legal.json';
import type enProfile from '../locales/en/profile.json';
import type enUi from '../locales/en/ui.json';
import { createI18n } from './create-i18n';
import { getServerI18n } from './server';

type Assert<T extends true> = T;
/** Dotted paths of the string leaves of a JSON object. */
type Leaves<T, P extends string = ''> = T extends string
  ? P
  : { [K in keyof T & string]: Leaves<T[K], P extends '' ? K : `${P}.${K}`> }[keyof T & string];
type AllKeysAccepted<Json, Ns extends FlatNamespace> = [Leaves<Json>] extends [ParseKeys<Ns>] ? true : false;

// Keys are typed at all (not plain `string`)…
export type KeysAreTyped = Assert<string extends ParseKeys<'common'> ? false : true>;
// …and every English key of every namespace is accepted.
export type CommonKeys = Assert<AllKeysAccepted<typeof enCommon, 'common'>>;
export type LegalKeys = Assert<AllKeysAccepted<typeof enLegal, 'legal'>>;
export type LandersKeys = Assert<AllKeysAccepted<typeof enLanders, 'landers'>>;
export type UiKeys = Assert<AllKeysAccepted<typeof enUi, 'ui'>>;
export type ErrorsKeys = Assert<AllKeysAccepted<typeof enErrors, 'errors'>>;
export type ProfileKeys = Assert<AllKeysAccepted<typeof enProfile, 'profile'>>;

describe('typed keys', () => {
  it('rejects typos at compile time (and shows the key at run time)', () => {
    const t: TFunction<'common'> = createI18n('en').t;
    // @ts-expect-error – not a key of the default namespace
    expect(t('nav.__typo__')).toBe('nav.__typo__');
    // @ts-expect-error – not a key of `common`
    expect(t('common:__missing__.key')).toBe('__missing__.key');
    // @ts-expect-error – not a namespace
    expect(t('chat:__nope__')).toBe('__nope__');
  });

  it('types the server t by the namespace asked for', () => {
    const { t } = getServerI18n('nl', 'profile');
    // @ts-expect-error – not a key of `profile`
    expect(t('__typo__')).toBe('__typo__');
  });
});
