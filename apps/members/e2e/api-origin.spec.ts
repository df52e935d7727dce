import { expect, test } from './fixtures';

test.describe('the API at the one origin', () => {
  test('settings, company info, interests and regions answer with real data', async ({ request }) => {
    const settings = await request.get('/api/settings.php');
    expect(settings.status()).toBe(200);
    const s = await settings.json();
    expect(s.domain).toBe('localhost');
    expect(s.countries.length).toBeGreaterThanOrEqual(15);

    const company = await (await request.get('/api/companyinfo.php')).json();
    expect(company.name).toBeTruthy();
    expect(company.kvk).toBeTruthy();

    const interests = await (await request.get('/api/interests.php')).json();
    expect(interests.interests.length).toBeGreaterThanOrEqual(50);

    const regions = await (await request.get('/api/regions.php')).json();
    const nl = regions.countries.find((c: { country: string }) => c.country === 'NL');
    expect(nl.regions.map((r: { name: string }) => r.name)).toContain('Noord-Holland');
  });

  test('malformed requests get the 400 envelope, unknown paths the 404 envelope', async ({ request }) => {
    const bad = await request.get('/api/settings.php?bogus=1');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');
    const missing = await request.get('/api/nope.php');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
  });

  test('WebSocket upgrades reach the API: a socket without a session is refused with 4401', async ({
    page,
  }) => {
    await page.goto('/');
    const code = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/api/live`);
          ws.onclose = (event) => resolve(event.code);
        }),
    );
    expect(code).toBe(4401);
  });
});
