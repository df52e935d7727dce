import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.subtle};
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing[4]};
`;

export const LogoBar = styled.header`
  background: ${({ theme }) => theme.colors.background.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};

  ${Container} {
    display: flex;
    align-items: center;
    min-height: 4rem;
  }
`;

export const HomeLink = styled.a`
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

export const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

export const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.spacing[8]} 0`};
  background: ${({ theme }) => theme.colors.neutral[900]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  p {
    margin: 0;
    max-width: 60rem;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;

export const FooterLinks = styled.ul`
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

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.neutral[0]};
  }
`;
