import {
  LIVE_ERROR_CODES,
  MESSAGE_KINDS,
  type TChatPhoto,
  type TLiveServerEvent,
  type TMessage,
} from '@dating/core/contracts';

// The live channel's events checked by hand with the rules of `ZLiveServerEvent` and `ZMessage` (contracts/live,
// contracts/chat), so that the channel, which every logged-in page loads after hydration, does not bring zod
// (ADR 0033). Like zod's objects, a checked event keeps only the fields the contract names; anything that breaks
// the contract is `null`. `live-event-checks.test.ts` holds these checks and the schemas to the same answers.

type Json = Record<string, unknown>;

/** zod's `z.uuid()`: an RFC 9562 UUID (any version 1–8, the variant bits), or the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
const isString = (v: unknown): v is string => typeof v === 'string';
/** `z.number().int()`: a safe integer. */
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isCount = (v: unknown): v is number => isInt(v) && v >= 0;
const isPositive = (v: unknown): v is number => isInt(v) && v > 0;
/** A conversation's sequence number, 0 included. */
const isSeq = isCount;
const isOneOf = <T extends string>(values: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (values as readonly string[]).includes(v);

function chatPhoto(v: unknown): TChatPhoto | null {
  if (!isObject(v)) return null;
  const { id, url, thumb_url, width, height } = v;
  if (!isString(id) || !isString(url) || !isString(thumb_url) || !isPositive(width) || !isPositive(height))
    return null;
  return { id, url, thumb_url, width, height };
}

/** A chat message as `ZMessage` reads it, or null. */
export function checkMessage(v: unknown): TMessage | null {
  if (!isObject(v)) return null;
  const { id, conversation, seq, sender, kind, body, gift, client_id, cost, created_at } = v;
  const photo = v.photo === null ? null : chatPhoto(v.photo);
  if (
    !isString(id) ||
    !isUuid(conversation) ||
    !isPositive(seq) ||
    !isString(sender) ||
    !isOneOf(MESSAGE_KINDS, kind) ||
    !(body === null || isString(body)) ||
    (v.photo !== null && photo === null) ||
    !(gift === null || isString(gift)) ||
    !isString(client_id) ||
    !isCount(cost) ||
    !isString(created_at)
  )
    return null;
  return { id, conversation, seq, sender, kind, body, photo, gift, client_id, cost, created_at };
}

function seqRecord(v: unknown): Record<string, number> | null {
  if (!isObject(v)) return null;
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(v)) {
    if (!isUuid(key) || !isSeq(value)) return null;
    out[key] = value;
  }
  return out;
}

/** A frame of the server (already JSON-parsed) as `ZLiveServerEvent` reads it, or null. */
export function checkLiveServerEvent(v: unknown): TLiveServerEvent | null {
  if (!isObject(v)) return null;
  switch (v.type) {
    case 'hello':
      return isUuid(v.user_id) && isPositive(v.heartbeat_ms)
        ? { type: 'hello', user_id: v.user_id, heartbeat_ms: v.heartbeat_ms }
        : null;
    case 'pong':
      return { type: 'pong' };
    case 'message': {
      const message = checkMessage(v.message);
      return isUuid(v.conversation) && message
        ? { type: 'message', conversation: v.conversation, message }
        : null;
    }
    case 'read':
      if (!isUuid(v.conversation) || !isSeq(v.seq)) return null;
      if (v.user_id === undefined) return { type: 'read', conversation: v.conversation, seq: v.seq };
      return isUuid(v.user_id)
        ? { type: 'read', conversation: v.conversation, seq: v.seq, user_id: v.user_id }
        : null;
    case 'credits':
      return isCount(v.credits) ? { type: 'credits', credits: v.credits } : null;
    case 'unread':
      return isCount(v.total) ? { type: 'unread', total: v.total } : null;
    case 'typing':
      return isUuid(v.conversation) && isUuid(v.user_id)
        ? { type: 'typing', conversation: v.conversation, user_id: v.user_id }
        : null;
    case 'like':
    case 'match':
      return isUuid(v.profile) ? { type: v.type, profile: v.profile } : null;
    case 'resumed': {
      const conversations = seqRecord(v.conversations);
      const gone = v.gone;
      if (!conversations || !Array.isArray(gone) || !gone.every(isUuid)) return null;
      return { type: 'resumed', conversations, gone: [...gone] };
    }
    case 'gap':
      return isUuid(v.conversation) && isSeq(v.after_seq) && isSeq(v.last_seq)
        ? { type: 'gap', conversation: v.conversation, after_seq: v.after_seq, last_seq: v.last_seq }
        : null;
    case 'resync':
      return { type: 'resync' };
    case 'error':
      return isOneOf(LIVE_ERROR_CODES, v.code) ? { type: 'error', code: v.code } : null;
    default:
      return null;
  }
}
