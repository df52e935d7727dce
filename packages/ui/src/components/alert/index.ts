export { Alert, type AlertProps } from './alert';
export type { AlertTone } from './alert.styles';
