export { CardGrid, type CardGridColumns, type CardGridProps } from './card-grid';
