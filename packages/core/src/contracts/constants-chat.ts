// The chat's and the live channel's enumerations and limits, free of zod. Not in `./constants`, which every page
// loads for its languages: a bundle takes a module whole, so only the code that needs them ships them (ADR 0033).

/** The kinds of a chat message. */
export const MESSAGE_KINDS = ['text', 'photo', 'gift'] as const;

/** The codes of the live channel's `error` event, sent just before the server closes the socket. */
export const LIVE_ERROR_CODES = [
  'bad_request',
  'forbidden',
  'rate_limited',
  'slow_consumer',
  'unauthenticated',
] as const;

/** Close codes of the live channel (RFC 6455 private range 4000–4999, plus ws's own 1009). */
export const LIVE_CLOSE = {
  /** The server shuts down; reconnect with backoff. */
  going_away: 1001,
  /** A frame above `LIVE_MAX_FRAME_BYTES` (closed by the WebSocket layer). */
  too_big: 1009,
  /** Bad JSON, a binary frame, an unknown `type`, wrong or extra fields. */
  bad_frame: 4400,
  /** No valid session at the upgrade, or the session ended (logout, expiry, deletion) while open. */
  unauthenticated: 4401,
  /** A foreign Origin at the upgrade, or a frame naming a conversation the member is not in. */
  forbidden: 4403,
  /** No pong to the server's ping within a heartbeat interval. */
  heartbeat_timeout: 4408,
  /** More inbound frames than the per-socket rate allows. */
  rate_limited: 4429,
  /** The socket did not read its events: its send buffer passed the bound (back-pressure). */
  slow_consumer: 4503,
} as const;
export type TLiveCloseCode = (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE];

/** Largest client frame; a larger one closes the socket with 1009. */
export const LIVE_MAX_FRAME_BYTES = 16 * 1024;
/** Most conversations one `resume` frame may list (the client lists its most recent ones). */
export const LIVE_RESUME_MAX_CONVERSATIONS = 200;
