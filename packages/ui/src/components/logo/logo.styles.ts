import styled from 'styled-components';

/** The home link: mark and wordmark on one line, a 44 px touch target, size and compact state on data attributes. */
export const LogoRoot = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.md};

  svg {
    flex: none;
    width: 2rem;
    height: 2rem;
  }

  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
    gap: ${({ theme }) => theme.spacing[3]};

    svg {
      width: 2.5rem;
      height: 2.5rem;
    }
  }

  &[data-tone='inverse'] {
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  &:focus-visible {
    outline-offset: ${({ theme }) => theme.spacing[1]};
  }
`;

/** The site's name beside the mark; a `compact` logo hides it on phones narrower than 360 px. */
export const LogoName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;

  [data-compact] > & {
    @media (max-width: 359.98px) {
      display: none;
    }
  }
`;
