import { describe, expect, it } from 'vitest';
import { toGenderSexuality } from './gender-sexuality';

describe('toGenderSexuality', () => {
  it.each([
    ['man', 'women', 'male', 'hetero'],
    ['man', 'men', 'male', 'gay'],
    ['man', 'both', 'male', 'bi'],
    ['woman', 'men', 'female', 'hetero'],
    ['woman', 'women', 'female', 'lesbian'],
    ['woman', 'both', 'female', 'bi'],
  ] as const)('%s looking for %s → %s, %s', (iAm, lookingFor, gender, sexuality) => {
    expect(toGenderSexuality(iAm, lookingFor)).toEqual({ gender, sexuality });
  });
});
