import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
// Build time only (Node): the seed's avatar generator, not the database; nothing of it reaches the bundle.
// eslint-disable-next-line no-restricted-imports -- the avatars of the demo seed, drawn by its own code
import { renderAvatar } from '@dating/db/seed/avatars';
import type { TCampaign } from '../src/campaign/campaign-schema';

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
  const profiles = await Promise.all(
    campaign.profiles.map(async (profile) => {
      if (!profile.avatar) return profile;
      const rendered = await renderAvatar(profile.avatar.seed, profile.avatar.gender);
      const hash = createHash('sha256').update(rendered.full).digest('base64url').slice(0, 10);
      const fileName = `assets/avatar-${hash.replace(/[^\w]/g, 'x')}.webp`;
      files.set(fileName, rendered.full);
      return {
        ...profile,
        photo: { src: `${base}${fileName}`, width: rendered.width, height: rendered.height },
      };
    }),
  );
  return {
    campaign: { ...campaign, profiles },
    files: [...files].map(([fileName, source]) => ({ fileName, source })),
  };
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
