import { Button as LinkButton } from '@dating/ui/button';
import type { LegalT } from '../lib/legal-t';
import { ErrorActions, ErrorBox, Title } from './primitives';

/** The 404 view: translated "This page could not be found" and a link to the home page. */
export function NotFoundContent({ t }: { t: LegalT }) {
  return (
    <ErrorBox role="region" aria-labelledby="not-found-title">
      <p>{t('notFound.status')}</p>
      <Title id="not-found-title">{t('notFound.title')}</Title>
      <ErrorActions>
        <LinkButton href="/">{t('notFound.home')}</LinkButton>
      </ErrorActions>
    </ErrorBox>
  );
}
