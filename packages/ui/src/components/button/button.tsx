'use client';

import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  ElementType,
  MouseEvent,
  ReactNode,
  Ref,
} from 'react';
import { Spinner } from '../spinner';
import { useUiLabels } from '../ui-labels';
import {
  ButtonContent,
  ButtonRoot,
  ButtonSpinner,
  type ButtonSize,
  type ButtonVariant,
} from './button.styles';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks; the button stays focusable. */
  loading?: boolean;
  /** Label announced while loading when the button has no other text; defaults to the `ui` label "Loading". */
  loadingLabel?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & {
    /** Renders an anchor (or `as`) that looks like a button. */
    href: string;
    /** A router link component (e.g. Next's `Link`); it receives `href` and the anchor props. */
    as?: ElementType;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function isLink(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

/** A click handler that does nothing (and cancels the default) while `ignored`, else calls `onClick`. */
function unlessIgnored<E extends Element>(
  ignored: boolean | undefined,
  onClick?: (event: MouseEvent<E>) => void,
) {
  return (event: MouseEvent<E>) => {
    if (ignored) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

/** The native element's attributes: the props without the ones the button itself reads. */
function withoutOwnProps<P extends ButtonOwnProps>(props: P): Omit<P, keyof ButtonOwnProps> {
  const {
    variant: _v,
    size: _s,
    loading: _l,
    loadingLabel: _ll,
    disabled: _d,
    fullWidth: _f,
    startIcon: _si,
    endIcon: _ei,
    children: _c,
    ...rest
  } = props;
  return rest;
}

/**
 * A button, or with `href` a link styled as one. Variant, size and state are exposed as
 * `data-variant`, `data-size`, `data-loading` and `data-disabled`.
 */
export function Button(props: ButtonProps) {
  const labels = useUiLabels();
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel,
    disabled = false,
    fullWidth = false,
    startIcon,
    endIcon,
    children,
  } = props;

  const content = (
    <>
      <ButtonContent>
        {startIcon}
        {children}
        {endIcon}
      </ButtonContent>
      {loading ? (
        <ButtonSpinner>
          <Spinner size="sm" decorative />
        </ButtonSpinner>
      ) : null}
    </>
  );
  /** What the anchor and the button both carry: state on `data-*`, the accessible name, the width. */
  const ownProps = {
    'data-variant': variant,
    'data-size': size,
    'data-loading': loading ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'aria-busy': loading || undefined,
    'aria-label':
      props['aria-label'] ?? (loading && !children ? (loadingLabel ?? labels.loading) : undefined),
    $fullWidth: fullWidth,
  };

  if (isLink(props)) {
    const { as, href, onClick, ref, ...anchorProps } = withoutOwnProps(props);
    const inert = disabled || loading;
    return (
      <ButtonRoot
        {...anchorProps}
        {...ownProps}
        as={(as ?? 'a') as 'a'}
        ref={ref as Ref<HTMLButtonElement & HTMLAnchorElement>}
        href={disabled ? undefined : href}
        role={disabled ? 'link' : anchorProps.role}
        aria-disabled={inert || undefined}
        onClick={unlessIgnored(inert, onClick)}
      >
        {content}
      </ButtonRoot>
    );
  }

  const { href: _h, onClick, ref, type = 'button', ...buttonProps } = withoutOwnProps(props);
  return (
    <ButtonRoot
      {...buttonProps}
      {...ownProps}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={unlessIgnored(loading, onClick)}
    >
      {content}
    </ButtonRoot>
  );
}
