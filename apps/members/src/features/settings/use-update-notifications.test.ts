import { describe, expect, it } from 'vitest';
import { createNotifications } from '@/test/fixtures';
import { applyPreferenceChange, inverseChange } from './use-update-notifications';

/** Everything on but the promotions. */
const current = createNotifications({ email: { promotions: false }, push: { promotions: false } });

describe('notification preference changes', () => {
  it('applies a partial change to the cached answer', () => {
    const next = applyPreferenceChange(current, { email: { news: false }, push: { like: false } });
    expect(next.preferences.email.news).toBe(false);
    expect(next.preferences.push.like).toBe(false);
    expect(next.preferences.email.like).toBe(true);
  });

  it('reverts only the switches of a failed change, keeping a concurrent one', () => {
    const revertNews = inverseChange(current, { email: { news: false } });
    const afterBoth = applyPreferenceChange(applyPreferenceChange(current, { email: { news: false } }), {
      push: { like: false },
    });
    // The first call fails after the second toggle: news comes back, push.like stays off.
    const reverted = applyPreferenceChange(afterBoth, revertNews);
    expect(reverted.preferences.email.news).toBe(true);
    expect(reverted.preferences.push.like).toBe(false);
  });
});
