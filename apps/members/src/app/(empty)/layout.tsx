import { type ReactNode } from 'react';
import { EmptyLayout } from '@/components/layouts/empty-layout';

/** Spec §2 "Empty": the page and the sign-up modal only. */
export default function Layout({ children }: { children: ReactNode }) {
  return <EmptyLayout>{children}</EmptyLayout>;
}
