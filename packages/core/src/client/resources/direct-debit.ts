import {
  type TDirectDebitInput,
  type TDirectDebitOrderInput,
  type TDirectDebitOrderResponse,
  type TDirectDebitState,
  type TDirectDebitVerifyInput,
} from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';

/** Direct debit (/directdebit, ADR 0021): details, the SMS code, and a package paid on the mandate. */
export const directDebitResource = defineResource(({ get, send }) => ({
  /** GET /api/directdebit.php: the active mandate (masked), pending details and their code, the limit. */
  state: get('/api/directdebit.php', contract('ZDirectDebitState')),
  /** POST /api/directdebit.php: stores the details and sends the SMS code. */
  submit: send<TDirectDebitInput, TDirectDebitState>(
    'POST',
    '/api/directdebit.php',
    contract('ZDirectDebitState'),
  ),
  /** POST /api/directdebit-resend.php: a new code (one a minute). */
  resend: send<Record<string, never>, TDirectDebitState>(
    'POST',
    '/api/directdebit-resend.php',
    contract('ZDirectDebitState'),
  ),
  /** POST /api/directdebit-verify.php: the SMS code; the right one makes the mandate active. */
  verify: send<TDirectDebitVerifyInput, TDirectDebitState>(
    'POST',
    '/api/directdebit-verify.php',
    contract('ZDirectDebitState'),
  ),
  /** POST /api/directdebit-order.php: buys a package on the mandate; poll `payments.order(id)`. */
  order: send<TDirectDebitOrderInput, TDirectDebitOrderResponse>(
    'POST',
    '/api/directdebit-order.php',
    contract('ZDirectDebitOrderResponse'),
  ),
}));
