import { type ReactNode } from 'react';
import { notFound } from 'next/navigation';

/**
 * The page of a member landing that takes a language slug (`/members/{id}/landing2/{slug?}`, `landing3`): one
 * slug at the most, more is a 404 (`proxy.ts` sets the language it names); then `render(id)`.
 */
export function slugLandingPage(render: (id: string) => ReactNode) {
  return async function Page({ params }: { params: Promise<{ id: string; slug?: string[] }> }) {
    const { id, slug } = await params;
    if (slug && slug.length > 1) notFound();
    return render(id);
  };
}
