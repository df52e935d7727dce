import type { SectionSpec } from '../legal-article';
import { sectionsPage } from './sections-page';

const SECTIONS = [
  { id: 'what', heading: 'cookies.what.heading', body: 'cookies.what.body' },
  { id: 'essential', heading: 'cookies.essential.heading', body: 'cookies.essential.body' },
  { id: 'preferences', heading: 'cookies.preferences.heading', body: 'cookies.preferences.body' },
  { id: 'control', heading: 'cookies.control.heading', body: 'cookies.control.body' },
] as const satisfies readonly SectionSpec[];

export const CookiesContent = sectionsPage('cookies.title', SECTIONS);
