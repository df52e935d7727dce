export { FictionalBadge, type FictionalBadgeProps } from './fictional-badge';
export type { FictionalBadgeVariant } from './fictional-badge.styles';
