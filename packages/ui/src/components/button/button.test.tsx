import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button, type ButtonAsButtonProps } from './button';

/** A button with a click spy, and a user to press it. */
function renderClickable(label: string, props: Omit<ButtonAsButtonProps, 'onClick'>) {
  const user = userEvent.setup();
  const onClick = vi.fn();
  renderWithTheme(
    <Button {...props} onClick={onClick}>
      {label}
    </Button>,
  );
  return { user, onClick };
}

describe('Button', () => {
  it('renders a type="button" button with variant and size on data attributes', () => {
    renderWithTheme(
      <Button variant="secondary" size="lg">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('defaults to primary/md and honours type="submit"', () => {
    renderWithTheme(<Button type="submit">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('is reachable with Tab', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Button>Like</Button>);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('is activated by click, Enter and Space', async () => {
    const { user, onClick } = renderClickable('Like', {});
    await user.click(screen.getByRole('button'));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading is aria-busy, shows a spinner, keeps focus and ignores clicks', async () => {
    const { user, onClick } = renderClickable('Pay', { loading: true });
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('[data-size="sm"]')).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon-only loading button is named "Loading" by default', () => {
    renderWithTheme(<Button loading />);
    expect(screen.getByRole('button', { name: 'Loading' })).toBeInTheDocument();
  });

  it('disabled buttons cannot be clicked', async () => {
    const { user, onClick } = renderClickable('Send', { disabled: true });
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with href renders a link', () => {
    renderWithTheme(
      <Button href="/premium" variant="outline" fullWidth>
        Get Premium
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get Premium' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/premium');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders a router link component passed as `as`', () => {
    function RouterLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a data-router="" {...props} />;
    }
    renderWithTheme(
      <Button href="/chats" as={RouterLink}>
        Messages
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', '/chats');
  });

  it('a disabled link has no href and is aria-disabled', () => {
    renderWithTheme(
      <Button href="/credits" disabled>
        Credits
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Credits' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('passes ref to the element', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});
