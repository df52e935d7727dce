import styled from 'styled-components';

/**
 * A list of cards: 2 per row on phones, 3 from 768 px, then 4 from 992 px (`data-columns='4'`) or 6 from
 * 1200 px (`data-columns='6'`); `data-spacious` widens the gap from 992 px.
 */
export const CardGridRoot = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('lg')} {
    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    &[data-spacious] {
      gap: ${({ theme }) => theme.spacing[6]};
    }
  }
  ${({ theme }) => theme.media.up('xl')} {
    &[data-columns='6'] {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
`;

/** A loading card: the photo's 4:5 skeleton with two bars where the name and region will sit over it. */
export const SkeletonCard = styled.li`
  position: relative;

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.spacing[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.neutral[0]};
    opacity: 0.7;
  }
  &::before {
    bottom: 2.25rem;
    width: 55%;
    height: 0.875rem;
  }
  &::after {
    bottom: ${({ theme }) => theme.spacing[4]};
    width: 35%;
    height: 0.625rem;
  }
`;
