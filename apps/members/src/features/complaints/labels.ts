'use client';

import { type TComplaintOrder, type TComplaintReason, type TComplaintStatus } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';

/** The translated names of reasons, order states and complaint states (literal keys for the key check). */
export function useComplaintLabels() {
  const { t } = useTranslation('complaints');
  const reasons: Record<TComplaintReason, string> = {
    not_credited: t('reasons.not_credited'),
    charged_twice: t('reasons.charged_twice'),
    wrong_amount: t('reasons.wrong_amount'),
    unauthorised: t('reasons.unauthorised'),
    refund: t('reasons.refund'),
    other: t('reasons.other'),
  };
  const orderStatus: Record<TComplaintOrder['status'], string> = {
    open: t('orderStatus.open'),
    paid: t('orderStatus.paid'),
    failed: t('orderStatus.failed'),
    cancelled: t('orderStatus.cancelled'),
    refunded: t('orderStatus.refunded'),
  };
  const status: Record<TComplaintStatus, string> = { open: t('list.open'), answered: t('list.answered') };
  return { reasons, orderStatus, status };
}
