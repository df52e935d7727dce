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

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-top: ${({ theme }) => theme.spacing[4]};
`;

/** "I am" and "looking for" side by side from the small breakpoint. */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

export const AdultsOnly = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const LinkButton = styled.button`
  justify-self: start;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
