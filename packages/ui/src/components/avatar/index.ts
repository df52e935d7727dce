export { Avatar, initialsOf, type AvatarProps } from './avatar';
export type { AvatarSize } from './avatar.styles';
