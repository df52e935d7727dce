'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Trans, useLocale, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { ConfirmContent, type ConfirmModalProps } from '@/components/confirm-dialog/confirm-content';
import { useAcceptDeleteDiscount } from './use-accept-delete-discount';

export interface DeleteConfirmModalProps extends ConfirmModalProps {
  /** `settings.delete_discount`: when set, an offer comes before the final confirmation. */
  discount: number | null;
}

/**
 * The confirmation of spec §5 ("Deleting an account asks for confirmation"), preceded by the delete-discount
 * offer when the site has one. The offer says exactly what it is: a discount on the next credit purchase.
 * Accepting it saves a personal code (POST /api/delete-discount.php) and shows it with its end date; the
 * account is not deleted. Declining goes on to the confirmation.
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
  const locale = useLocale();
  const [offerSeen, setOfferSeen] = useState(false);
  const accept = useAcceptDeleteDiscount();
  const granted = accept.data?.discount_code ?? null;
  const showOffer = Boolean(discount) && !offerSeen;
  const close = () => {
    setOfferSeen(false);
    accept.reset();
    onCancel();
  };

  if (granted) {
    const until = granted.expires
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(granted.expires))
      : '';
    return (
      <Modal open={open} onClose={close} size="sm" data-testid="delete-modal">
        <Modal.Header>{t('deletion.grantedTitle')}</Modal.Header>
        <Modal.Body>
          <p data-testid="delete-discount-code">
            <Trans
              t={t}
              i18nKey="deletion.grantedBody"
              values={{ code: granted.code, percent: granted.value_percentage, date: until }}
              components={{ code: <strong /> }}
            />
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            {t('deletion.grantedClose')}
          </Button>
          <Button as={Link} href="/credits" data-autofocus>
            {t('deletion.grantedBuy')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!pending && !accept.isPending}
      size="sm"
      data-testid="delete-modal"
    >
      {showOffer ? (
        <ConfirmContent
          title={t('deletion.offerTitle', { percent: discount })}
          body={t('deletion.offerBody', { percent: discount })}
          error={accept.isError ? t('deletion.offerFailed') : null}
          cancelLabel={t('deletion.offerDecline')}
          confirmLabel={t('deletion.offerAccept', { percent: discount })}
          cancelVariant="secondary"
          focus="confirm"
          pending={accept.isPending}
          onCancel={() => setOfferSeen(true)}
          onConfirm={() => accept.mutate()}
        />
      ) : (
        <ConfirmContent
          title={t('deletion.confirmTitle')}
          body={t('deletion.confirmBody')}
          error={error}
          cancelLabel={t('deletion.cancel')}
          confirmLabel={t('deletion.confirm')}
          cancelVariant="secondary"
          focus="cancel"
          pending={pending}
          onCancel={close}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}
