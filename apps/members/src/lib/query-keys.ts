/** Query-key factory: every react-query key of the member site is built here. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    current: () => [...queryKeys.user.all, 'current'] as const,
  },
  settings: {
    all: ['settings'] as const,
  },
  regions: {
    all: ['regions'] as const,
    list: () => [...queryKeys.regions.all, 'list'] as const,
  },
  interests: {
    all: ['interests'] as const,
    list: () => [...queryKeys.interests.all, 'list'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    preferences: () => [...queryKeys.notifications.all, 'preferences'] as const,
  },
  mailChange: {
    all: ['mail-change'] as const,
    confirmation: (token: string) => [...queryKeys.mailChange.all, 'confirmation', token] as const,
  },
};
