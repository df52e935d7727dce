import { defineResource } from '../calls';

/** Reporting a member from the profile or the chat (ADR 0034). */
export const reportsResource = defineResource(({ send }) => ({
  /** POST /api/report.php: a report (the same open one again answers `created: false`). */
  create: send('POST', '/api/report.php', { body: 'ZReportInput', answer: 'ZReportResponse' }),
}));
