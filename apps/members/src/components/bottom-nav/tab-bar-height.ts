/** Height of the phone tab bar without the safe-area inset (thumb-sized targets). */
export const TAB_BAR_HEIGHT = '3.75rem';

/** What the fixed tab bar covers at the bottom of a phone screen: its height and the home-indicator inset. */
export const TAB_BAR_OFFSET = `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;
