export { Logo, type LogoProps, type LogoSize, type LogoTone } from './logo';
