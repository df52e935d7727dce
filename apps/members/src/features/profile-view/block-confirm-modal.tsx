'use client';

import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';

export interface BlockConfirmModalProps {
  open: boolean;
  name: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §5 "blocking confirms first": what blocking does, then Cancel (focused) or Block. */
export function BlockConfirmModal({
  open,
  name,
  pending,
  error,
  onCancel,
  onConfirm,
}: BlockConfirmModalProps) {
  const { t } = useTranslation('member');
  return (
    <Modal open={open} onClose={onCancel} dismissible={!pending} size="sm" data-testid="block-modal">
      <Modal.Header>{t('block.title', { name })}</Modal.Header>
      <Modal.Body>
        <p>{t('block.body', { name })}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus>
          {t('block.cancel')}
        </Button>
        <Button variant="secondary" onClick={onConfirm} loading={pending}>
          {t('block.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
