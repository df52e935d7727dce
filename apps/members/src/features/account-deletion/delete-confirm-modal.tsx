'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';

export interface DeleteConfirmModalProps {
  open: boolean;
  /** `settings.delete_discount`: when set, an offer comes before the final confirmation. */
  discount: number | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation of spec §5 ("Deleting an account asks for confirmation"), preceded by the delete-discount
 * offer when the site has one. The offer says exactly what it is: a discount on the next credit purchase,
 * shown at checkout; nothing is applied by staying on this page.
 */
export function DeleteConfirmModal({
  open,
  discount,
  pending,
  error,
  onCancel,
  onConfirm,
}: DeleteConfirmModalProps) {
  const { t } = useTranslation('account');
  const [offerSeen, setOfferSeen] = useState(false);
  const showOffer = Boolean(discount) && !offerSeen;
  const close = () => {
    setOfferSeen(false);
    onCancel();
  };

  return (
    <Modal open={open} onClose={close} dismissible={!pending} size="sm" data-testid="delete-modal">
      {showOffer ? (
        <>
          <Modal.Header>{t('deletion.offerTitle', { percent: discount })}</Modal.Header>
          <Modal.Body>
            <p>{t('deletion.offerBody', { percent: discount })}</p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setOfferSeen(true)}>
              {t('deletion.offerDecline')}
            </Button>
            <Button as={Link} href="/credits" data-autofocus>
              {t('deletion.offerAccept')}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <>
          <Modal.Header>{t('deletion.confirmTitle')}</Modal.Header>
          <Modal.Body>
            <p>{t('deletion.confirmBody')}</p>
            {error ? <Alert tone="danger">{error}</Alert> : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={close} disabled={pending} data-autofocus>
              {t('deletion.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={pending}>
              {t('deletion.confirm')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
