import type { SectionSpec } from '../legal-article';
import { sectionsPage } from './sections-page';

const SECTIONS = [
  { id: 'grounds', heading: 'ban.grounds.heading', body: 'ban.grounds.body' },
  { id: 'process', heading: 'ban.process.heading', body: 'ban.process.body' },
  { id: 'appeal', heading: 'ban.appeal.heading', body: 'ban.appeal.body' },
] as const satisfies readonly SectionSpec[];

export const BanContent = sectionsPage('ban.title', SECTIONS);
