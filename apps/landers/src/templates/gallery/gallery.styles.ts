import styled from 'styled-components';

export const Hero = styled.section`
  padding: ${({ theme }) => `${theme.spacing[12]} 0 ${theme.spacing[10]}`};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary[50]} 0%,
    ${({ theme }) => theme.colors.primary[100]} 100%
  );
`;

/** Copy beside the inline sign-up form from the large breakpoint; copy alone is centred. */
export const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};
  align-items: center;

  &[data-with-form] {
    ${({ theme }) => theme.media.up('lg')} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 28rem);
    }
  }
`;

export const HeroCopy = styled.div`
  text-align: center;

  h1 {
    margin: 0 auto ${({ theme }) => theme.spacing[4]};
    max-width: 40rem;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};

    ${({ theme }) => theme.media.up('md')} {
      font-size: 2.75rem;
    }
  }

  p {
    margin: 0 auto ${({ theme }) => theme.spacing[6]};
    max-width: 36rem;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    color: ${({ theme }) => theme.colors.text.muted};
  }

  [data-with-form] > & {
    ${({ theme }) => theme.media.up('lg')} {
      text-align: start;

      h1,
      p {
        margin-inline: 0;
      }
    }
  }
`;

export const GallerySection = styled.section`
  padding: ${({ theme }) => `${theme.spacing[10]} 0`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
`;

export const Disclosure = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  background: ${({ theme }) => theme.colors.info.subtle};
  color: ${({ theme }) => theme.colors.info.text};
  border: 1px solid ${({ theme }) => theme.colors.info.border};
  border-radius: ${({ theme }) => theme.radii.md};

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

export const Card = styled.article`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  svg[viewBox='0 0 120 120'] {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
  }
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.spacing[3]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: ${({ theme }) => `${theme.spacing[1]} 0 ${theme.spacing[2]}`};
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export const FictionalMarker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[2]}`};
  background: ${({ theme }) => theme.colors.neutral[100]};
  color: ${({ theme }) => theme.colors.neutral[700]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const CtaSection = styled.section`
  padding: ${({ theme }) => `${theme.spacing[10]} 0 ${theme.spacing[12]}`};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[6]};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;
