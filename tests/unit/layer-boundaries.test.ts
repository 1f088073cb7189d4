/**
 * The import rules of eslint.config.mjs are what keep each layer knowing only the one below, and
 * public pages cacheable for every visitor. Each case lints one import as if it stood in a file
 * of that folder, through ESLint's own API in a child process (the config is an ES module).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

const cases: [file: string, source: string, refused: boolean][] = [
  ['app/[locale]/about/page.tsx', "import { cookies } from 'next/headers';", true],
  ['components/site/site-header.tsx', "import { headers } from 'next/headers';", true],
  ['lib/site/lawyers.ts', "import { currentUser } from '@/lib/auth/session';", true],
  ['app/[locale]/people/page.tsx', "import { Button } from '@/components/admin/ui/button';", true],
  ['components/site/lawyer-row.tsx', "import { getDb } from '@/lib/db/client';", true],
  ['components/admin/people/people-list.tsx', "import { listLawyers } from '@/lib/services/lawyers';", true],
  ['components/admin/people/people-list.tsx', "import { apiRoutes } from '@/lib/api/routes';", true],
  ['lib/admin/fetcher.ts', "import { api } from '@/lib/api/app';", true],
  ['lib/admin/api-calls.ts', "import type { ApiSchema } from '@/lib/api/routes';", false],
  ['lib/admin/i18n/locale.ts', "import { zhMessages } from '@/lib/api/messages/zh-messages';", false],
  ['lib/services/articles.ts', "import { ok } from '../api/envelope';", true],
  ['lib/repositories/articles.ts', "import { saveArticles } from '../services/articles';", true],
  ['lib/cache/data-cache.ts', "import { Button } from '@/components/admin/ui/button';", true],
  ['app/[locale]/people/page.tsx', "import { lawyerList } from '@/lib/site/lawyers';", false],
  ['lib/services/articles.ts', "import { NotFoundError } from '../errors';", false],
  ['lib/api/routes/articles.ts', "import * as service from '../../services/articles';", false],
  ['lib/api/routes/auth.ts', "import * as users from '../../repositories/admin-users';", true],
  ['lib/api/router.ts', "import type { AdminProfile } from '../repositories/admin-users';", false],
  ['lib/api/routes/articles.ts', "import { createRoute, z } from '@hono/zod-openapi';", true],
  ['lib/api/routes/articles.ts', "import { z } from '../zod';", false],
  [
    'lib/api/routes/articles.ts',
    "import { articleView } from '../../validation/article';\nexport const a = articleView.openapi('Article');",
    true,
  ],
  [
    'lib/api/routes/articles.ts',
    "import { named } from '../zod';\nimport { articleView } from '../../validation/article';\nexport const a = named(articleView, 'Article');",
    false,
  ],
];

const lint = `
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
  const cases = JSON.parse(process.argv[1]);
  const verdicts = [];
  for (const [file, source] of cases) {
    const [result] = await eslint.lintText(source + '\\nexport const used = [];\\n', { filePath: file });
    verdicts.push(result.messages.some((m) => /no-restricted-(imports|syntax)/.test(m.ruleId ?? '')));
  }
  console.log(JSON.stringify(verdicts));
`;

test("the layer rules refuse an import that reaches up or past the layer below, makes a public page vary or skips the API's zod or named(), and allow the way down", () => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', lint, JSON.stringify(cases)], {
    cwd: root,
    encoding: 'utf8',
  });
  const verdicts: boolean[] = JSON.parse(output.trim().split('\n').pop()!);
  expect(cases.map(([file, source], i) => [file, source, verdicts[i]])).toEqual(cases);
}, 60_000);
