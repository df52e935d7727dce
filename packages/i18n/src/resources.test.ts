import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from './locale';
import { loadNamespace } from './lazy-resources';
import { getResources, resources } from './resources';

describe('resources', () => {
  it('has every namespace of every locale, as objects', () => {
    for (const lng of LOCALES) {
      expect(Object.keys(resources[lng]).sort()).toEqual([...NAMESPACES].sort());
      for (const ns of NAMESPACES) expect(typeof resources[lng][ns]).toBe('object');
    }
  });

  it('getResources gives the locale plus the English fallback and nothing else', () => {
    const nl = getResources('nl');
    expect(Object.keys(nl).sort()).toEqual(['en', 'nl']);
    expect(nl.nl?.profile).toBe(resources.nl.profile);
    expect(nl.en?.common).toBe(resources.en.common);
    expect(Object.keys(getResources('en'))).toEqual(['en']);
  });

  it('getResources can limit the namespaces', () => {
    const de = getResources('de', ['errors']);
    expect(Object.keys(de.de ?? {})).toEqual(['errors']);
    expect(Object.keys(de.en ?? {})).toEqual(['errors']);
  });

  it('lazy loaders return the same content as the static imports', async () => {
    for (const lng of ['pl', 'en'] as const) {
      for (const ns of NAMESPACES) expect(await loadNamespace(lng, ns)).toEqual(resources[lng][ns]);
    }
  });
});

describe('isolation', () => {
  it('the bundled resources are frozen', () => {
    expect(Object.isFrozen(resources.en.common)).toBe(true);
    expect(() => {
      (resources.en as Record<string, unknown>).common = {};
    }).toThrow(TypeError);
  });
});
