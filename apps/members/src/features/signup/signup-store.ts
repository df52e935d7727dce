import { create } from 'zustand';

/** Steps of spec §4: 0 account, 1 photo, 2–4 personal info, then push and complete. */
export const SIGNUP_STEPS = [
  'account',
  'photo',
  'location',
  'appearance',
  'interests',
  'push',
  'complete',
] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export interface SignupState {
  /** The desktop modal is open. */
  modalOpen: boolean;
  step: SignupStep;
  /** The account request is in flight: the modal cannot be dismissed. */
  submitting: boolean;
  /** The address the activation e-mail went to (complete step). */
  email: string | null;
  open: () => void;
  close: () => void;
  goTo: (step: SignupStep) => void;
  setSubmitting: (submitting: boolean) => void;
  setEmail: (email: string | null) => void;
  reset: () => void;
}

const initial = { modalOpen: false, step: 'account' as SignupStep, submitting: false, email: null };

/** UI state of the sign-up flow, shared by the modal and the /signup page. */
export const useSignupStore = create<SignupState>()((set) => ({
  ...initial,
  open: () => set({ modalOpen: true }),
  close: () => set((s) => (s.submitting ? s : { modalOpen: false })),
  goTo: (step) => set({ step }),
  setSubmitting: (submitting) => set({ submitting }),
  setEmail: (email) => set({ email }),
  reset: () => set(initial),
}));

/** The step after `step`; `push` is left out when push cannot be offered. */
export function nextStep(step: SignupStep, pushOffered: boolean): SignupStep {
  const index = SIGNUP_STEPS.indexOf(step);
  const next = SIGNUP_STEPS[Math.min(index + 1, SIGNUP_STEPS.length - 1)] ?? 'complete';
  return next === 'push' && !pushOffered ? 'complete' : next;
}
