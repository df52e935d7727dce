export { Badge, type BadgeProps } from './badge';
export type { BadgeTone } from './badge.styles';
