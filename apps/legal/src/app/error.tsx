'use client';

import { useEffect } from 'react';
import { Button } from '@dating/ui/button';
import { ErrorActions, ErrorBox, Title } from '../components/primitives';
import { useErrorLabels } from '../components/providers';

export interface ErrorPageProps {
  error: unknown;
  retry: () => void;
}

/** Shown when a page's data could not be loaded; texts were translated by the layout on the server. */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const labels = useErrorLabels();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (!labels) return null;
  return (
    <ErrorBox role="alert">
      <Title as="h1">{labels.title}</Title>
      <p>{labels.body}</p>
      <ErrorActions>
        <Button onClick={() => retry()}>{labels.retry}</Button>
        <Button href="/" variant="secondary">
          {labels.home}
        </Button>
      </ErrorActions>
    </ErrorBox>
  );
}
