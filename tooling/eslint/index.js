// One flat config for the whole workspace. The architecture's layer rules live here, not only in prose:
//  - core: no React, no Next, no styled-components, no Node-only modules (it runs in browser and Node)
//  - ui: never reaches the API client or the database
//  - packages never import apps; apps never import each other
//  - a feature folder (src/features/<name>) never imports another feature
//  - process.env is read only in an env.ts that validates it with zod
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** A relative import that resolves into another app (or, from a package, into any app) is refused. */
const noCrossApp = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { crossApp: 'Apps are never imported (here: apps/{{app}}): move shared code into a package.' },
  },
  create(context) {
    const here = context.filename.match(/[\\/]apps[\\/]([^\\/]+)[\\/]/)?.[1] ?? null;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .resolve(path.dirname(context.filename), source)
        .match(/[\\/]apps[\\/]([^\\/]+)(?:[\\/]|$)/)?.[1];
      if (target && target !== here) context.report({ node, messageId: 'crossApp', data: { app: target } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * A member-site feature stands alone (house style 15): a file in `src/features/<a>/` never imports from
 * `src/features/<b>/`, neither relatively nor through the `@/` alias. What two features share moves to
 * `src/components`, `src/hooks`, `src/lib` or `src/stores`; app routes and layout slots compose features.
 */
const noCrossFeature = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{here}}" imports feature "{{target}}": move what both use to src/components, src/hooks, src/lib or src/stores.',
    },
  },
  create(context) {
    const match = context.filename.match(/^(.*[\\/]src)[\\/]features[\\/]([^\\/]+)[\\/]/);
    if (!match) return {};
    const [, srcRoot, here] = match;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let resolved;
      if (source.startsWith('@/')) resolved = path.join(srcRoot, source.slice(2));
      else if (source.startsWith('.')) resolved = path.resolve(path.dirname(context.filename), source);
      else return;
      const rel = path.relative(srcRoot, resolved).split(path.sep);
      if (rel[0] !== 'features' || !rel[1] || rel[1] === here) return;
      context.report({ node, messageId: 'crossFeature', data: { here, target: rel[1] } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const NODE_BUILTINS = [
  'assert',
  'async_hooks',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

const APP_PATTERNS = [
  {
    group: [
      '@dating/members',
      '@dating/members/*',
      '@dating/legal',
      '@dating/legal/*',
      '@dating/landers',
      '@dating/landers/*',
      '@dating/api',
      '@dating/api/*',
      '@dating/storybook',
      '@dating/storybook/*',
    ],
    message: 'Apps are never imported: move shared code into a package.',
  },
  {
    group: ['**/apps/*', '**/apps/**'],
    message: 'Apps are never imported: move shared code into a package.',
  },
];

/** Node-only modules: `node:*` as a pattern, bare built-in names as exact paths (so `./http` stays allowed). */
const nodeOnly = (message) => ({
  patterns: [{ group: ['node:*'], message }],
  paths: NODE_BUILTINS.map((name) => ({ name, message })),
});

const coreNodeOnly = nodeOnly('packages/core runs in browser and Node: no Node-only modules.');

export const layers = {
  core: [
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        'next',
        'next/*',
        'styled-components',
        'zustand',
        '@tanstack/*',
      ],
      message: 'packages/core is framework-free.',
    },
    {
      group: ['@dating/db', '@dating/db/*', '@dating/ui', '@dating/ui/*', '@dating/i18n', '@dating/i18n/*'],
      message: 'packages/core depends on no other workspace package.',
    },
  ],
  ui: [
    {
      group: ['@dating/core/client', '@dating/core/client/*'],
      message: 'packages/ui never reaches the API client: pass data in as props.',
    },
    { group: ['@dating/db', '@dating/db/*'], message: 'packages/ui never reaches the database.' },
  ],
  i18n: [
    {
      group: ['@dating/db', '@dating/db/*', '@dating/ui', '@dating/ui/*'],
      message: 'packages/i18n stands alone.',
    },
  ],
  db: [
    {
      group: ['react', 'react-dom', 'next', 'next/*', '@dating/ui', '@dating/ui/*'],
      message: 'packages/db is server-only.',
    },
  ],
  app: [],
  browserApp: [
    { group: ['@dating/db', '@dating/db/*'], message: 'The database is reached only through the API.' },
  ],
};

/**
 * @param {{ layer: keyof typeof layers, react?: boolean, node?: boolean, ignores?: string[] }} options
 */
export function createConfig({ layer, react = false, node = true, ignores = [] }) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/.next/**',
        '**/dist/**',
        '**/storybook-static/**',
        '**/.turbo/**',
        '**/drizzle/**',
        '**/next-env.d.ts',
        ...ignores,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: { ...(node ? globals.node : {}), ...(react ? globals.browser : {}) },
      },
      plugins: { boundaries: { rules: { 'no-cross-app': noCrossApp, 'no-cross-feature': noCrossFeature } } },
      rules: {
        'boundaries/no-cross-app': 'error',
        'boundaries/no-cross-feature': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
        '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
        'no-empty': ['error', { allowEmptyCatch: false }],
        'no-restricted-imports': [
          'error',
          layer === 'core'
            ? {
                patterns: [...APP_PATTERNS, ...layers.core, ...coreNodeOnly.patterns],
                paths: coreNodeOnly.paths,
              }
            : { patterns: [...APP_PATTERNS, ...layers[layer]] },
        ],
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Read process.env only in env.ts, validated with zod.',
          },
        ],
      },
    },
    {
      files: [
        '**/env.ts',
        '**/*.config.{js,mjs,ts}',
        '**/scripts/**',
        '**/e2e/**',
        '**/test/**',
        '**/*.test.{ts,tsx}',
      ],
      rules: { 'no-restricted-properties': 'off' },
    },
    ...(react
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
          },
        ]
      : []),
  );
}

export default createConfig;
