import { type TDirectDebitState } from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';

/** Direct debit (/directdebit, ADR 0021): details, the SMS code, and a package paid on the mandate. */
export const directDebitResource = defineResource(({ get, send }) => ({
  /** GET /api/directdebit.php: the active mandate (masked), pending details and their code, the limit. */
  state: get('/api/directdebit.php', contract('ZDirectDebitState')),
  /** POST /api/directdebit.php: stores the details and sends the SMS code. */
  submit: send('POST', '/api/directdebit.php', { body: 'ZDirectDebitInput', answer: 'ZDirectDebitState' }),
  /** POST /api/directdebit-resend.php: a new code (one a minute). */
  resend: send<Record<string, never>, TDirectDebitState>(
    'POST',
    '/api/directdebit-resend.php',
    contract('ZDirectDebitState'),
  ),
  /** POST /api/directdebit-verify.php: the SMS code; the right one makes the mandate active. */
  verify: send('POST', '/api/directdebit-verify.php', {
    body: 'ZDirectDebitVerifyInput',
    answer: 'ZDirectDebitState',
  }),
  /** POST /api/directdebit-order.php: buys a package on the mandate; poll `payments.order(id)`. */
  order: send('POST', '/api/directdebit-order.php', {
    body: 'ZDirectDebitOrderInput',
    answer: 'ZDirectDebitOrderResponse',
  }),
}));
