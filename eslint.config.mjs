import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
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
]

export default config
