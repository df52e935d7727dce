import { type Metadata } from 'next';
import { SCREEN_TITLE_KEYS, type ScreenId } from '@/lib/screens';
import { getT } from './locale';

/** `generateMetadata` of a screen: its translated title (the root layout adds ` · {site name}`). */
export function screenMetadata(screen: ScreenId): () => Promise<Metadata> {
  return async () => {
    const t = await getT();
    return { title: t(SCREEN_TITLE_KEYS[screen]) };
  };
}
