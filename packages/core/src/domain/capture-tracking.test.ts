import { describe, expect, it } from 'vitest';
import { captureTracking } from './capture-tracking';

describe('captureTracking (spec §4)', () => {
  it('reads the record, strips every tracking parameter and keeps the rest and the hash', () => {
    const result = captureTracking(
      'https://example.test/members?network={adnet}&ref=r1&sub1=a&sub2=b&sub3=c&cpc=0.1&gender=female&t=5#top',
    );
    expect(result).toEqual({
      record: { network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' },
      cleanedUrl: 'https://example.test/members?gender=female&t=5#top',
      stripped: true,
    });
  });

  it('maps sub and aff_sub* onto sub1–sub3 when sub1–sub3 are absent', () => {
    expect(captureTracking('/?network=n&aff_sub=x&aff_sub2=y&aff_sub3=z').record).toEqual({
      network: 'n',
      ref: null,
      sub1: 'x',
      sub2: 'y',
      sub3: 'z',
    });
    expect(captureTracking('/?network=n&sub=s&aff_sub1=x').record?.sub1).toBe('s');
    expect(captureTracking('/?network=n&sub1=one&sub=s').record?.sub1).toBe('one');
  });

  it('strips but records nothing without a network', () => {
    expect(captureTracking('/signup?ref=r&sub1=a&aff_sub=b')).toEqual({
      record: null,
      cleanedUrl: '/signup',
      stripped: true,
    });
    expect(captureTracking('/?network={}&sub1=a').record).toBeNull();
  });

  it('leaves a URL without tracking untouched', () => {
    expect(captureTracking('/members/5?x=a%20b#h')).toEqual({
      record: null,
      cleanedUrl: '/members/5?x=a%20b#h',
      stripped: false,
    });
  });

  it('accepts a URL object and returns an absolute URL', () => {
    const result = captureTracking(new URL('http://127.0.0.1:3000/?network=n&sub2={sub2}'));
    expect(result.cleanedUrl).toBe('http://127.0.0.1:3000/');
    expect(result.record).toEqual({ network: 'n', ref: null, sub1: null, sub2: 'sub2', sub3: null });
  });
});
