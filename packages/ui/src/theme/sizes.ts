/** Fixed sizes from the product spec §2 and component dimensions. */
export const sizes = {
  /** Toasts never grow wider than this. */
  toastMaxWidth: '350px',
  /** Profile view header title: 40 px, 60 px from the xl breakpoint (1200 px). */
  profileHeaderTitle: '40px',
  profileHeaderTitleXl: '60px',
  /** Chat page content width. */
  contentChat: '800px',
  /** Conversation list width range. */
  conversationListMin: '300px',
  conversationListMax: '400px',
  contentNarrow: '576px',
  contentWide: '1200px',
  modalSm: '400px',
  modalMd: '560px',
  modalLg: '800px',
  progressBarHeight: '3px',
  controlSm: '2rem',
  controlMd: '2.75rem',
  controlLg: '3.25rem',
  avatarSm: '32px',
  avatarMd: '48px',
  avatarLg: '72px',
  avatarXl: '120px',
  focusRingWidth: '3px',
  focusRingOffset: '2px',
} as const;

export type Sizes = typeof sizes;
