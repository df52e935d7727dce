import { afterEach, describe, expect, it, vi } from 'vitest';
import { armPageBounce, pageHiddenUrl } from './page-bounce';

function fakeWindow() {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = 'visible';
  const win = new EventTarget() as EventTarget & {
    document: typeof doc;
    navigator: { sendBeacon: ReturnType<typeof vi.fn> };
  };
  win.document = doc;
  win.navigator = { sendBeacon: vi.fn(() => true) };
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    win: win as unknown as Parameters<typeof armPageBounce>[1],
    beacon: win.navigator.sendBeacon,
    hide,
    show,
    target: win,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pageHiddenUrl', () => {
  it('names the lander and the campaign, on the site’s origin for a campaign elsewhere', () => {
    expect(pageHiddenUrl({ siteUrl: '', lander: 'gallery', campaign: null })).toBe(
      '/api/page-hidden.php?lander=gallery',
    );
    expect(pageHiddenUrl({ siteUrl: 'https://amora.example', lander: 'video', campaign: 'summer-nl' })).toBe(
      'https://amora.example/api/page-hidden.php?lander=video&campaign=summer-nl',
    );
  });
});

describe('armPageBounce', () => {
  it('sends one beacon with an empty body when the page is hidden, only once', () => {
    const { win, beacon, hide, show } = fakeWindow();
    armPageBounce('/api/page-hidden.php?lander=gallery', win);
    show();
    expect(beacon).not.toHaveBeenCalled();
    hide();
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]).toEqual(['/api/page-hidden.php?lander=gallery']);
  });

  it('is not a bounce after a sign-up (disarm) or a click on a sign-up link', () => {
    const a = fakeWindow();
    armPageBounce('/x', a.win).disarm();
    a.hide();
    expect(a.beacon).not.toHaveBeenCalled();

    const b = fakeWindow();
    armPageBounce('/x', b.win);
    const link = document.createElement('a');
    link.href = '/signup?network=adnet';
    link.setAttribute('href', '/signup?network=adnet');
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(click, 'target', { value: link });
    b.target.dispatchEvent(click);
    b.hide();
    expect(b.beacon).not.toHaveBeenCalled();
  });

  it('a click elsewhere keeps it armed', () => {
    const c = fakeWindow();
    armPageBounce('/x', c.win);
    const other = document.createElement('a');
    other.setAttribute('href', '/pages/terms');
    const click = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(click, 'target', { value: other });
    c.target.dispatchEvent(click);
    c.hide();
    expect(c.beacon).toHaveBeenCalledTimes(1);
  });
});

describe('startPageBounce (the page view’s bounce)', () => {
  const hideDocument = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  };

  it('arms only with lb; the sign-up form disarms it through pageBounce', async () => {
    const { pageBounce: before, startPageBounce } = await import('./page-bounce');
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    startPageBounce({ search: '?network=x', siteUrl: '', lander: 'gallery', campaign: null });
    hideDocument();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(before).toBeDefined();

    startPageBounce({ search: '?lb=1', siteUrl: '', lander: 'gallery', campaign: 'summer-nl' });
    const module = await import('./page-bounce');
    module.pageBounce.disarm();
    hideDocument();
    expect(sendBeacon).not.toHaveBeenCalled();

    startPageBounce({ search: '?lb=1', siteUrl: '', lander: 'video', campaign: null });
    hideDocument();
    expect(sendBeacon).toHaveBeenCalledWith('/api/page-hidden.php?lander=video');
  });
});
