import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './format-time';

describe('chat times', () => {
  const now = new Date('2026-11-24T15:00:00');

  it('shows the hour of a message', () => {
    expect(formatMessageTime('2026-11-24T09:05:00', 'de')).toBe('09:05');
    expect(formatMessageTime('not a date', 'de')).toBe('');
  });

  it('shows the hour today, the weekday this week, the date before', () => {
    expect(formatListTime('2026-11-24T09:05:00', now, 'de')).toBe('09:05');
    expect(formatListTime('2026-11-22T09:05:00', now, 'en')).toBe('Sun');
    expect(formatListTime('2026-11-02T09:05:00', now, 'en-US')).toBe('Nov 2');
  });
});
