/**
 * The `<title>` and heading key of every screen. Literal keys (not built at run time) so the type check
 * and the unused-key scan of @dating/i18n see each of them.
 */
export const SCREEN_TITLE_KEYS = {
  home: 'screens.home',
  login: 'screens.login',
  signup: 'screens.signup',
  signupMatches: 'screens.signupMatches',
  completeSignup: 'screens.completeSignup',
  resetPassword: 'screens.resetPassword',
  resetPasswordDo: 'screens.resetPasswordDo',
  unlock: 'screens.unlock',
  activateDone: 'screens.activateDone',
  activateError: 'screens.activateError',
  mailChangeDo: 'screens.mailChangeDo',
  accountDeleted: 'screens.accountDeleted',
  members: 'screens.members',
  profileView: 'screens.profileView',
  memberChat: 'screens.memberChat',
  landing: 'screens.landing',
  memberSignup: 'screens.memberSignup',
  chats: 'screens.chats',
  chat: 'screens.chat',
  likes: 'screens.likes',
  likesReceived: 'screens.likesReceived',
  likesSent: 'screens.likesSent',
  likesMatches: 'screens.likesMatches',
  notifications: 'screens.notifications',
  myProfile: 'screens.myProfile',
  matchFinder: 'screens.matchFinder',
  swipeGame: 'screens.swipeGame',
  credits: 'screens.credits',
  creditsPayment: 'screens.creditsPayment',
  repeatOrder: 'screens.repeatOrder',
  directDebit: 'screens.directDebit',
  premium: 'screens.premium',
  pricing: 'screens.pricing',
  transactions: 'screens.transactions',
  complaints: 'screens.complaints',
  langConfig: 'screens.langConfig',
} as const;

export type ScreenId = keyof typeof SCREEN_TITLE_KEYS;

/** Tabs of /likes/{type}. */
export const LIKES_TYPES = { received: 'likesReceived', sent: 'likesSent', matches: 'likesMatches' } as const;
export type LikesType = keyof typeof LIKES_TYPES;

export function isLikesType(value: string): value is LikesType {
  return Object.hasOwn(LIKES_TYPES, value);
}
