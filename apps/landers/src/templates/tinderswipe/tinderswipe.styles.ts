import styled from 'styled-components';

export const Hero = styled.section`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[10]}`};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: linear-gradient(
    165deg,
    ${({ theme }) => theme.colors.secondary[700]} 0%,
    ${({ theme }) => theme.colors.secondary[600]} 55%,
    ${({ theme }) => theme.colors.primary[700]} 100%
  );

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    text-align: center;
  }

  > div > p {
    max-width: 34rem;
    margin: 0 auto ${({ theme }) => theme.spacing[6]};
    text-align: center;
  }
`;

export const Deck = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  justify-items: center;
  border-radius: ${({ theme }) => theme.radii.xl};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.neutral[0]};
    outline-offset: 4px;
  }
`;

export const Stack = styled.ol`
  position: relative;
  width: min(100%, 20rem);
  aspect-ratio: 3 / 4;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SwipeCard = styled.li`
  position: absolute;
  inset: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: 0 12px 30px rgba(0, 0, 0, 0.3);
  transition: transform 240ms ease;
  touch-action: pan-y;
  user-select: none;

  &[data-top] {
    cursor: grab;
  }

  &[data-dragging] {
    cursor: grabbing;
    transition: none;
  }

  > svg {
    display: block;
    width: 100%;
    height: 72%;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const CardText = styled.div`
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[1]};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const Stamp = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 3px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};

  &[data-choice='like'] {
    left: ${({ theme }) => theme.spacing[4]};
    color: ${({ theme }) => theme.colors.success.text};
    transform: rotate(-12deg);
  }

  &[data-choice='pass'] {
    right: ${({ theme }) => theme.spacing[4]};
    color: ${({ theme }) => theme.colors.danger.text};
    transform: rotate(12deg);
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[6]};
  justify-content: center;
`;

export const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  font-size: 1.75rem;
  line-height: 1;
  background: ${({ theme }) => theme.colors.neutral[0]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.25);
  cursor: pointer;

  &[data-choice='like'] {
    color: ${({ theme }) => theme.colors.secondary[600]};
  }

  &[data-choice='pass'] {
    color: ${({ theme }) => theme.colors.neutral[700]};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 3px;
  }
`;

export const Position = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  justify-items: center;
  width: min(100%, 20rem);
  padding: ${({ theme }) => theme.spacing[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.xl};

  p {
    margin: 0;
  }
`;

export const Note = styled.div`
  color: ${({ theme }) => theme.colors.text.inverse};

  p {
    color: inherit;
  }
`;

export const FormBox = styled.div`
  color: ${({ theme }) => theme.colors.text.default};
`;
