import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_BONUS_MODAL_DELAY_MS, TIME_BONUS_SECONDS } from '@dating/core/domain';
import { CLIENT_NAMESPACES } from '@/lib/client-namespaces';
import { useUiStore } from '@/stores/ui-store';
import { createUser } from '@/test/fixtures';
import { navigation } from '@/test/navigation-mock';
import { renderApp } from '@/test/render';
import { TimeBonusBanner } from './time-bonus-banner';
import { TimeBonusModal } from './time-bonus-modal';
import { timeBonusModalDismissal } from './time-bonus-visibility';

const NOW = Date.parse('2026-11-24T12:00:00Z');
/** Signed up 10 seconds ago: 3:59:50 of the 4-hour bonus left. */
const fresh = createUser({ signup_date: new Date(NOW - 10_000).toISOString() });

function renderBonus(
  ui: React.ReactElement,
  user = fresh,
  locale: 'en' | 'de' = 'en',
  pathname = '/members',
) {
  navigation.pathname = pathname;
  return renderApp(ui, { user, locale, namespaces: CLIENT_NAMESPACES });
}

beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
  useUiStore.setState({ dismissals: {} });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('TimeBonusBanner', () => {
  it('counts down each second in hours, minutes and seconds, with a link to the credits', () => {
    renderBonus(<TimeBonusBanner />);
    const banner = screen.getByRole('region', { name: 'Your time bonus: 25% off' });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('3:59:50');
    expect(timer).toHaveAttribute('datetime', 'PT3H59M50S');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('3:59:49');
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('3:58:48');
    expect(banner).toContainElement(screen.getByRole('link', { name: 'Claim 25% off' }));
    expect(screen.getByRole('link', { name: 'Claim 25% off' })).toHaveAttribute('href', '/credits');
  });

  it('ends for real at zero and does not come back', () => {
    const almost = createUser({ signup_date: new Date(NOW - (TIME_BONUS_SECONDS - 2) * 1000).toISOString() });
    renderBonus(<TimeBonusBanner />, almost);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:02');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it.each([
    ['a paid member', createUser({ paid_user: true, signup_date: new Date(NOW - 10_000).toISOString() })],
    [
      'a sign-up older than 4 hours',
      createUser({ signup_date: new Date(NOW - 4 * 3600_000 - 1).toISOString() }),
    ],
  ])('is not shown to %s', (_label, user) => {
    renderBonus(<TimeBonusBanner />, user);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('is not shown to a visitor', () => {
    renderBonus(<TimeBonusBanner />, null as never);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('is not shown on /credits, where the prices already carry the discount', () => {
    renderBonus(<TimeBonusBanner />, fresh, 'en', '/credits');
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('speaks the member’s language', () => {
    renderBonus(<TimeBonusBanner />, fresh, 'de');
    expect(screen.getByRole('region', { name: 'Dein Zeitbonus: 25 % Rabatt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '25 % Rabatt sichern' })).toBeInTheDocument();
  });
});

describe('TimeBonusModal', () => {
  beforeEach(() => useUiStore.persist.setOptions({}));

  it('opens 40 s after entering the members area, saying how many hours are left', async () => {
    renderBonus(<TimeBonusModal />);
    await act(async () => {
      await useUiStore.persist.rehydrate();
    });
    act(() => vi.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS - 1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    const dialog = screen.getByRole('dialog', { name: '25% off your first credits' });
    expect(dialog).toHaveTextContent('Act fast: only 4 hours left to claim your time bonus.');
    expect(screen.getByRole('link', { name: 'Claim 25% off' })).toHaveAttribute('href', '/credits');
  });

  it('stays closed for a member with credits', async () => {
    renderBonus(<TimeBonusModal />, { ...fresh, credits: 5 });
    await act(async () => {
      await useUiStore.persist.rehydrate();
    });
    act(() => vi.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores the dismissal: once closed it does not open again for this member', async () => {
    const view = renderBonus(<TimeBonusModal />);
    await act(async () => {
      await useUiStore.persist.rehydrate();
    });
    act(() => vi.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS));
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const key = timeBonusModalDismissal(fresh.profile.id);
    expect(useUiStore.getState().dismissals[key]).toBeTypeOf('number');
    expect(localStorage.getItem('members-ui')).toContain(key);
    view.unmount();
    vi.useFakeTimers({
      now: NOW,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    renderBonus(<TimeBonusModal />);
    act(() => vi.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
