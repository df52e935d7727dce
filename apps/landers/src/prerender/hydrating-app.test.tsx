import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { GalleryLander } from '../templates/gallery/gallery-lander';
import { createCampaign } from '../test/campaign-fixture';
import { HydratingApp } from './hydrating-app';

const props = {
  campaign: createCampaign(),
  route: { kind: 'template', template: 'gallery', slug: 'eng' },
  locale: 'en',
  Template: GalleryLander,
} as const;

describe('HydratingApp', () => {
  it('hydrates the prerendered HTML without a mismatch, then adds the visit’s tracking to the links', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StrictMode>
        <App {...props} search="" />
      </StrictMode>,
    );
    document.body.append(container);
    const cta = () => container.querySelector('a[href^="/signup"]')?.getAttribute('href');
    expect(cta()).toBe('/signup');

    const onRecoverableError = vi.fn();
    const onHydrated = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <HydratingApp {...props} search="?network=adnet&sub1={x}" onHydrated={onHydrated} />
        </StrictMode>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(onHydrated).toHaveBeenCalled();
    expect(cta()).toBe('/signup?network=adnet&sub1=x');
    container.remove();
  });
});
