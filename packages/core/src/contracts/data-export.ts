import { z } from 'zod';

// "Download my data" (issue 15 item 7, ADR 0036): a member asks for a ZIP of their own data at most once a
// day; it is built in the background and mailed as a link that works for 24 hours, for that member only.

/** How often a member may ask: once per this many hours. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** How long the mailed link (and the file) lives. */
export const DATA_EXPORT_LINK_HOURS = 24;

export const DATA_EXPORT_STATES = ['none', 'queued', 'building', 'ready', 'failed', 'expired'] as const;
export const ZDataExportStatus = z.enum(DATA_EXPORT_STATES);
export type TDataExportStatus = z.infer<typeof ZDataExportStatus>;

/** GET/POST /api/data-export.php: the member's newest request and when the next one is possible. */
export const ZDataExportState = z.object({
  status: ZDataExportStatus.describe('`none`: never asked; `ready`: the link was mailed'),
  requested_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable().describe('When the mailed link and the file end (ready only)'),
  next_at: z.iso.datetime().nullable().describe('When the next request is possible; null: now'),
});
export type TDataExportState = z.infer<typeof ZDataExportState>;

export const ZDataExportRequest = z.object({}).strict();
export type TDataExportRequest = z.infer<typeof ZDataExportRequest>;

/** The mailed link's token: 32 random bytes, base64url. */
export const ZDataExportTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict();

/** GET /api/data-export/link.php?token=…: what the download page shows for a live link. */
export const ZDataExportLink = z.object({
  expires_at: z.iso.datetime(),
  bytes: z.number().int().nonnegative(),
  download_url: z.string().describe('Same-origin path of the ZIP (needs the same member logged in)'),
});
export type TDataExportLink = z.infer<typeof ZDataExportLink>;
