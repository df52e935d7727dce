import { z } from 'zod';
import { ZLocale } from '@dating/core/contracts';
import { ADULT_AGE, MAX_AGE } from '@dating/core/domain';

import { LANDER_TEMPLATES } from './templates';

export { LANDER_TEMPLATES, isLanderTemplate, type LanderTemplate } from './templates';

/** A featured profile on a lander. These are fictional demo profiles and are always marked as such. */
export const ZCampaignProfile = z
  .object({
    name: z.string().min(1).max(40),
    age: z.number().int().min(ADULT_AGE).max(MAX_AGE),
    city: z.string().min(1).max(60),
    /** Hue (0–359) of the drawn placeholder avatar (shown when the profile has no `avatar`). */
    hue: z.number().int().min(0).max(359).optional(),
    /**
     * A demo member's avatar: the seed's key and gender for the seed's own avatar generator
     * (`@dating/db/seed/avatars`, e.g. `amora-female-0` is the first avatar the demo seed renders for women).
     * The build renders it to WebP (config/demo-avatars.ts) and sets `photo`.
     */
    avatar: z
      .object({ seed: z.string().regex(/^[\w-]{1,60}$/), gender: z.enum(['female', 'male']) })
      .strict()
      .optional(),
    /** Set by the build from `avatar`, never written in a campaign file: the WebP file and its size in pixels. */
    photo: z
      .object({
        src: z.string().regex(/^\/[\w/.-]+\.webp$/),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TCampaignProfile = z.infer<typeof ZCampaignProfile>;

const trackingValue = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/);

/** `campaigns/<name>.json`: read and validated at build time, inlined into the bundle. */
export const ZCampaign = z
  .object({
    name: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe('Folder name under dist/campaigns/'),
    template: z.enum(LANDER_TEMPLATES),
    siteName: z.string().min(1).max(60),
    /** Language when neither the slug, the cookie nor the browser names a supported one. */
    defaultLanguage: ZLocale.nullable().default(null),
    /** Origin of the site for /signup and /pages links; '' when served by the site itself. */
    siteUrl: z.union([z.literal(''), z.url().regex(/^https?:\/\/[^/]+$/)]).default(''),
    /** Tracking values added to the sign-up link when the visitor's URL does not carry them. */
    tracking: z
      .object({
        network: trackingValue.optional(),
        ref: trackingValue.optional(),
        sub1: trackingValue.optional(),
        sub2: trackingValue.optional(),
        sub3: trackingValue.optional(),
      })
      .strict()
      .default({}),
    /** The featured profiles; may be left empty when `demoMembers` names how many the build takes from the seed. */
    profiles: z.array(ZCampaignProfile).max(24).default([]),
    /**
     * Show the first N members of the demo seed (`demoMemberPreviews` of `@dating/db/seed`: their names, ages,
     * cities and main photos exactly as the seed creates them), after `profiles`. Resolved at build time
     * (config/demo-avatars.ts); a built campaign carries them in `profiles`.
     */
    demoMembers: z.number().int().min(1).max(24).optional(),
  })
  .strict()
  .refine((c) => c.profiles.length > 0 || c.demoMembers !== undefined, {
    message: 'a campaign needs profiles or demoMembers',
    path: ['profiles'],
  });
export type TCampaign = z.infer<typeof ZCampaign>;
