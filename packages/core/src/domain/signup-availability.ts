import type { TSettings } from '../contracts/settings';

export interface SignupAvailability {
  allowed: boolean;
  reason?: 'invite_only';
}

/**
 * Who may sign up (spec §4): signups 'all' allows everyone; 'with_trafficsource' only visitors with a traffic
 * source (see `hasTrafficSource`). A refusal is the invite-only message of spec §8.
 */
export function signupAvailability(input: {
  signups: TSettings['signups'];
  trafficSource: boolean;
}): SignupAvailability {
  if (input.signups === 'all') return { allowed: true };
  if (input.signups === 'with_trafficsource' && input.trafficSource) return { allowed: true };
  return { allowed: false, reason: 'invite_only' };
}
