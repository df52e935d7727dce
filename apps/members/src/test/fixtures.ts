import {
  type TLikesResponse,
  type TMemberPhoto,
  type TMemberProfile,
  type TNotificationsResponse,
  type TOwnPhoto,
  type TSearchCard,
  type TSearchResponse,
  type TSettings,
  type TUser,
} from '@dating/core/contracts';
import { createPublicProfile, mediaImage } from '@dating/core/test-support';

/** Settings, the logged-in member, photo renditions and public profiles come from the one fixture source the
 * shared packages' tests use too: `createSettings({ us_footer: true })`, `createUser({ paid_user: true })`,
 * `createPublicProfile('p1', { fictional: true })`, `mediaImage(key)`. */
export { createSettings, createUser } from '@dating/core/test-support';
export { createPublicProfile, mediaImage };

/** A likes answer in one line; `total_new_likes` follows `liked_by` unless given. */
export function createLikes(overrides: Partial<TLikesResponse> = {}): TLikesResponse {
  const liked_by = overrides.liked_by ?? [];
  return {
    profiles: [],
    liked: [],
    total_new_likes: liked_by.filter((l) => l.like_new).length,
    ...overrides,
    liked_by,
  };
}

/** A search card in one line: `createCard('c1', { fictional: true, active: 'online' })`. */
export function createCard(id: string, overrides: Partial<TSearchCard> = {}): TSearchCard {
  return { ...createPublicProfile(id, { age: 31 }), active: null, ...overrides };
}

/** `count` cards with ids `${prefix}1`…: `createCards(24, 'p2-')`. */
export function createCards(count: number, prefix = 'c'): TSearchCard[] {
  return Array.from({ length: count }, (_, i) => createCard(`${prefix}${i + 1}`));
}

/** One answer of search.php: a first page by default (with its count), later pages with `num_results: null`. */
export function createSearchPage(overrides: Partial<TSearchResponse> = {}): TSearchResponse {
  const results = overrides.results ?? createCards(3);
  return {
    results,
    next_cursor: null,
    num_results: results.length,
    num_results_capped: false,
    similar_results: [],
    similar_num_results: 0,
    ...overrides,
  };
}

/** The settings of the search tests: served countries, fictional texts as the seeded site has them. */
export function searchSettings(overrides: Partial<TSettings> = {}): Partial<TSettings> {
  return {
    countries: [
      {
        code: 'NL',
        name: 'Netherlands',
        languages: ['nl', 'en'],
        region_term: 'regionTerm.province',
        currency: 'EUR',
      },
      { code: 'DE', name: 'Germany', languages: ['de'], region_term: 'regionTerm.state', currency: 'EUR' },
      {
        code: 'BE',
        name: 'Belgium',
        languages: ['nl', 'fr'],
        region_term: 'regionTerm.province',
        currency: 'EUR',
      },
    ],
    geoip_selected_country: 'DE',
    fictional_warning: 'common:disclaimer.fictional',
    fictional_singular: 'common:disclaimer.fictionalIcon',
    ...overrides,
  };
}

/** A photo as the API sends it: `createMemberPhoto('p2', { locked: true })` has no URL, only its blur. */
export function createMemberPhoto(id: string, overrides: Partial<TMemberPhoto> = {}): TMemberPhoto {
  const locked = overrides.locked ?? false;
  return {
    id,
    private: false,
    locked,
    width: 800,
    height: 1000,
    blur: 'data:image/webp;base64,UklGRg==',
    image: locked ? null : mediaImage(id),
    ...overrides,
  };
}

/** Another member's profile in one line: `createMemberProfile({ fictional: true })`. */
export function createMemberProfile(overrides: Partial<TMemberProfile> = {}): TMemberProfile {
  const photos = overrides.photos ?? [
    createMemberPhoto('p1'),
    createMemberPhoto('p2'),
    createMemberPhoto('p3'),
  ];
  return {
    id: 'b9f0c8a2-1111-4222-8333-444455556666',
    name: 'Anna',
    age: 34,
    gender: 'female',
    sexuality: 'hetero',
    city: 'Amersfoort',
    country: 'NL',
    region: 'NL-UT',
    main_image: photos[0]?.image ?? null,
    fictional: false,
    bio: 'I love long walks by the sea.',
    interests: ['kissing', 'massages'],
    hair_colour: 'blond',
    eye_colour: 'blue',
    body_type: null,
    relationship_status: 'single',
    tattoos: false,
    note: null,
    photos,
    locked_photos: photos.filter((p) => p.locked).length,
    blocked: false,
    invisible: false,
    own: false,
    ...overrides,
  };
}

/** One own photo in one line: `createOwnPhoto('p2', { private: true })`. */
export function createOwnPhoto(id: string, overrides: Partial<TOwnPhoto> = {}): TOwnPhoto {
  return {
    id,
    filename: `/api/media/${id}.webp`,
    thumb_filename: `/api/media/${id}-thumb.webp`,
    width: 600,
    height: 800,
    status: 'approved',
    private: false,
    ...overrides,
  };
}

/** The main_image of a photo (the profile names its main photo by its renditions). */
export function mainOf(photo: TOwnPhoto): TUser['profile']['main_image'] {
  return {
    filename: photo.filename,
    thumb_filename: photo.thumb_filename,
    width: photo.width,
    height: photo.height,
    status: photo.status,
  };
}

/** A notifications answer with everything on, in one line: `createNotifications({ email: { news: false } })`. */
export function createNotifications(
  overrides: {
    email?: Partial<TNotificationsResponse['preferences']['email']>;
    push?: Partial<TNotificationsResponse['preferences']['push']>;
  } = {},
): TNotificationsResponse {
  return {
    preferences: {
      email: {
        new_conversations: true,
        new_messages: true,
        like: true,
        unread_message_reminders: true,
        promotions: true,
        weekly_updates: true,
        news: true,
        reminders: true,
        ...overrides.email,
      },
      push: { new_messages: true, like: true, new_conversations: true, promotions: true, ...overrides.push },
    },
    notifications_disabled: [],
  };
}

/** One country of the regions answer: `countryRegions('DE', 'regionTerm.state', ['DE-BE', 'Berlin'])`. */
export function countryRegions(country: string, term: string, ...regions: [id: string, name: string][]) {
  return { country, term, regions: regions.map(([id, name]) => ({ id, name })) };
}

/** The Dutch provinces of the tests' regions answers (two of them). */
export const NL_REGIONS = countryRegions(
  'NL',
  'regionTerm.province',
  ['NL-UT', 'Utrecht'],
  ['NL-NH', 'Noord-Holland'],
);
