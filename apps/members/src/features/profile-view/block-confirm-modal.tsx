'use client';

import { useTranslation } from '@dating/i18n/client';
import { Modal } from '@dating/ui/modal';
import { ConfirmContent } from '@/components/confirm-dialog/confirm-content';

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
      <ConfirmContent
        title={t('block.title', { name })}
        body={t('block.body', { name })}
        error={error}
        cancelLabel={t('block.cancel')}
        confirmLabel={t('block.confirm')}
        cancelVariant="outline"
        confirmVariant="secondary"
        focus="cancel"
        pending={pending}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
