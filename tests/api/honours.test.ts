import { flushViews } from '@/lib/services/view-counter';
import { createTestContext, type TestContext } from '../support/context';
import { describePublicationCalls, publicationFields } from './publication-calls';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
// Views counted by the last reads are written before the database closes.
afterAll(async () => {
  await flushViews(ctx.db);
  await ctx.close();
});

describePublicationCalls({
  path: 'lawfirm-honour',
  table: 'honour',
  fields: publicationFields,
  required: ['lang', 'coverUrl', 'title'],
  wrongTypes: [
    ['lang', 'english'],
    ['coverUrl', 12],
    ['title', ['a']],
    ['title', ''],
    ['content', 5],
    ['top', 'yes'],
    ['top', 2],
    ['id', 'one'],
  ],
  item: (lang, extra = {}) => ({
    lang,
    coverUrl: '/api/upload/award.png',
    title: lang === 'en_US' ? 'Law Firm of the Year' : '年度律所',
    content: '<p>Awarded by the Singapore Business Review.</p>',
    ...extra,
  }),
  session: () => ({ ctx, token }),
});
