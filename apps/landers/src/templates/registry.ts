import type { ComponentType } from 'react';
import type { LanderTemplate } from '../campaign/templates';
import type { TemplateProps } from './shared/template-props';

export type TemplateComponent = ComponentType<TemplateProps>;

/**
 * One lazily loaded chunk per template, so a visitor downloads only the lander they open (each ≤ 130 kB gzip
 * with the shared entry). `main.tsx` awaits the chunk before the first render: no empty flash, no Suspense.
 */
export const TEMPLATE_LOADERS: Record<LanderTemplate, () => Promise<TemplateComponent>> = {
  gallery: () => import('./gallery/gallery-lander').then((m) => m.GalleryLander),
  tinderswipe: () => import('./tinderswipe/tinderswipe-lander').then((m) => m.TinderswipeLander),
  alonetonight: () => import('./alonetonight/alonetonight-lander').then((m) => m.AloneTonightLander),
  collagelanding: () => import('./collagelanding/collage-lander').then((m) => m.CollageLander),
  iconslanding: () => import('./iconslanding/icons-lander').then((m) => m.IconsLander),
  maplanding: () => import('./maplanding/map-lander').then((m) => m.MapLander),
  socialnetwork: () => import('./socialnetwork/social-lander').then((m) => m.SocialLander),
  transitionsvideolanding: () =>
    import('./transitionsvideolanding/transitions-lander').then((m) => m.TransitionsLander),
  video: () => import('./video/video-lander').then((m) => m.VideoLander),
};
