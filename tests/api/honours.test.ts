import type { BodyItem } from '@/lib/admin/api-calls';
import { useTestContext } from '../support/context';
import { describePublicationCalls, publicationFields } from './publication-calls';

const ctx = useTestContext();

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
  item: (lang, extra = {}): BodyItem<'post', '/admin/lawfirm-honour'> => ({
    lang,
    coverUrl: '/api/upload/award.png',
    title: lang === 'en_US' ? 'Law Firm of the Year' : '年度律所',
    content: '<p>Awarded by the Singapore Business Review.</p>',
    ...extra,
  }),
  ctx,
});
