// @vitest-environment node
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the test compares with the demo seed's own members
import { demoMemberPreviews } from '@dating/db/seed';
import { renderDemoAvatars } from '../../config/demo-avatars';
import { ZCampaign } from './campaign-schema';
import { createCampaign } from '../test/campaign-fixture';

describe('renderDemoAvatars', () => {
  it('renders each named demo avatar with the seed’s generator into a WebP file the profile points at', async () => {
    const campaign = createCampaign({
      profiles: [
        { name: 'Sophie', age: 29, city: 'Amsterdam', avatar: { seed: 'amora-female-0', gender: 'female' } },
        { name: 'Emma', age: 34, city: 'Rotterdam' },
        { name: 'Lena', age: 41, city: 'Utrecht', avatar: { seed: 'amora-female-0', gender: 'female' } },
      ],
    });
    const { campaign: built, files } = await renderDemoAvatars(campaign, '/landers/');
    expect(files).toHaveLength(1); // the same avatar twice is one file
    const [file] = files;
    expect(file?.fileName).toMatch(/^assets\/avatar-[\w-]+\.webp$/);
    expect(file?.source.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(built.profiles[0]?.photo).toEqual({ src: `/landers/${file?.fileName}`, width: 512, height: 512 });
    expect(built.profiles[1]?.photo).toBeUndefined();
    expect(built.profiles[2]?.photo).toEqual(built.profiles[0]?.photo);
  });

  it('takes demoMembers from the demo seed: the first members with a city, as seeded, with their main photo', async () => {
    const campaign = createCampaign({ profiles: [], demoMembers: 2 });
    const { campaign: built, files } = await renderDemoAvatars(campaign, '/landers/');
    const seeded = demoMemberPreviews(6).filter((m) => m.city !== null);
    expect(built.profiles.map((p) => [p.name, p.age, p.city])).toEqual(
      seeded.slice(0, 2).map((m) => [m.name, m.age, m.city]),
    );
    expect(files).toHaveLength(2);
    built.profiles.forEach((p) => expect(p.photo?.src).toMatch(/^\/landers\/assets\/avatar-[\w-]+\.webp$/));
  }, 60_000);

  it('needs profiles or demoMembers', () => {
    expect(() => ZCampaign.parse({ ...createCampaign(), profiles: [] })).toThrow(/profiles or demoMembers/);
    expect(ZCampaign.parse({ ...createCampaign(), profiles: [], demoMembers: 3 }).demoMembers).toBe(3);
  });

  it('refuses a campaign file that sets a photo itself', async () => {
    const campaign = createCampaign({
      profiles: [
        { name: 'Sophie', age: 29, city: 'Amsterdam', photo: { src: '/x.webp', width: 1, height: 1 } },
      ],
    });
    await expect(renderDemoAvatars(campaign, '/')).rejects.toThrow(/set by the build/);
  });
});
