import { describe, expect, it } from 'vitest';
import { parseLanderPath } from './parse-lander-path';

const site = { base: '/landers/', defaultTemplate: 'gallery' as const, standalone: false };

/** What the path shows: a template, with the slug when there is one. */
const shown = (template: string, slug: string | null) => ({ kind: 'template', template, slug });

describe('parseLanderPath', () => {
  it('reads the template and the optional slug', () => {
    expect(parseLanderPath('/landers/gallery', site)).toEqual(shown('gallery', null));
    expect(parseLanderPath('/landers/gallery/eng', site)).toEqual(shown('gallery', 'eng'));
    expect(parseLanderPath('/landers/gallery/nl/', site)).toEqual(shown('gallery', 'nl'));
  });
  it('knows every template of spec §2', () => {
    expect(parseLanderPath('/landers/video/nl', site)).toEqual(shown('video', 'nl'));
    expect(parseLanderPath('/landers/tinderswipe', site)).toEqual(shown('tinderswipe', null));
  });
  it('sends unknown templates and deeper paths to the 404 view', () => {
    expect(parseLanderPath('/landers/nosuchtemplate/nl', site)).toEqual({ kind: 'not-found' });
    expect(parseLanderPath('/landers/gallery/nl/extra', site)).toEqual({ kind: 'not-found' });
    expect(parseLanderPath('/elsewhere', site)).toEqual({ kind: 'not-found' });
  });
  it('accepts a bare slug in a standalone campaign bundle', () => {
    const standalone = { ...site, base: '/landers/campaigns/summer-nl/', standalone: true };
    expect(parseLanderPath('/landers/campaigns/summer-nl/', standalone)).toEqual(shown('gallery', null));
    expect(parseLanderPath('/landers/campaigns/summer-nl/nl', standalone)).toEqual(shown('gallery', 'nl'));
  });
});
