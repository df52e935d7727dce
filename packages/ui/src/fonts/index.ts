export { FALLBACK_FONT_FAMILY, FONT_FAMILY, fontPreloads, type FontPreload } from './font-preload';
