import styled, { css } from 'styled-components';

/** Copy (and the template's own piece) beside the sign-up from the large breakpoint; stacked on a phone. */
export const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};
  align-items: start;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 28rem);
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};

  ${({ theme }) => theme.media.up('md')} {
    font-size: 2.75rem;
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
`;

/** A plain list without bullets, for profile lists. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A grid of small profile cards, as many columns as fit. */
export const ProfileGrid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** The name (h3) and the age and city line (p) of a profile card, without margins. */
export const profileFactsCss = css`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
