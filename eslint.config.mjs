// Lint: Next.js's rules (React, hooks, jsx-a11y, Core Web Vitals), typescript-eslint, and the
// import boundaries that keep each layer knowing only the one below (docs/ARCHITECTURE.md).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const pattern = (group, message) => ({ group, message });

const layers = {
  components: pattern(['@/components/*', '**/components/*'], 'lib/ is below the UI: it never imports components.'),
  app: pattern(['@/app/*'], 'Only Next.js imports route files.'),
  api: pattern(['@/lib/api/*', '**/api/*'], 'Only the HTTP layer knows lib/api; services raise domain errors (lib/errors.ts).'),
  services: pattern(['@/lib/services/*', '**/services/*'], 'Repositories only read and write rows; services call them, not the reverse.'),
  site: pattern(['@/lib/site/*', '**/site/*'], 'lib/site is the public pages’ loaders, above the services.'),
  database: pattern(
    ['@/lib/db/*', '@/lib/repositories/*'],
    'Pages and components reach data through lib/site or a service, never the database.',
  ),
  repositories: {
    ...pattern(
      ['@/lib/repositories/*', '**/repositories/*'],
      'The API reaches data through a service; only types come from lib/repositories.',
    ),
    allowTypeImports: true,
  },
  apiTypes: {
    ...pattern(
      ['@/lib/api/*', '!@/lib/api/messages'],
      'The back office calls the API over HTTP: it takes only types from lib/api (lib/admin/api-calls.ts), and the messages’ Chinese.',
    ),
    allowTypeImports: true,
  },
  backOffice: pattern(['@/components/admin/*', '@/lib/admin/*', '@/app/(admin)/*'], 'Public code never imports the back office.'),
  server: pattern(
    ['@/lib/services/*', '@/lib/site/*', '@/lib/cache/*', '@/lib/auth/*', '@/lib/storage/*'],
    'Back-office screens run in the browser: they call the API.',
  ),
};

const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

// The page cache keeps one copy of a public page for every visitor, so nothing public may read the
// request's cookies, headers or session (tests/server/public-pages-vary.test.ts checks it too).
const publicOnly = {
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'next/headers', message: 'Public pages are cached for every visitor: they never read cookies or headers.' }],
      patterns: [pattern(['@/lib/auth/*', '**/auth/*'], 'Public pages are cached for every visitor: they never read the session.')],
    },
  ],
};

export default [
  {
    ignores: [
      '.next*/**',
      'scripts/bench/floor/.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    // Tests and scripts read untyped JSON answers and have helpers named use… that are not React hooks.
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  // A migration describes the schema as it was then, not today's Database type.
  { files: ['lib/db/migrations/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['lib/**'],
    ignores: ['lib/services/**', 'lib/repositories/**', 'lib/db/**', 'lib/site/**'],
    rules: restrict(layers.components, layers.app),
  },
  { files: ['lib/services/**'], rules: restrict(layers.components, layers.app, layers.api, layers.site) },
  {
    files: ['lib/api/**'],
    rules: {
      ...restrict(layers.components, layers.app, layers.repositories),
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hono/zod-openapi',
              importNames: ['z'],
              message: 'Take z from lib/api/zod.ts: it extends zod for .openapi() before any API module runs.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.type='Identifier'][callee.property.name='openapi'][arguments.0.type='Literal']",
          message:
            "Name a schema with named(schema, 'Name') from lib/api/zod.ts: a shared schema built before zod was extended has no .openapi().",
        },
      ],
    },
  },
  { files: ['lib/repositories/**', 'lib/db/**'], rules: restrict(layers.components, layers.app, layers.api, layers.site, layers.services) },
  { files: ['components/**'], ignores: ['components/site/**', 'components/admin/**'], rules: restrict(layers.app, layers.database) },
  { files: ['lib/admin/**'], rules: restrict(layers.components, layers.app, layers.apiTypes) },
  { files: ['components/admin/**', 'app/(admin)/**'], rules: restrict(layers.app, layers.database, layers.server, layers.apiTypes) },
  {
    files: ['lib/site/**'],
    rules: { ...restrict(layers.components, layers.app, layers.api, layers.backOffice), ...publicOnly },
  },
  {
    files: ['app/[[]locale]/**', 'components/site/**', 'i18n/**'],
    rules: { ...restrict(layers.app, layers.database, layers.backOffice), ...publicOnly },
  },
];
