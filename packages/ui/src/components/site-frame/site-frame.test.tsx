import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SiteFrame } from './site-frame';

function Frame() {
  return (
    <SiteFrame data-testid="frame">
      <SiteFrame.Header>
        <SiteFrame.HomeLink href="/">Amora</SiteFrame.HomeLink>
      </SiteFrame.Header>
      <main>Content</main>
      <SiteFrame.Footer>
        <nav aria-label="Legal">
          <SiteFrame.FooterLinks>
            <li>
              <a href="/pages/terms" aria-current="page">
                Terms
              </a>
            </li>
            <li>
              <a href="/pages/privacy">Privacy</a>
            </li>
          </SiteFrame.FooterLinks>
        </nav>
      </SiteFrame.Footer>
    </SiteFrame>
  );
}

describe('SiteFrame', () => {
  it('gives the page its landmarks: banner with the home link, main, contentinfo with the links', () => {
    renderWithTheme(<Frame />);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Amora' }));
    expect(screen.getByRole('main')).toHaveTextContent('Content');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toContainElement(screen.getByRole('navigation', { name: 'Legal' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('fills the viewport height as a column', () => {
    renderWithTheme(<Frame />);
    const frame = screen.getByTestId('frame');
    expect(getComputedStyle(frame).display).toBe('flex');
    expect(getComputedStyle(frame).flexDirection).toBe('column');
  });
});
