import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** What components may not import (src/ui, and a block's component). */
const UI_PATTERNS = [
  {
    group: [
      '@/server/*',
      '!@/server/content',
      '!@/server/content/*',
      '!@/server/seo',
      '!@/server/preview',
      '!@/server/env',
      '!@/server/http',
      '@/server/http/*',
      '!@/server/http/script-signature',
    ],
    allowTypeImports: true,
    message:
      'Components read through src/server/content (or seo, preview, env); adapters, stores and writes belong to routes and server code.',
  },
  {
    group: [
      '@/cms/*',
      '@/app/*',
      '@/blocks/config',
      '@/blocks/*/config',
      '**/config',
      '@/blocks/api-section',
    ],
    message: "Components do not import the CMS config (blocks' configs included) or the routes.",
  },
]

/** What server and CMS code may not import (a block's config is CMS code). */
const SERVER_AND_CMS_PATTERNS = [
  {
    group: ['@/ui/*', '@/app/*', '@/blocks/RenderBlocks', '**/Component', '**/RenderBlocks'],
    message: "Server and CMS code (blocks' configs included) do not import components or routes.",
  },
  {
    group: ['@/host/*', '**/host/*'],
    message:
      'The host imports the server, never the other way: what both need lives in src/server or src/domain (src/server/process/host-contract.ts).',
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '**/.next/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'src/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The domain layer is framework-free: no React, Next or Payload here.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'next',
                'next/*',
                '@payloadcms/*',
                '@/server/*',
                '@/ui/*',
                '@/cms/*',
              ],
            },
            // The Payload package only: a module of ours named payload.ts (domain/leads/payload) is fine.
            { regex: '^payload(/.*)?$' },
          ],
        },
      ],
    },
  },
  {
    // Components read through the content layer only (docs/architecture.md, "The layers"): async server
    // components may call the read functions of src/server/content, the page's meta record (seo), the preview state
    // and the settings; never an adapter, a store or a write. Types may come from anywhere in src/server.
    // A block's component (src/blocks/<Name>/Component.tsx) is a component like any other.
    files: ['src/ui/**', 'src/blocks/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: UI_PATTERNS,
        },
      ],
    },
  },
  {
    // Server code serves the routes and the CMS; it never reaches up into them or into components. A block's
    // config (src/blocks/<Name>/config.ts) is CMS code.
    files: ['src/server/**', 'src/cms/**', 'src/blocks/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: SERVER_AND_CMS_PATTERNS,
        },
      ],
    },
  },
  {
    // Blocks draw with components, so a component never imports a block: the route hands the renderer in.
    files: ['src/ui/**'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...UI_PATTERNS,
            {
              group: ['@/blocks/*'],
              message:
                'Components do not import blocks; a route hands the block renderer in (src/ui/page/blocks-renderer.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The CMS builds on the server (cache tags, raw statements, stored files), never the other way.
    files: ['src/server/**'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_AND_CMS_PATTERNS,
            {
              group: ['@/cms/*', '@/blocks/*'],
              message:
                'The server does not import the CMS or blocks: what both need lives in src/server or src/domain.',
            },
            {
              group: ['@payload-config', '@/payload.config', '**/payload.config'],
              message:
                'The server gets the CMS configuration handed down (src/server/content/payload-config.ts), never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Blocks' configs build on the CMS's fields; payload.config.ts hands them to the pages collection.
    files: ['src/cms/**'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_AND_CMS_PATTERNS,
            {
              group: ['@/blocks/*'],
              message:
                'The CMS does not import blocks: payload.config.ts gives the pages collection its blocks.',
            },
          ],
        },
      ],
    },
  },
  {
    // The host, in front of Next, uses the server's registries and the domain's rules; it never renders, so it
    // imports no route, component, block or CMS code.
    files: ['src/host/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/ui/*', '@/app/*', '@/blocks/*', '@/cms/*', '@payload-config'],
              message: 'The host imports only src/server and src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes use every layer but the host, which runs them.
    files: ['src/app/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/host/*'], message: 'Routes do not import the host; it runs them.' }],
        },
      ],
    },
  },
]

export default config
