import type { HTMLAttributes, Ref } from 'react';
import { CardGridRoot } from './card-grid.styles';

export type CardGridColumns = 4 | 6;

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Cards per row at the widest: 4 from 992 px (results, galleries) or 6 from 1200 px (a strip). */
  columns?: CardGridColumns;
  /** A wider gap from 992 px. */
  spacious?: boolean;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The grid of profile cards (search results, likes, related profiles, the gallery lander): a `<ul>` whose
 * children are the cards' `<li>`s. The cards themselves belong to each app.
 */
export function CardGrid({ columns = 4, spacious = false, ...rest }: CardGridProps) {
  return <CardGridRoot data-columns={columns} data-spacious={spacious ? '' : undefined} {...rest} />;
}
