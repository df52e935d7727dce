'use client';

import { useEffect } from 'react';
import { useUnreadCounts } from '@/hooks/use-unread-counts';
import { prefixTitle } from './title-prefix';

/** Keeps `document.title` prefixed with unread messages plus new likes, also after Next sets a new title. */
export function TitleCounter() {
  const { unreadMessages, newLikes } = useUnreadCounts();
  const count = unreadMessages + newLikes;

  useEffect(() => {
    const apply = () => {
      const next = prefixTitle(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);

  return null;
}
