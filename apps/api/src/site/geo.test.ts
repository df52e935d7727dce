import { describe, expect, it } from 'vitest';
import { countryFromProxyHeaders, detectCountry, normaliseDomain, regionsFromAcceptLanguage } from './geo';

describe('geo helpers', () => {
  it('reads a valid proxy country and ignores unknown markers', () => {
    expect(countryFromProxyHeaders({ 'cf-ipcountry': 'nl' })).toBe('NL');
    expect(countryFromProxyHeaders({ 'cf-ipcountry': 'XX', 'x-country-code': 'DE' })).toBe('DE');
    expect(countryFromProxyHeaders({ 'cf-ipcountry': 'N1L' })).toBeNull();
  });

  it('orders Accept-Language regions by weight', () => {
    expect(regionsFromAcceptLanguage('en;q=0.5, nl-BE, de-AT;q=0.8, fr')).toEqual(['BE', 'AT']);
    expect(regionsFromAcceptLanguage('zh-Hant-TW')).toEqual(['TW']);
    expect(regionsFromAcceptLanguage(undefined)).toEqual([]);
  });

  it('falls back from proxy header to Accept-Language to the first served country', () => {
    const served = ['NL', 'DE', 'BE'];
    expect(
      detectCountry({ headers: { 'cf-ipcountry': 'US' }, trustProxy: true, served, fallback: 'NL' }),
    ).toBe('US');
    expect(
      detectCountry({ headers: { 'cf-ipcountry': 'US' }, trustProxy: false, served, fallback: 'NL' }),
    ).toBe('NL');
    expect(
      detectCountry({
        headers: { 'accept-language': 'en-GB,de-DE;q=0.9' },
        trustProxy: true,
        served,
        fallback: 'NL',
      }),
    ).toBe('DE');
  });

  it('normalises hosts', () => {
    expect(normaliseDomain('Example.COM:3000')).toBe('example.com');
    expect(normaliseDomain('[::1]:3001')).toBe('[::1]');
  });
});
