import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getServerI18n } from '@dating/i18n/server';
import { createSite } from '../../test/site-fixtures';
import { renderWithTheme } from '../../test/render';
import { FaqContent } from './faq-content';

const en = getServerI18n('en', 'legal').t;

function summaries(container: HTMLElement) {
  return Array.from(container.querySelectorAll('summary'));
}

describe('FaqContent', () => {
  it('lists six questions as closed disclosure widgets, fictional profiles among them', () => {
    const { container } = renderWithTheme(<FaqContent t={en} site={createSite()} locale="en" />);
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(6);
    items.forEach((item) => expect(item).not.toHaveAttribute('open'));
    expect(screen.getByText('Are all profiles real people?')).toBeInTheDocument();
    expect(screen.getByText(/operated by Heartline Media B\.V\. for entertainment/)).toBeInTheDocument();
  });

  it('reaches every question with Tab and opens and closes it with the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<FaqContent t={en} site={createSite()} locale="en" />);
    const list = summaries(container);

    for (const summary of list) {
      await user.tab();
      expect(summary).toHaveFocus();
    }

    // Browsers turn Enter and Space on a focused <summary> into a click (its activation behaviour);
    // happy-dom implements the toggle on click but not that key mapping, so the test dispatches the click.
    const first = list[0]!;
    const details = first.closest('details')!;
    first.focus();
    await user.click(first);
    expect(details).toHaveAttribute('open');
    expect(first).toHaveFocus();
    await user.click(first);
    expect(details).not.toHaveAttribute('open');
  });
});
