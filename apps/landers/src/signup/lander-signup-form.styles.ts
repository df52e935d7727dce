import styled from 'styled-components';

export const FormCard = styled.div`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing[6]};
  text-align: start;
  background: ${({ theme }) => theme.colors.background.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[1]};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

/** Space between the card's heading and the form. */
export const FormBody = styled.div`
  margin-top: ${({ theme }) => theme.spacing[4]};
`;

export const AdultsOnly = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
