'use client';

import { useTranslation } from '@dating/i18n/client';
import { Modal } from '@dating/ui/modal';
import { ConfirmContent, type ConfirmModalProps } from '@/components/confirm-dialog/confirm-content';

export interface BlockConfirmModalProps extends ConfirmModalProps {
  name: string;
}

/** Spec §5 "blocking confirms first": what blocking does, then Cancel (focused) or Block. */
export function BlockConfirmModal({ open, name, ...action }: BlockConfirmModalProps) {
  const { t } = useTranslation('member');
  return (
    <Modal
      open={open}
      onClose={action.onCancel}
      dismissible={!action.pending}
      size="sm"
      data-testid="block-modal"
    >
      <ConfirmContent
        title={t('block.title', { name })}
        body={t('block.body', { name })}
        cancelLabel={t('block.cancel')}
        confirmLabel={t('block.confirm')}
        cancelVariant="outline"
        confirmVariant="secondary"
        focus="cancel"
        {...action}
      />
    </Modal>
  );
}
