'use client';

import type { HTMLAttributes, Ref } from 'react';
import { Skeleton } from '../skeleton';
import { useUiLabels } from '../ui-labels';
import { VisuallyHidden } from '../visually-hidden';
import { CardGridRoot, SkeletonCard } from './card-grid.styles';

export type CardGridColumns = 4 | 6;

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Cards per row at the widest: 4 from 992 px (results, galleries) or 6 from 1200 px (a strip). */
  columns?: CardGridColumns;
  /** A wider gap from 992 px. */
  spacious?: boolean;
  /**
   * While the cards load: photo-shaped skeletons in the same grid (so nothing shifts when the cards arrive), hidden
   * from assistive technology, and one polite status that says so. The children are not rendered.
   */
  loading?: boolean;
  /** How many skeleton cards; defaults to two rows at the widest (8, or 6 for a strip). */
  skeletonCount?: number;
  /** The status announced while loading; defaults to the `ui` label "Loading". */
  loadingLabel?: string;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The grid of profile cards (search results, likes, related profiles, the gallery lander): a `<ul>` whose
 * children are the cards' `<li>`s. The cards themselves belong to each app; the loading skeletons belong here.
 */
export function CardGrid({
  columns = 4,
  spacious = false,
  loading = false,
  skeletonCount,
  loadingLabel,
  children,
  ...rest
}: CardGridProps) {
  const labels = useUiLabels();
  const data = { 'data-columns': columns, 'data-spacious': spacious ? '' : undefined };
  if (!loading) {
    return (
      <CardGridRoot {...data} {...rest}>
        {children}
      </CardGridRoot>
    );
  }
  const count = skeletonCount ?? (columns === 6 ? 6 : 8);
  return (
    <>
      <VisuallyHidden role="status">{loadingLabel ?? labels.loading}</VisuallyHidden>
      <CardGridRoot {...data} {...rest} aria-hidden="true" aria-busy="true" data-loading="">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} data-testid="card-skeleton">
            <Skeleton shape="photo" />
          </SkeletonCard>
        ))}
      </CardGridRoot>
    </>
  );
}
