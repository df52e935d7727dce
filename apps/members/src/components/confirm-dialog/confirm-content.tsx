'use client';

import { type ReactNode } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button, type ButtonVariant } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';

/** What a confirm modal gets from the screen that opens it: whether it is open, the action's state, the answers. */
export interface ConfirmModalProps {
  open: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export interface ConfirmContentProps {
  title: ReactNode;
  body: ReactNode;
  /** Why the last try failed, in a danger alert under the body. */
  error?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  cancelVariant: ButtonVariant;
  confirmVariant?: ButtonVariant;
  /** Which button has the focus when the dialog opens. */
  focus: 'cancel' | 'confirm';
  /** While the confirmed action runs: cancel is disabled, confirm shows its spinner. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The header, body and two buttons of a modal that asks before it acts (block, account deletion and its offer). */
export function ConfirmContent({
  title,
  body,
  error,
  cancelLabel,
  confirmLabel,
  cancelVariant,
  confirmVariant,
  focus,
  pending,
  onCancel,
  onConfirm,
}: ConfirmContentProps) {
  return (
    <>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Body>
        <p>{body}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant={cancelVariant}
          onClick={onCancel}
          disabled={pending}
          data-autofocus={focus === 'cancel' || undefined}
        >
          {cancelLabel}
        </Button>
        <Button
          variant={confirmVariant}
          onClick={onConfirm}
          loading={pending}
          data-autofocus={focus === 'confirm' || undefined}
        >
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </>
  );
}
