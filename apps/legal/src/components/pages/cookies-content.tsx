import { sectionsOf, sectionsPage } from './sections-page';

const SECTIONS = sectionsOf('cookies', ['what', 'essential', 'preferences', 'control']);

export const CookiesContent = sectionsPage('cookies.title', SECTIONS);
