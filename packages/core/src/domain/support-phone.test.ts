import { describe, expect, it } from 'vitest';
import { formatSupportPhone, samePhone } from './support-phone';

describe('formatSupportPhone (spec §9)', () => {
  it('formats US numbers with dashes and without +1', () => {
    expect(formatSupportPhone('+1 800 555 0199', 'US')).toBe('800-555-0199');
    expect(formatSupportPhone('(800) 555-0199', 'us')).toBe('800-555-0199');
  });

  it('leaves other countries as configured', () => {
    expect(formatSupportPhone('+31 20  123 4567', 'NL')).toBe('+31 20 123 4567');
    expect(formatSupportPhone('+1 800 555 0199', 'CA')).toBe('+1 800 555 0199');
  });

  it('leaves a US number it cannot read as is', () => {
    expect(formatSupportPhone('+44 20 7946 0000', 'US')).toBe('+44 20 7946 0000');
  });
});

describe('samePhone (spec §9: compared with dashes and spaces removed)', () => {
  it('ignores dashes and spaces', () => {
    expect(samePhone('800-555-0199', '800 555 0199')).toBe(true);
    expect(samePhone('+31 20 123 4567', '+31-20-1234567')).toBe(true);
  });

  it('differs on anything else', () => {
    expect(samePhone('+1 800 555 0199', '800-555-0199')).toBe(false);
    expect(samePhone('800-555-0199', null)).toBe(false);
  });
});
