import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@dating/ui/button';
import { Container } from './layout/lander-layout.styles';

const Box = styled.section`
  padding: ${({ theme }) => `${theme.spacing[16]} 0`};
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[6]};
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

/** Unknown template or path: translated "This page could not be found" and a link home. */
export function NotFoundView({ siteUrl }: { siteUrl: string }) {
  const { t } = useTranslation('landers');
  return (
    <Box aria-labelledby="not-found-title">
      <Container>
        <p>{t('notFound.status')}</p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <Button href={`${siteUrl}/`}>{t('notFound.home')}</Button>
      </Container>
    </Box>
  );
}
