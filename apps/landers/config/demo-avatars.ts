import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
// Build time only (Node): the seed's avatar generator, not the database; nothing of it reaches the bundle.
// eslint-disable-next-line no-restricted-imports -- the avatars of the demo seed, drawn by its own code
import { renderAvatar, renderPhoto, type RenderedAvatar } from '@dating/db/seed/avatars';
import type { TCampaign, TCampaignProfile } from '../src/campaign/campaign-schema';

export interface DemoAvatars {
  /** The campaign with `photo` set on every profile that names an `avatar`. */
  campaign: TCampaign;
  /** The WebP files to write, by name under the output folder (`assets/avatar-<hash>.webp`). */
  files: { fileName: string; source: Buffer }[];
}

/**
 * Renders the campaign's demo member avatars with the demo seed's own generator (`renderAvatar` of
 * `@dating/db/seed/avatars`, the same picture the seed stores for that key), as 512 × 512 WebP files named by
 * their content, and sets each profile's `photo` to the file under `base`.
 */
export async function renderDemoAvatars(campaign: TCampaign, base: string): Promise<DemoAvatars> {
  if (campaign.profiles.some((p) => p.photo))
    throw new Error(`campaign "${campaign.name}": "photo" is set by the build; name an "avatar" instead`);
  const files = new Map<string, Buffer>();
  const photo = (rendered: RenderedAvatar) => {
    const hash = createHash('sha256').update(rendered.full).digest('base64url').slice(0, 10);
    const fileName = `assets/avatar-${hash.replace(/[^\w]/g, 'x')}.webp`;
    files.set(fileName, rendered.full);
    return { src: `${base}${fileName}`, width: rendered.width, height: rendered.height };
  };
  const own = await Promise.all(
    campaign.profiles.map(async (profile) =>
      profile.avatar
        ? { ...profile, photo: photo(await renderAvatar(profile.avatar.seed, profile.avatar.gender)) }
        : profile,
    ),
  );
  const seeded = campaign.demoMembers ? await seededMembers(campaign.demoMembers, photo) : [];
  return {
    campaign: { ...campaign, profiles: [...own, ...seeded].slice(0, 24) },
    files: [...files].map(([fileName, source]) => ({ fileName, source })),
  };
}

/**
 * The first `count` members of the demo seed that have a city, as the seed creates them (same faker seed, same
 * order), each with their main photo drawn from their own look (`renderPhoto(look, 0)`, like the seed's).
 */
async function seededMembers(
  count: number,
  photo: (rendered: RenderedAvatar) => NonNullable<TCampaignProfile['photo']>,
): Promise<TCampaignProfile[]> {
  // Loaded only when asked for: the seed module brings faker and the member tables (seconds to load).
  const { demoMemberPreviews } = await import('@dating/db/seed');
  const members = demoMemberPreviews(count * 3)
    .filter((m) => m.city !== null)
    .slice(0, count);
  return Promise.all(
    members.map(async (m) => ({
      name: m.name,
      age: m.age,
      city: m.city ?? '',
      photo: photo(await renderPhoto(m.look, 0)),
    })),
  );
}

/** Writes the rendered avatars into the build's output. */
export function emitDemoAvatars(files: DemoAvatars['files']): Plugin {
  return {
    name: 'lander-demo-avatars',
    apply: 'build',
    generateBundle() {
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
