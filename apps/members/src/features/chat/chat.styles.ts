'use client';

import Link from 'next/link';
import styled, { css } from 'styled-components';
import { centerRowCss, focusRingCss, iconButtonCss } from '@dating/ui/css';
import { bareListCss } from '@/components/css';

// ---- /chats ----

/** The list and, from md, a hint pane beside it. Phone first: one full-width column. */
export const ChatsPage = styled.div`
  display: flex;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  min-height: 60vh;
`;

export const ListColumn = styled.section`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[4]}`};

  ${({ theme }) => theme.media.up('md')} {
    flex: none;
    width: clamp(
      ${({ theme }) => theme.sizes.conversationListMin},
      34vw,
      ${({ theme }) => theme.sizes.conversationListMax}
    );
    border-right: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;

export const HintPane = styled.div`
  display: none;

  ${({ theme }) => theme.media.up('md')} {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => theme.spacing[8]};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const ListTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const ChatItems = styled.ul`
  ${bareListCss}
`;

export const ChatItemRow = styled.li`
  ${centerRowCss(1)}
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[100]};
`;

/** A link that fills the rest of its row (photo and text side by side), in the text's colour, not underlined. */
const rowLinkCss = css`
  flex: 1;
  min-width: 0;
  color: inherit;
  text-decoration: none;
`;

export const ChatItemLink = styled(Link)`
  ${centerRowCss(3)}
  ${rowLinkCss}
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[1]}`};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    background: ${({ theme }) => theme.colors.primary[50]};
  }
`;

export const ChatItemText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  min-width: 0;
`;

export const ChatItemName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};

  &[data-unread] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

export const ChatItemPreview = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const ChatItemMeta = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const IconButton = styled.button`
  ${iconButtonCss}
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary[50]};
    color: ${({ theme }) => theme.colors.primary[700]};
  }

  ${focusRingCss}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

// ---- /chats/{id}, /members/{id}/chat ----

/** The whole viewport: top bar, scrolling messages, composer. */
export const ChatFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
`;

export const ChatTopBar = styled.header`
  flex: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** The chat's column: the full width up to 800 px (spec §2), centred. */
const chatWidthCss = css`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentChat};
  margin: 0 auto;
`;

/** A row in the chat's column. */
export const ChatColumn = styled.div`
  ${centerRowCss(2)}
  ${chatWidthCss}
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
`;

export const HeaderProfile = styled(Link)`
  ${centerRowCss(2)}
  ${rowLinkCss}
`;

export const HeaderName = styled.h1`
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const HeaderText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const FictionalRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  ${chatWidthCss}
  padding: ${({ theme }) => `0 ${theme.spacing[3]} ${theme.spacing[2]}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Scroller = styled.section`
  flex: 1;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background.subtle};

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus.ring}`};
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

export const MessagesColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  ${chatWidthCss}
  min-height: 100%;
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[3]}`};
`;

export const Notice = styled.p`
  align-self: center;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral[100]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: center;
`;

export const MessageItems = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
`;

export const Bubble = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  align-self: flex-start;
  max-width: min(85%, 32rem);

  &[data-own] {
    align-self: flex-end;
    align-items: flex-end;
  }
`;

export const BubbleBody = styled.div`
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  overflow-wrap: anywhere;
  white-space: pre-wrap;

  [data-own] > & {
    border-color: ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme }) => theme.colors.primary[600]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  [data-status='failed'] > & {
    border-color: ${({ theme }) => theme.colors.danger.border};
    background: ${({ theme }) => theme.colors.danger.subtle};
    color: ${({ theme }) => theme.colors.danger.text};
  }

  [data-status='sending'] > & {
    opacity: 0.75;
  }
`;

export const BubbleMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const PhotoFrame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.neutral[200]};

  img {
    display: block;
    width: 100%;
    max-width: 16rem;
    height: auto;
  }

  &[data-hidden] img {
    filter: blur(24px);
    transform: scale(1.1);
  }
`;

export const RevealButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: rgba(31, 23, 32, 0.35);
  color: ${({ theme }) => theme.colors.text.inverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus.ring}`};
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

export const GiftBody = styled.span`
  ${centerRowCss(2)}

  img {
    flex: none;
  }
`;

export const InlineActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing[1]};
`;

export const Typing = styled.p`
  flex: none;
  ${chatWidthCss}
  min-height: 1.5rem;
  padding: ${({ theme }) => `0 ${theme.spacing[4]}`};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-style: italic;
`;

export const Footer = styled.footer`
  flex: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.surface};
  padding-bottom: env(safe-area-inset-bottom);
`;

export const FooterColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  ${chatWidthCss}
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]} ${theme.spacing[3]}`};
`;

export const ComposerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export const MessageInput = styled.textarea`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  max-height: 8rem;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  font: inherit;
  resize: none;
  field-sizing: content;

  ${focusRingCss}

  &:disabled {
    background: ${({ theme }) => theme.colors.background.disabled};
  }
`;

export const ComposerRow = styled.div`
  ${centerRowCss(1)}
`;

export const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

export const SendButton = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[4]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary[600]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1.2;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary[700]};
  }

  ${focusRingCss}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.neutral[500]};
  }
`;

export const SendPrice = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

export const Balance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const PickerGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  ${bareListCss}
`;

export const PickerOption = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  width: 100%;
  padding: ${({ theme }) => theme.spacing[2]};
  border: 2px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  ${focusRingCss}
`;

export const LineList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  ${bareListCss}
`;

export const LineButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  ${focusRingCss}
`;

export const Centered = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[6]};
  text-align: center;
`;
