import { ZReceiptPdfQuery } from '@dating/core/contracts';
import { z } from 'zod';
import { requireUser } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import type { BuildAppOptions } from '../app';
import type { App } from '../types';
import { receiptPdf } from './receipt-pdf';
import { ownPurchaseReceipt } from './receipts-repo';

/** Build options of this domain: tests turn compression off to read the text of the PDF sent. */
export interface ReceiptsAppOptions {
  receipts?: { compress?: boolean };
}

/** `GET /api/receipt.php?id=`: the receipt of one of the caller's own purchases as a PDF download. */
export async function receiptRoutes(app: App, options: BuildAppOptions): Promise<void> {
  const db = app.db.db;
  const compress = (options as BuildAppOptions & ReceiptsAppOptions).receipts?.compress ?? true;
  app.get('/receipt.php', {
    preHandler: requireUser(app),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['payments'],
      summary: 'A purchase receipt as PDF',
      description:
        'The receipt of `/transactions/{id}` (seller, VAT included, method, amount) as an A4 PDF in the ' +
        'member’s language, sent as an attachment `receipt-<order short id>.pdf`. `id` is a ledger entry id ' +
        'of the caller’s own purchase; another member’s entry, a non-purchase entry and an unknown id are the ' +
        'same 404.',
      security: [{ session: [] }],
      querystring: ZReceiptPdfQuery,
      response: {
        200: {
          description: 'The receipt (application/pdf)',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorResponses(400, 403, 404, 429),
      },
    },
    handler: async (request, reply) => {
      const found = await ownPurchaseReceipt(db, request.auth!.userId, request.query.id);
      if (!found) throw new ApiError('not_found');
      const pdf = await receiptPdf(found.receipt, found.language, { compress });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="receipt-${found.receipt.order_id.slice(0, 8)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf as never); // a Buffer bypasses the response serializer
    },
  });
}
