export { SiteFrame } from './site-frame';
