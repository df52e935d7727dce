'use client';

import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useUiLabels } from '../ui-labels';
import { lockBodyScroll, modalStack, tabbables } from './focus-trap';
import {
  ModalBackdrop,
  ModalBodyRoot,
  ModalCloseButton,
  ModalDialog,
  ModalFooterRoot,
  ModalHeaderRoot,
  ModalTitle,
  type ModalSize,
} from './modal.styles';

interface ModalContextValue {
  titleId: string;
}

const ModalContext = createContext<ModalContextValue | null>(null);

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  open: boolean;
  /** Called by the close button, Escape and a backdrop click (only when `dismissible`). */
  onClose?: () => void;
  /**
   * `false` makes the modal non-dismissible (e.g. signup in progress): no close button, Escape and
   * backdrop clicks are ignored. Close it by setting `open` to false.
   */
  dismissible?: boolean;
  size?: ModalSize;
  /** Accessible name of the close button; defaults to the `ui` label "Close". */
  closeLabel?: string;
  /** Element to focus on open; otherwise the first `[data-autofocus]` element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Render in a portal on document.body (default) or in place. */
  portal?: boolean;
  children?: ReactNode;
}

function useIsClient(): boolean {
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  return client;
}

/**
 * A modal dialog. Renders nothing on the server or while closed (safe for SSR); once open on the client
 * it is `role="dialog"` with `aria-modal`, labelled by `Modal.Header`, traps Tab focus and restores focus
 * to the previously focused element when it closes.
 */
function ModalRoot({
  open,
  onClose,
  dismissible = true,
  size = 'md',
  closeLabel,
  initialFocusRef,
  portal = true,
  children,
  onKeyDown,
  ...rest
}: ModalProps) {
  const client = useIsClient();
  const visible = open && client;
  const labels = useUiLabels();
  const titleId = `modal-title${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [token] = useState(() => Symbol('modal'));

  // Keep the latest callbacks without re-running the open/close effect.
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    if (!visible) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push(token);
    const unlockScroll = lockBodyScroll();

    const dialog = dialogRef.current;
    const target =
      initialFocusRef?.current ?? dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    target?.focus();

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !modalStack.isTop(token)) return;
      if (!latest.current.dismissible) return;
      event.stopPropagation();
      latest.current.onClose?.();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      unlockScroll();
      modalStack.remove(token);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [visible, token, initialFocusRef]);

  if (!visible) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Tab' || !modalStack.isTop(token) || !dialogRef.current) return;
    const items = tabbables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (event.target !== event.currentTarget || !startedHere) return;
    if (dismissible) onClose?.();
  };

  const labelledBy = rest['aria-label'] ? undefined : (rest['aria-labelledby'] ?? titleId);

  const node = (
    <ModalBackdrop data-modal-backdrop="" onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <ModalDialog
        {...rest}
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-size={size}
        data-dismissible={dismissible ? '' : undefined}
        onKeyDown={handleKeyDown}
      >
        {dismissible ? (
          <ModalCloseButton type="button" aria-label={closeLabel ?? labels.close} onClick={() => onClose?.()}>
            <span aria-hidden="true">×</span>
          </ModalCloseButton>
        ) : null}
        <ModalContext.Provider value={{ titleId }}>{children}</ModalContext.Provider>
      </ModalDialog>
    </ModalBackdrop>
  );

  return portal ? createPortal(node, document.body) : node;
}

function useModalContext(part: string): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error(`Modal.${part} must be rendered inside <Modal>.`);
  return context;
}

export interface ModalHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The dialog's title; it names the dialog. */
  children: ReactNode;
  /** Extra content under the title (e.g. a subtitle). */
  description?: ReactNode;
}

function ModalHeader({ children, description, ...rest }: ModalHeaderProps) {
  const { titleId } = useModalContext('Header');
  return (
    <ModalHeaderRoot {...rest}>
      <ModalTitle id={titleId}>{children}</ModalTitle>
      {description}
    </ModalHeaderRoot>
  );
}

function ModalBody(props: HTMLAttributes<HTMLDivElement>) {
  useModalContext('Body');
  return <ModalBodyRoot {...props} />;
}

/** The footer slot, typically the dialog's action buttons. */
function ModalFooter(props: HTMLAttributes<HTMLElement>) {
  useModalContext('Footer');
  return <ModalFooterRoot {...props} />;
}

ModalRoot.displayName = 'Modal';
ModalHeader.displayName = 'Modal.Header';
ModalBody.displayName = 'Modal.Body';
ModalFooter.displayName = 'Modal.Footer';

export const Modal = Object.assign(ModalRoot, {
  Header: ModalHeader,
  Body: ModalBody,
  Footer: ModalFooter,
});
