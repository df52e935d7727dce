/**
 * The floor of a server-rendered page: the same cards as plain React elements rendered to a string per
 * request by `react-dom/server`, served by a bare `node:http` server — no data fetching, no framework.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import type { TSearchResponse } from '@dating/core/contracts';

function document(page: TSearchResponse) {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Members')),
    h(
      'body',
      null,
      h(
        'main',
        null,
        h('h1', null, 'Members'),
        h(
          'ul',
          null,
          page.results.map((card) =>
            h(
              'li',
              { key: card.id, 'data-profile-id': card.id },
              h(
                'a',
                { href: `/members/${card.id}` },
                card.main_image
                  ? h('img', {
                      src: card.main_image.thumb_filename,
                      alt: '',
                      width: 240,
                      height: 300,
                      loading: 'lazy',
                    })
                  : null,
                h('strong', null, `${card.name}, ${card.age}`),
                card.city ? h('span', null, card.city) : null,
                card.fictional ? h('span', null, 'Fictional profile') : null,
              ),
              h('button', { type: 'button', 'aria-label': `Like ${card.name}` }, '♥'),
            ),
          ),
        ),
      ),
    ),
  );
}

/** Starts the floor server for one search page; resolves with its URL and a close function. */
export async function startFloor(page: TSearchResponse): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => {
    const html = '<!DOCTYPE html>' + renderToString(document(page));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
