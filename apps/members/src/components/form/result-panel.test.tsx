import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ResultPanel } from './result-panel';

describe('ResultPanel', () => {
  it('shows the outcome with where to go next and takes the focus when it appears', () => {
    renderWithProviders(
      <ResultPanel tone="success" message="Link sent" testId="sent">
        <a href="/login">Back to log in</a>
      </ResultPanel>,
    );
    const alert = screen.getByTestId('sent');
    expect(alert).toHaveTextContent('Link sent');
    expect(alert).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(document.activeElement).toBe(alert.parentElement);
  });

  it('announces a failure politely and leaves out the links row when there is nowhere to go', () => {
    const { container } = renderWithProviders(
      <ResultPanel tone="danger" message="Link expired" testId="bad" />,
    );
    expect(screen.getByTestId('bad')).toHaveAttribute('role', 'status');
    expect(container.querySelector('p')).toBeNull();
  });
});
