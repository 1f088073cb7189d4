import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A page may load a shared schema (lib/validation) before any API module, and zod gives a schema
 * only the prototype methods that existed when it was built. The API must still name and document
 * every shared schema, whichever module a bundle happens to run first.
 */
const validationDir = path.join(__dirname, '../../lib/validation');

test('the OpenAPI document is whole when every shared schema was built before the API loaded', async () => {
  for (const file of readdirSync(validationDir)) {
    await import(path.join(validationDir, file));
  }
  const { api } = await import('@/lib/api/app');

  const answer = await api.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  const document = await answer.json();
  expect(Object.keys(document.components.schemas)).toEqual(
    expect.arrayContaining(['LegalDocument', 'AdminLegalDocument', 'Article', 'Lawyer', 'Revision', 'VitalsReport']),
  );
});
