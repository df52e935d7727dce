import styled from 'styled-components';

/** The page: header, a growing main and the footer, on the subtle background. */
export const SiteFrameRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.subtle};
`;

/** The centred content column, up to the `lg` or (default) `xl` breakpoint wide, with side padding. */
export const SiteFrameContainer = styled.div<{ $maxWidth?: 'lg' | 'xl' }>`
  width: 100%;
  max-width: ${({ theme, $maxWidth = 'xl' }) => theme.breakpoints[$maxWidth]}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing[4]};
`;

export const SiteFrameHeader = styled.header`
  background: ${({ theme }) => theme.colors.background.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

/** The logo and site name linking home, 44 px high to hit. */
export const SiteFrameHomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-decoration: none;

  svg {
    flex: none;
    width: 2rem;
    height: 2rem;
  }
`;

/** The main region, growing between header and footer; the skip link focuses it (`tabIndex={-1}`) without a ring. */
export const SiteFrameMain = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

/** The dark footer of the public pages. */
export const SiteFrameFooter = styled.footer`
  padding: ${({ theme }) => `${theme.spacing[8]} 0`};
  background: ${({ theme }) => theme.colors.neutral[900]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The footer's links in a wrapping row; the current page bold. */
export const SiteFrameFooterLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing[1]} 0`};
    color: ${({ theme }) => theme.colors.text.inverse};
    text-underline-offset: 0.2em;
  }

  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    text-decoration-thickness: 2px;
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.neutral[0]};
  }
`;
