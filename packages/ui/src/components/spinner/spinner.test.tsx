import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { UiLabelsProvider } from '../ui-labels';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a visually hidden "Loading" label by default', () => {
    renderWithTheme(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status).toHaveAttribute('data-size', 'md');
  });

  it('takes a label prop and sizes', () => {
    renderWithTheme(<Spinner size="lg" label="Sending message" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sending message');
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'lg');
  });

  it('uses the translated label from UiLabelsProvider', () => {
    renderWithTheme(
      <UiLabelsProvider labels={{ loading: 'Wird geladen' }}>
        <Spinner />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  });

  it('decorative spinners are hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
