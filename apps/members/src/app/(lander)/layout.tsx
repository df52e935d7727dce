import { type ReactNode } from 'react';
import { LanderLayout } from '@/components/layouts/lander-layout';

/** Spec §2 "Lander": logo bar, footer, disclaimer. */
export default function Layout({ children }: { children: ReactNode }) {
  return <LanderLayout>{children}</LanderLayout>;
}
