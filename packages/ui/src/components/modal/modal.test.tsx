import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ThemeProvider } from '../../theme/theme-provider';
import { Modal, type ModalProps } from './modal';

function Example(props: Partial<ModalProps>) {
  return (
    <Modal open onClose={() => {}} {...props}>
      <Modal.Header>Create your account</Modal.Header>
      <Modal.Body>
        <label>
          Email <input />
        </label>
      </Modal.Body>
      <Modal.Footer>
        <button type="button">Continue</button>
      </Modal.Footer>
    </Modal>
  );
}

function WithTrigger({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} dismissible={dismissible}>
        <Modal.Header>Title</Modal.Header>
        <Modal.Body>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Modal.Body>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Example open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing on the server, even when open', () => {
    const html = renderToString(
      <ThemeProvider>
        <Example />
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });

  it('is a modal dialog labelled by its title, with header, body and footer', () => {
    renderWithTheme(<Example size="lg" />);
    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(screen.getByRole('heading', { level: 2, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' }).closest('footer')).toBeInTheDocument();
  });

  it('moves focus into the dialog and restores it on close', async () => {
    const user = userEvent.setup();
    renderWithTheme(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <button type="button">Outside</button>
        <Example />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Email' });
    const cont = screen.getByRole('button', { name: 'Continue' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(cont).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cont).toHaveFocus();
  });

  it('focuses initialFocusRef or [data-autofocus] when given', () => {
    renderWithTheme(
      <Modal open aria-label="Quick reply">
        <Modal.Body>
          <input aria-label="Reply" data-autofocus="" />
        </Modal.Body>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Quick reply' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveFocus();
  });

  it('closes on Escape, on the close button and on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Example onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    const backdrop = document.querySelector('[data-modal-backdrop]') as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('does not close when a click inside the dialog ends on the backdrop', () => {
    const onClose = vi.fn();
    renderWithTheme(<Example onClose={onClose} />);
    const backdrop = document.querySelector('[data-modal-backdrop]') as HTMLElement;
    fireEvent.mouseDown(screen.getByRole('textbox'));
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on clicks inside the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Example onClose={onClose} />);
    await user.click(screen.getByRole('heading'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('non-dismissible: no close button, Escape and backdrop are ignored', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Example onClose={onClose} dismissible={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-modal-backdrop]') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uses a custom close label', () => {
    renderWithTheme(<Example closeLabel="Schließen" />);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('only the topmost of nested modals reacts to Escape', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    renderWithTheme(
      <>
        <Modal open onClose={outer} aria-label="Outer">
          <Modal.Body>outer</Modal.Body>
        </Modal>
        <Modal open onClose={inner} aria-label="Inner">
          <Modal.Body>inner</Modal.Body>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('locks body scroll while open', () => {
    const { unmount } = renderWithTheme(<Example />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
