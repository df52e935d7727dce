import { ZUserResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { actor, type Actor } from '../profiles-helper';

let m: Actor;
const ctx = useTestApp();
beforeAll(async () => {
  m = await actor(ctx.app, ctx.db, { name: 'Mara', email: 'mara.edit@example.com' });
}, SETUP_TIMEOUT);

const put = (payload: Record<string, unknown>, who: Actor = m) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie: who.cookie }, payload });

describe('PUT /api/profile.php (my profile)', () => {
  it('saves every editable field of spec §3 and answers the member', async () => {
    const res = await put({
      name: 'Mara K',
      date_of_birth: '1991-02-28',
      gender: 'female',
      sexuality: 'bi',
      country: 'DE',
      region: 'DE-BE',
      city: 'Berlin',
      bio: 'Bookshop by day, dance floor by night.',
      interests: ['dancing', 'reading', 'wine'],
      hair_colour: 'dark_blond',
      eye_colour: 'green',
      body_type: 'slim',
      relationship_status: 'single',
      tattoos: true,
      note: 'Looking for someone who laughs easily.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { profile } = ZUserResponse.parse(res.json()).user;
    expect(profile).toMatchObject({
      name: 'Mara K',
      date_of_birth: '1991-02-28',
      sexuality: 'bi',
      country: 'DE',
      region: 'DE-BE',
      city: 'Berlin',
      interests: ['dancing', 'reading', 'wine'],
      hair_colour: 'dark_blond',
      tattoos: true,
      note: 'Looking for someone who laughs easily.',
    });
  });

  it.each([['2001-02-30'], ['1890-01-01'], ['31-12-1990']])('refuses the date of birth %s', async (dob) => {
    const res = await put({ date_of_birth: dob });
    expect(res.statusCode).toBe(400);
    const env = expectEnvelope(res);
    expect(env.error.fields?.some((f) => f.path === 'body.date_of_birth')).toBe(true);
  });

  it('refuses a minor with the minimum age', async () => {
    const year = new Date().getUTCFullYear() - 16;
    const res = await put({ date_of_birth: `${year}-01-01` });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error).toMatchObject({ code: 'too_young', params: { min_age: 18 } });
  });

  it('refuses a name that is the e-mail address or starts with @', async () => {
    for (const name of ['mara.edit@example.com', '@mara']) {
      const res = await put({ name });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res).error.code).toBe('invalid_name');
    }
  });

  it.each([
    ['credits', 1000],
    ['paid_user', true],
    ['status', 'active'],
    ['fictional', true],
    ['id', '00000000-0000-4000-8000-000000000000'],
    ['photos', []],
    ['main_image', null],
    ['invisible', true],
    ['email', 'x@example.com'],
  ])('refuses mass assignment of %s and changes nothing', async (field, value) => {
    const before = await ctx.db.db.select().from(schema.users).where(eq(schema.users.id, m.id));
    const res = await put({ bio: 'changed?', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.code).toBe('validation_failed');
    const after = await ctx.db.db.select().from(schema.users).where(eq(schema.users.id, m.id));
    expect(after).toEqual(before);
    const [profile] = await ctx.db.db.select().from(schema.profiles).where(eq(schema.profiles.userId, m.id));
    expect(profile?.bio).not.toBe('changed?');
  });

  it('refuses a region of another country', async () => {
    const res = await put({ country: 'NL', region: 'DE-BY' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.fields?.[0]?.message).toBe('errors.invalid_region');
  });
});
