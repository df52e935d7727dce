/**
 * The floors of a server-rendered page:
 *
 * - `startFloor`: the same cards as plain React elements rendered to a string per request by
 *   `react-dom/server`, served by a bare `node:http` server — no data fetching, no framework;
 * - `startNextFloor`: the same cards as a bare Next.js app (one root layout, one server-component page rendered
 *   per request, no client component, no data fetching) built and started as the member site is
 *   (`next build`, `next start`, production): what Next.js itself costs per page on this machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const membersDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The cards of `document` as JSX source for the bare Next.js page. */
const NEXT_PAGE = `import page from '../cards.json';

export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Members</h1>
      <ul>
        {page.results.map((card) => (
          <li key={card.id} data-profile-id={card.id}>
            <a href={\`/members/\${card.id}\`}>
              {card.main_image ? (
                <img src={card.main_image.thumb_filename} alt="" width={240} height={300} loading="lazy" />
              ) : null}
              <strong>{\`\${card.name}, \${card.age}\`}</strong>
              {card.city ? <span>{card.city}</span> : null}
              {card.fictional ? <span>Fictional profile</span> : null}
            </a>
            <button type="button" aria-label={\`Like \${card.name}\`}>♥</button>
          </li>
        ))}
      </ul>
    </main>
  );
}
`;

const NEXT_LAYOUT = `export const metadata = { title: 'Members' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/** CPU seconds (user + system) of a process and its descendants, from /proc. */
function treeCpuSeconds(root: number): number {
  let ticks = 0;
  const pids = [root];
  while (pids.length) {
    const pid = pids.pop()!;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(' ').map(Number));
      }
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

export interface NextFloor {
  url: string;
  /** CPU seconds so far of the `next start` process. */
  cpu: () => number;
  close: () => void;
}

/**
 * Builds and starts the bare Next.js app of the same cards on `port` (in `apps/members/.data/next-floor`, which
 * git ignores, so it resolves the member site's own `next`, `react` and `react-dom`).
 */
export async function startNextFloor(page: TSearchResponse, port: number): Promise<NextFloor> {
  const dir = path.join(membersDir, '.data/next-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default { poweredByHeader: false };\n');
  writeFileSync(path.join(dir, 'cards.json'), JSON.stringify(page));
  writeFileSync(path.join(dir, 'app/layout.jsx'), NEXT_LAYOUT);
  writeFileSync(path.join(dir, 'app/page.jsx'), NEXT_PAGE);
  const next = path.join(membersDir, 'node_modules/next/dist/bin/next');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const built = spawnSync(process.execPath, [next, 'build'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the bare Next.js floor app did not build');
  const proc = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const close = () => {
    try {
      process.kill(-proc.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', close);
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the bare Next.js floor app did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const cpu = () => treeCpuSeconds(proc.pid!);
  return { url, cpu, close };
}
