import { describe, expect, it } from 'vitest';
import * as contracts from '../../contracts';
import { createApiClient } from '../create-api-client';
import { ContractError } from '../errors';
import { fakeFetch } from '../test-support';

describe('geocode.reverse', () => {
  it('GET /api/geocode.php with lat and lon, answered by a place', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: { country: 'DE', countryregion: 'DE-BY' } });
    const client = createApiClient({ fetch });
    await expect(client.geocode.reverse({ lat: 48.137, lon: 11.576 })).resolves.toEqual({
      country: 'DE',
      countryregion: 'DE-BY',
    });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/geocode.php?lat=48.137&lon=11.576' });
  });

  it('passes `false` (sea, unserved country) through as false', async () => {
    const { fetch } = fakeFetch({ status: 200, body: false });
    await expect(createApiClient({ fetch }).geocode.reverse({ lat: 54.5, lon: 3 })).resolves.toBe(false);
  });

  it('rejects an answer that is neither a place nor false (a client given the contracts)', async () => {
    const { fetch } = fakeFetch({ status: 200, body: { country: 'DE', lat: 48.1 } });
    await expect(
      createApiClient({ fetch, contracts }).geocode.reverse({ lat: 1, lon: 1 }),
    ).rejects.toBeInstanceOf(ContractError);
  });
});
