import { type ComponentType } from 'react';

/**
 * The page of a mailed one-time link (`…?token=…`): the screen gets the token, or '' when the query has none
 * or repeats it.
 */
export function tokenPage(Screen: ComponentType<{ token: string }>) {
  return async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
    const { token } = await searchParams;
    return <Screen token={typeof token === 'string' ? token : ''} />;
  };
}
