// GET /api/user.php marks the member active in the same statement that reads them (ADR 0039): exactly what
// touchActivity does (to the nearest ACTIVITY_RESOLUTION_MS), on PGlite and PostgreSQL.
import { ZUserResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RESOLUTION_MS } from '../../src/accounts/activity';
import { Clock, MINUTE } from '../accounts-helper';
import { CLIENT, useTestApp } from '../helper';
import { actor } from '../profiles-helper';

const clock = new Clock(Date.parse('2026-11-20T10:00:00Z'));
const ctx = useTestApp({ now: clock.now });

async function activity(id: string) {
  const [p] = await ctx.db.db
    .select({ at: schema.profiles.activeAt })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, id));
  const [u] = await ctx.db.db
    .select({ at: schema.users.lastSeenAt })
    .from(schema.users)
    .where(eq(schema.users.id, id));
  return { active: new Date(p!.at).getTime(), seen: u!.at ? new Date(u!.at).getTime() : null };
}

describe('GET /api/user.php and activity', () => {
  it('marks a stale member active, and writes nothing again within the resolution', async () => {
    const a = await actor(ctx.app, ctx.db, { name: 'Ida' });
    const hourAgo = new Date(clock.now().getTime() - 60 * MINUTE);
    await ctx.db.db
      .update(schema.profiles)
      .set({ activeAt: hourAgo })
      .where(eq(schema.profiles.userId, a.id));
    await ctx.db.db.update(schema.users).set({ lastSeenAt: hourAgo }).where(eq(schema.users.id, a.id));

    const read = () => ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie: a.cookie } });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(ZUserResponse.parse(first.json()).user.profile.id).toBe(a.id);
    const touched = clock.now().getTime();
    expect(await activity(a.id)).toEqual({ active: touched, seen: touched });

    clock.advance(ACTIVITY_RESOLUTION_MS - MINUTE);
    expect((await read()).statusCode).toBe(200);
    expect(await activity(a.id)).toEqual({ active: touched, seen: touched });

    clock.advance(2 * MINUTE);
    const later = await read();
    expect(ZUserResponse.parse(later.json())).toEqual(ZUserResponse.parse(first.json()));
    expect(await activity(a.id)).toEqual({ active: clock.now().getTime(), seen: clock.now().getTime() });
  });
});
