import { describe, expect, it } from 'vitest';
import {
  isFieldVisible,
  lookingForOf,
  placeLine,
  profileDetails,
  regionName,
  splitPhotos,
} from './profile-facts';
import { createMemberPhoto as createPhoto, createMemberProfile } from '@/test/fixtures';

describe('lookingForOf', () => {
  it.each([
    ['male', 'hetero', 'women'],
    ['female', 'hetero', 'men'],
    ['male', 'gay', 'men'],
    ['female', 'lesbian', 'women'],
    ['male', 'bi', 'both'],
    ['female', 'bi', 'both'],
  ] as const)('%s + %s → %s', (gender, sexuality, expected) => {
    expect(lookingForOf(gender, sexuality)).toBe(expected);
  });
});

describe('profileDetails', () => {
  const all = { visible_profile_fields: [] };

  it('lists the filled-in fields in order and leaves out empty ones', () => {
    const profile = createMemberProfile({
      hair_colour: null,
      eye_colour: 'green',
      body_type: 'slim',
      relationship_status: null,
      tattoos: true,
    });
    expect(profileDetails(profile, all)).toEqual([
      { field: 'gender', value: 'female' },
      { field: 'looking_for', value: 'men' },
      { field: 'eye_colour', value: 'green' },
      { field: 'body_type', value: 'slim' },
      { field: 'tattoos', value: 'yes' },
    ]);
  });

  it('keeps "no tattoos" (false) but not an unanswered question (null)', () => {
    expect(profileDetails(createMemberProfile({ tattoos: false }), all)).toContainEqual({
      field: 'tattoos',
      value: 'no',
    });
    expect(profileDetails(createMemberProfile({ tattoos: null }), all).map((d) => d.field)).not.toContain(
      'tattoos',
    );
  });

  it('follows the site’s visible profile fields', () => {
    const rows = profileDetails(createMemberProfile(), { visible_profile_fields: ['gender', 'eye_colour'] });
    expect(rows.map((d) => d.field)).toEqual(['gender', 'eye_colour']);
    expect(isFieldVisible({ visible_profile_fields: [] }, 'bio')).toBe(true);
    expect(isFieldVisible({ visible_profile_fields: ['age'] }, 'bio')).toBe(false);
  });
});

describe('regionName', () => {
  const countries = [
    { country: 'NL' as const, term: 'regionTerm.province', regions: [{ id: 'NL-UT', name: 'Utrecht' }] },
  ];

  it('names the region when the site uses regions', () => {
    expect(regionName({ country: 'NL', region: 'NL-UT' }, countries, { region_data: true })).toBe('Utrecht');
  });

  it('is null without region data, an unknown region or before the list arrives', () => {
    expect(regionName({ country: 'NL', region: 'NL-UT' }, countries, { region_data: false })).toBeNull();
    expect(regionName({ country: 'NL', region: 'NL-XX' }, countries, { region_data: true })).toBeNull();
    expect(regionName({ country: 'NL', region: null }, countries, { region_data: true })).toBeNull();
    expect(regionName({ country: 'NL', region: 'NL-UT' }, undefined, { region_data: true })).toBeNull();
  });
});

describe('splitPhotos', () => {
  it('separates what the viewer may open from what is locked', () => {
    const photos = [createPhoto('a'), createPhoto('b', { locked: true }), createPhoto('c')];
    const { unlocked, locked, total } = splitPhotos({ photos });
    expect(unlocked.map((p) => p.id)).toEqual(['a', 'c']);
    expect(locked.map((p) => p.id)).toEqual(['b']);
    expect(total).toBe(3);
  });
});

describe('placeLine', () => {
  it.each([
    ['Utrecht', 'Utrecht', 'Utrecht'],
    ['Berlin', 'berlin', 'Berlin'],
    ['Malmo', 'Malmö', 'Malmo'],
    ['Haarlem', 'Noord-Holland', 'Haarlem, Noord-Holland'],
    [null, 'Bayern', 'Bayern'],
    ['Gouda', null, 'Gouda'],
    [' ', '', ''],
  ] as const)('%s + %s → "%s"', (city, region, expected) => {
    expect(placeLine(city, region)).toBe(expected);
  });
});
