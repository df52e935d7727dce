import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { BannerAlert } from './banner-alert';

/** happy-dom applies the media queries of the styles: below 768 px the banner is compact. */
const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({
    width,
  });

afterEach(() => setWidth(1024));

function renderBanner(onDismiss = vi.fn(), pathname = '/members') {
  renderWithProviders(
    <BannerAlert
      tone="info"
      role="region"
      title="Get notified of new messages"
      onDismiss={onDismiss}
      dismissLabel="Not now"
      action={<button type="button">Turn on notifications</button>}
    >
      <p>We tell you when someone writes to you.</p>
    </BannerAlert>,
    { pathname },
  );
  return onDismiss;
}

describe('BannerAlert', () => {
  it('shows the whole alert on a desktop, without a details toggle', () => {
    setWidth(1280);
    renderBanner();
    expect(screen.getByRole('region', { name: 'Get notified of new messages' })).toBeVisible();
    expect(screen.getByText('We tell you when someone writes to you.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('is one row with the action on a phone, and expands with the keyboard', async () => {
    setWidth(390);
    const user = userEvent.setup();
    renderBanner();
    // Collapsed: the region keeps its name; the explanation waits behind the toggle.
    expect(screen.getByRole('region', { name: 'Get notified of new messages' })).toBeInTheDocument();
    expect(screen.getByText('We tell you when someone writes to you.')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'We tell you when someone writes to you.',
    );

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('We tell you when someone writes to you.')).toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays one row on a desktop on the swipe game, whose card needs the first screen', () => {
    setWidth(1280);
    renderBanner(vi.fn(), '/swipe-game');
    expect(screen.getByText('We tell you when someone writes to you.')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  });

  it('dismisses as before on a phone', async () => {
    setWidth(390);
    const user = userEvent.setup();
    const onDismiss = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
