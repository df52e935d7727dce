import { useEffect, useState } from 'react';
import { App, type AppProps } from '../app';

/**
 * The app over prerendered HTML (`hydrateRoot`). The build rendered every page without the visit's tracking
 * (`search` = ''), and React does not patch attributes that differ while hydrating, so the first render matches
 * the HTML exactly and the visit's `search` (the sign-up links' tracking) follows in an effect right after;
 * `onHydrated` then marks the page live (`main.tsx`: `data-hydrated` on `#root`, which the e2e tests wait for).
 */
export function HydratingApp({ search, onHydrated, ...props }: AppProps & { onHydrated?: () => void }) {
  const [current, setCurrent] = useState('');
  useEffect(() => {
    setCurrent(search);
    onHydrated?.();
  }, [search, onHydrated]);
  return <App {...props} search={current} />;
}
