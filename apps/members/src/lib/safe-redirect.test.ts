import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/chats/4?x=1')).toBe('/chats/4?x=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'chats', '/a\nb'])(
    'falls back to /members for %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/members');
    },
  );
});
