export { LogoMark, type LogoMarkProps, type LogoMarkVariant } from './logo-mark';
