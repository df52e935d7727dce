import { OPERATOR_ROLES } from '@dating/db/schema';
import { z } from 'zod';

// The operator API's shapes. They live here, not in @dating/core: members' code never calls these, and the
// operator console (apps/operator) keeps its own copy of the few fields it reads.

const email = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address');

export const ZOperatorLoginInput = z
  .object({
    email,
    password: z.string().min(1).max(1024),
    totp: z.string().regex(/^\d{6}$/, 'six digits'),
  })
  .strict();

export const ZOperatorMe = z.object({
  id: z.uuid().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
});

export const ZOperatorCreateInput = z
  .object({
    email,
    name: z.string().trim().min(1).max(100),
    roles: z.array(z.enum(OPERATOR_ROLES)).min(1).max(OPERATOR_ROLES.length),
    password: z.string().min(12).max(1024),
  })
  .strict();

export const ZOperatorCreated = z.object({
  id: z.uuid(),
  email: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  totp_secret: z.string().describe('base32; shown once'),
  otpauth_uri: z.string().describe('for the authenticator app; shown once'),
});

export const ZPhotoQueueQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(200).optional() })
  .strict();

export const ZQueuedPhoto = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  owner_name: z.string(),
  fictional: z.boolean(),
  private: z.boolean(),
  thumb_url: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
  age_seconds: z.number().int().min(0),
});

export const ZPhotoQueueResponse = z.object({ total: z.number().int().min(0), items: z.array(ZQueuedPhoto) });

export const ZPhotoDecisionInput = z
  .object({
    photo: z.uuid(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(3).max(500).optional(),
  })
  .strict()
  .refine((v) => v.decision === 'approve' || v.reason !== undefined, {
    path: ['reason'],
    message: 'a rejection needs a reason',
  });

export const ZPhotoDecisionResponse = z.object({
  ok: z.literal(true),
  photo: z.uuid(),
  status: z.enum(['approved', 'rejected']),
});

const isoTime = z.iso.datetime({ offset: true });

export const ZAuditQuery = z
  .object({
    actor: z.string().max(300).optional(),
    action: z
      .string()
      .max(100)
      .regex(/^[a-z0-9_.-]+(\.\*)?$/, 'an action such as photo.reject or photo.*')
      .optional(),
    subject_type: z.string().max(50).optional(),
    subject_id: z.string().max(100).optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    before_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .strict();

export const ZAuditRow = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  data: z.unknown(),
  created_at: z.string(),
});

export const ZAuditResponse = z.object({ rows: z.array(ZAuditRow) });
