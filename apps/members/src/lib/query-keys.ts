/** Query-key factory: every react-query key of the member site is built here. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    current: () => [...queryKeys.user.all, 'current'] as const,
  },
  settings: {
    all: ['settings'] as const,
  },
};
