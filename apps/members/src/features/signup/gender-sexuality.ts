import { type TSignupInput } from '@dating/core/contracts';

export type IAm = 'man' | 'woman';
export type LookingFor = 'men' | 'women' | 'both';

/**
 * "I am a man / a woman" and "looking for men / women / both" → gender and sexuality of the contract:
 * man+women and woman+men = hetero, man+men = gay, woman+women = lesbian, both = bi.
 */
export function toGenderSexuality(
  iAm: IAm,
  lookingFor: LookingFor,
): Pick<TSignupInput, 'gender' | 'sexuality'> {
  const gender = iAm === 'man' ? 'male' : 'female';
  if (lookingFor === 'both') return { gender, sexuality: 'bi' };
  const sameSex = (iAm === 'man') === (lookingFor === 'men');
  if (!sameSex) return { gender, sexuality: 'hetero' };
  return { gender, sexuality: iAm === 'man' ? 'gay' : 'lesbian' };
}
