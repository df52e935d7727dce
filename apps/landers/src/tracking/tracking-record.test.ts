import { describe, expect, it } from 'vitest';
import { trackingRecord } from './tracking-record';

describe('trackingRecord', () => {
  it('maps the visit’s tracking parameters onto the record', () => {
    expect(trackingRecord('?network=aff1&ref=42&sub1=a&sub2=b&sub3=c&utm=x', { tracking: {} })).toEqual({
      network: 'aff1',
      ref: '42',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });
  it('reads sub and aff_sub* as at capture and removes curly braces', () => {
    expect(trackingRecord('?network={adnet}&sub=s&aff_sub2=t', { tracking: {} })).toEqual({
      network: 'adnet',
      ref: null,
      sub1: 's',
      sub2: 't',
      sub3: null,
    });
  });
  it('fills gaps from the campaign defaults without overriding the visit', () => {
    expect(trackingRecord('?sub1=mine', { tracking: { network: 'summer', sub1: 'nl-2025' } })).toEqual({
      network: 'summer',
      ref: null,
      sub1: 'mine',
      sub2: null,
      sub3: null,
    });
  });
  it('is null without a network and cuts values the API would refuse', () => {
    expect(trackingRecord('?sub1=a', { tracking: {} })).toBeNull();
    const record = trackingRecord(`?network=${'n'.repeat(150)}&sub1=${'s'.repeat(250)}`, { tracking: {} });
    expect(record?.network).toHaveLength(100);
    expect(record?.sub1).toHaveLength(200);
  });
});
