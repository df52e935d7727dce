import {
  ZDirectDebitInput,
  ZDirectDebitOrderInput,
  ZDirectDebitOrderResponse,
  ZDirectDebitState,
  ZDirectDebitVerifyInput,
  maskPhone,
} from '@dating/core/contracts';
import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { memberCall } from '../shared/member-route';
import { normaliseDomain } from '../site/geo';
import { getSettingsForDomain } from '../site/settings-repo';
import type { App } from '../types';
import { directDebitState } from './directdebit-repo';
import { orderByDirectDebit, resendCode, submitDetails, verifyCode, type DirectDebitDeps } from './mandates';

const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The direct-debit page's calls (issue 13 item 4, ADR 0021): details, SMS code, purchase. */
export async function directDebitRoutes(app: App, deps: DirectDebitDeps): Promise<void> {
  const { db } = deps;
  const state = (userId: string) => directDebitState(db, userId, deps.now(), maskPhone);

  app.get('/directdebit.php', {
    ...memberCall(app, 'directdebit', {
      summary: 'The member’s direct-debit mandate, pending details and limit',
      description:
        'The active mandate and any details waiting for their SMS code, never the IBAN itself (masked: ' +
        '`NL•• •••• •••• ••12 34`), whether the account is blocked for direct debit, and the month’s limit ' +
        'with what was debited so far (EUR cents).',
      querystring: z.object({}).strict(),
      ok: ZDirectDebitState,
      limit: { max: 120, timeWindow: '1 minute' },
      private: true,
    }),
    handler: async (request) => state(request.auth!.userId),
  });

  /** A write of the page that answers the page's new state. */
  const statePost = <B extends z.ZodType>(
    path: string,
    doc: { summary: string; description: string; event?: string },
    body: B,
    act: (userId: string, input: z.infer<B>) => Promise<void>,
  ) =>
    app.post(path, {
      ...memberCall(app, 'directdebit', {
        summary: doc.summary,
        description: doc.description,
        body,
        ok: ZDirectDebitState,
        errors: [404, 415, 503],
        limit: WRITE_LIMIT,
        private: true,
      }),
      handler: async (request) => {
        await act(request.auth!.userId, request.body as z.infer<B>);
        if (doc.event) request.log.info({ event: doc.event }, doc.event);
        return state(request.auth!.userId);
      },
    });

  statePost(
    '/directdebit.php',
    {
      summary: 'Enter direct-debit details and get an SMS code',
      description:
        'Account holder, IBAN (SEPA, checksum checked), address and a mobile number valid for the member’s ' +
        'country. The IBAN is stored encrypted (AES-256-GCM); a six-digit code valid for 10 minutes goes ' +
        'by SMS (one a minute, five an hour). Field errors carry `directdebit:errors.*` keys; a blocked ' +
        'account is 403 `directdebit:errors.blocked`.',
      event: 'directdebit_details',
    },
    ZDirectDebitInput,
    (userId, input) => submitDetails(deps, userId, input),
  );

  statePost(
    '/directdebit-resend.php',
    {
      summary: 'A new SMS code for the pending details',
      description: 'Replaces the code (five new attempts); one SMS a minute and five an hour (429).',
    },
    z.object({}).strict().nullish(),
    (userId) => resendCode(deps, userId),
  );

  statePost(
    '/directdebit-verify.php',
    {
      summary: 'Confirm the details with the SMS code',
      description:
        'A wrong code is 400 `directdebit:errors.codeInvalid` ("Code invalid", with `attempts_left`); after ' +
        'five wrong codes or ten minutes `directdebit:errors.codeExpired` (ask for a new one). The right ' +
        'code signs the mandate at the payment provider and makes it the active one.',
      event: 'directdebit_verified',
    },
    ZDirectDebitVerifyInput,
    (userId, input) => verifyCode(deps, userId, input.otp),
  );

  app.post('/directdebit-order.php', {
    ...memberCall(app, 'directdebit', {
      summary: 'Buy a credit package by direct debit',
      description:
        'Needs `authorise: true` (the ticked authorisation) and an active mandate (409 otherwise). 403 ' +
        '`directdebit:errors.blocked` or `directdebit:errors.limitReached` (the month’s debits plus this ' +
        'package over the member’s limit). The order is charged on the mandate and settles like any order: ' +
        'poll `GET /api/orders.php?id=`; its credits are booked once.',
      body: ZDirectDebitOrderInput,
      ok: ZDirectDebitOrderResponse,
      errors: [404, 409, 415, 503],
      limit: WRITE_LIMIT,
      private: true,
    }),
    handler: async (request) => {
      const site = await getSettingsForDomain(db, normaliseDomain(request.host || 'localhost'));
      if (!site) throw new ApiError('not_found');
      const order = await orderByDirectDebit(deps, request.auth!.userId, site.siteId, request.body);
      request.log.info({ event: 'directdebit_order', order: order.id }, 'direct-debit order');
      return { order };
    },
  });
}
