import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { UiLabelsProvider } from '../ui-labels';
import { FictionalBadge } from './fictional-badge';

const WARNING = 'This profile is fictional and run by our team. You cannot meet them in real life.';

describe('FictionalBadge', () => {
  it('header: shows the icon, the label and the whole warning as visible text in a note', () => {
    renderWithTheme(<FictionalBadge icon="/fictional.svg" warning={WARNING} variant="header" />);
    const note = screen.getByRole('note');
    expect(note).toHaveAttribute('data-variant', 'header');
    expect(note).toHaveAttribute('data-fictional');
    expect(note).toHaveTextContent('Fictional profile');
    expect(note).toHaveTextContent(WARNING);
    expect(note).not.toHaveAttribute('title');
    const icon = note.querySelector('img');
    expect(icon).toHaveAttribute('src', '/fictional.svg');
    expect(icon).toHaveAttribute('width', '24');
    expect(icon).toHaveAttribute('height', '24');
    // The text says it all: the icon is not read a second time.
    expect(icon).toHaveAttribute('alt', '');
  });

  it('card: a visible label, the warning as text in the accessibility tree', () => {
    renderWithTheme(
      <FictionalBadge icon="/f.svg" warning={WARNING} label="Fictional" variant="card" data-testid="badge" />,
    );
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('data-variant', 'card');
    expect(screen.getByText('Fictional')).toBeVisible();
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(badge.querySelector('img')).toHaveAttribute('width', '16');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows the warning while hovered and hides it on Escape', () => {
    renderWithTheme(<FictionalBadge icon="/f.svg" warning={WARNING} variant="inline" data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('data-tooltip', 'closed');
    fireEvent.pointerEnter(badge);
    expect(badge).toHaveAttribute('data-tooltip', 'open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(badge).toHaveAttribute('data-tooltip', 'closed');
    fireEvent.pointerEnter(badge);
    fireEvent.pointerLeave(badge);
    expect(badge).toHaveAttribute('data-tooltip', 'closed');
  });

  it('takes the label from the translated ui labels when none is passed', () => {
    renderWithTheme(
      <UiLabelsProvider labels={{ fictional: 'Fictief profiel' }}>
        <FictionalBadge icon="/f.svg" warning="Let op" variant="inline" />
      </UiLabelsProvider>,
    );
    expect(screen.getByText('Fictief profiel')).toBeInTheDocument();
  });

  it('honours a custom icon size', () => {
    renderWithTheme(<FictionalBadge icon="/f.svg" warning={WARNING} iconSize={20} data-testid="badge" />);
    const icon = screen.getByTestId('badge').querySelector('img');
    expect(icon).toHaveAttribute('width', '20');
    expect(icon).toHaveAttribute('height', '20');
  });
});
