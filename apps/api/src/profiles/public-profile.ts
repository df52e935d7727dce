import type { TPublicProfile } from '@dating/core/contracts';
import { ageOn } from '@dating/db';
import { toImage } from '../photos/images';
import { photos, profiles } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';

/** The columns a public profile card needs, with the main photo when it is approved and public. */
export const publicProfileColumns = {
  id: profiles.userId,
  name: profiles.name,
  gender: profiles.gender,
  sexuality: profiles.sexuality,
  dateOfBirth: profiles.dateOfBirth,
  city: profiles.city,
  country: profiles.country,
  regionId: profiles.regionId,
  fictional: profiles.fictional,
  photoKey: photos.storageKey,
  photoWidth: photos.width,
  photoHeight: photos.height,
  photoStatus: photos.status,
} as const;

/** A row of `publicProfileColumns`: what `toPublicProfile` turns into a card. */
export type PublicRow = {
  id: string;
  name: string;
  gender: TPublicProfile['gender'];
  sexuality: TPublicProfile['sexuality'];
  dateOfBirth: string;
  city: string | null;
  country: string;
  regionId: string | null;
  fictional: boolean;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  photoStatus: 'pending' | 'approved' | 'rejected' | null;
};

/** Joins the main photo only when it is approved and public. */
export const mainPhotoJoin = and(
  eq(photos.id, profiles.mainPhotoId),
  eq(photos.status, 'approved'),
  eq(photos.private, false),
);

/** A row of `publicProfileColumns` as the ZPublicProfile contract: no e-mail, birth date or location detail. */
export function toPublicProfile(row: PublicRow, mediaPrefix: string, now: Date): TPublicProfile {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, now),
    gender: row.gender,
    sexuality: row.sexuality,
    city: row.city,
    country: row.country,
    region: row.regionId,
    main_image:
      row.photoKey && row.photoWidth && row.photoHeight && row.photoStatus
        ? toImage(
            {
              storageKey: row.photoKey,
              width: row.photoWidth,
              height: row.photoHeight,
              status: row.photoStatus,
            },
            mediaPrefix,
          )
        : null,
    fictional: row.fictional,
  };
}
