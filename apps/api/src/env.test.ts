import { describe, expect, it } from 'vitest';
import { findRepoRoot, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      PUBLIC_URL: 'http://localhost:3000',
      SEED_MEMBERS: 1000,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    const root = findRepoRoot();
    expect(env.DATA_DIR).toBe(`${root}/.data/pglite`);
    expect(env.MEDIA_DIR).toBe(`${root}/.data/media`);
  });

  it('parses TRUST_PROXY as boolean, hop count or address list', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,loopback' }).TRUST_PROXY).toBe('10.0.0.0/8,loopback');
  });

  it('treats empty optional URLs as unset and rejects bad values with a readable message', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => loadEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
