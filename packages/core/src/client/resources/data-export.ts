import { contract } from '../contract';
import { defineResource } from '../calls';

/** "Download my data" (ADR 0036): the state of the member's request, a new request, a mailed link's check. */
export const dataExportResource = defineResource(({ get, send, find }) => ({
  /** GET /api/data-export.php: the newest request and when the next is possible. */
  state: get('/api/data-export.php', contract('ZDataExportState')),
  /** POST /api/data-export.php: queue a new export (429 `rate_limited` with `next_at` within a day). */
  request: send('POST', '/api/data-export.php', { body: 'ZDataExportRequest', answer: 'ZDataExportState' }),
  /** GET /api/data-export/link.php?token=…: a live link of this member (400 `token_invalid` otherwise). */
  link: find('/api/data-export/link.php', contract('ZDataExportLink'), (token: string) => ({ token })),
}));
