// The "I am / looking for" mapping lives in @dating/core/domain (shared with the landers' inline form).
export { toGenderSexuality, type IAm, type LookingFor } from '@dating/core/domain';
