import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('%s tone has role=%s', (tone, role) => {
    renderWithTheme(<Alert tone={tone}>Message</Alert>);
    expect(screen.getByRole(role)).toHaveAttribute('data-tone', tone);
  });

  it('shows the title and body', () => {
    renderWithTheme(<Alert title="Add a photo">Profiles with a photo get more replies.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Add a photo');
    expect(screen.getByRole('status')).toHaveTextContent('Profiles with a photo get more replies.');
  });

  it('is not dismissible without onDismiss', () => {
    renderWithTheme(<Alert>Message</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with onDismiss has a named close button that works with the keyboard', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithTheme(
      <Alert tone="warning" onDismiss={onDismiss}>
        Turn on notifications
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-dismissible');
    const close = screen.getByRole('button', { name: 'Dismiss' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes a custom dismiss label and role', () => {
    renderWithTheme(
      <Alert onDismiss={() => {}} dismissLabel="Hide" role="region" aria-label="Banner">
        x
      </Alert>,
    );
    expect(screen.getByRole('region', { name: 'Banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('names a region by its title, unless it is named otherwise', () => {
    const { unmount } = renderWithTheme(
      <Alert role="region" title="Add a photo">
        x
      </Alert>,
    );
    expect(screen.getByRole('region', { name: 'Add a photo' })).toBeInTheDocument();
    unmount();
    renderWithTheme(
      <Alert role="region" title="Add a photo" aria-label="Banner">
        x
      </Alert>,
    );
    expect(screen.getByRole('region', { name: 'Banner' })).toBeInTheDocument();
  });
});
