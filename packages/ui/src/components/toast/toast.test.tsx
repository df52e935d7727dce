import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { advance, fakeTimersPerTest } from '../../test/timers';
import { Toast, ToastViewport } from './toast';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './toast-provider';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup(props: Partial<ToastProviderProps> = {}) {
  renderWithTheme(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
  return api;
}

const show = (options: Parameters<ToastApi['show']>[0]) => {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
};

describe('Toast', () => {
  it('is a polite status with tone and title', () => {
    renderWithTheme(
      <Toast tone="success" title="Saved">
        Your profile was updated.
      </Toast>,
    );
    const toast = screen.getByRole('status');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(toast).toHaveAttribute('aria-atomic', 'true');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('Your profile was updated.');
  });

  it('dismisses through its named button', () => {
    const onDismiss = vi.fn();
    renderWithTheme(<Toast onDismiss={onDismiss}>Hi</Toast>);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('viewport is a named region', () => {
    renderWithTheme(<ToastViewport />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'data-placement',
      'bottom-end',
    );
  });
});

/** The toast with `text` stays until `ms` more have passed: still shown at `ms - 1`, gone at `ms`. */
function expectDismissedAfter(text: string, ms: number) {
  advance(ms - 1);
  expect(screen.getByText(text)).toBeInTheDocument();
  advance(1);
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe('ToastProvider + useToast', () => {
  fakeTimersPerTest();

  it('useToast throws outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });

  it('stacks toasts in the viewport', () => {
    setup();
    show({ title: 'First' });
    show({ title: 'Second', tone: 'danger' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toasts = within(region).getAllByRole('status');
    expect(toasts).toHaveLength(2);
    expect(toasts[1]).toHaveAttribute('data-tone', 'danger');
  });

  it('auto-dismisses after the duration', () => {
    setup({ duration: 3000 });
    show({ title: 'Message sent' });
    expectDismissedAfter('Message sent', 3000);
  });

  it('a per-toast duration overrides the default; Infinity keeps it', () => {
    setup({ duration: 1000 });
    show({ title: 'Short', duration: 500 });
    show({ title: 'Sticky', duration: Number.POSITIVE_INFINITY });
    advance(600);
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the remaining time', () => {
    setup({ duration: 4000 });
    show({ title: 'Hover me' });
    advance(3000);
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    expect(toast).toHaveAttribute('data-paused');
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    expectDismissedAfter('Hover me', 1000);
  });

  it('pauses while keyboard focus is inside it', () => {
    setup({ duration: 1000 });
    show({ title: 'Focus me' });
    const button = screen.getByRole('button', { name: 'Dismiss' });
    act(() => button.focus());
    advance(5000);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    act(() => button.blur());
    advance(1000);
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('dismisses by button and by api, and clears', () => {
    setup();
    show({ title: 'A' });
    const b = show({ title: 'B' });
    show({ title: 'C' });
    fireEvent.click(
      within(screen.getByText('A').closest('[role=status]') as HTMLElement).getByRole('button'),
    );
    expect(screen.queryByText('A')).not.toBeInTheDocument();
    act(() => api.dismiss(b));
    expect(screen.queryByText('B')).not.toBeInTheDocument();
    act(() => api.clear());
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('keeps at most `max` toasts and replaces by id', () => {
    setup({ max: 2 });
    show({ title: 'One' });
    show({ title: 'Two' });
    show({ title: 'Three' });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    show({ id: 'credits', title: 'Credits: 10' });
    show({ id: 'credits', title: 'Credits: 9' });
    expect(screen.queryByText('Credits: 10')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });
});
