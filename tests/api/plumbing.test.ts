import { useTestContext } from '../support/context';

const ctx = useTestContext({ signIn: false });

test('languages come in the envelope', async () => {
  const response = await ctx.call('GET', '/api/common/language?timestamp=1');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    status: 200,
    message: 'success',
    result: [
      { langCode: 'en_US', langName: 'English' },
      { langCode: 'zh_CN', langName: '简体中文' },
    ],
  });
});

test('health checks the database', async () => {
  const response = await ctx.call('GET', '/api/health');
  expect(response.body.result).toEqual({ database: 'ok' });
});

test('an unknown call is a 404 in the error body', async () => {
  const response = await ctx.call('GET', '/api/user/nothing-here');
  expect(response.status).toBe(404);
  expect(response.body).toMatchObject({ code: 404, resultEnum: 'NOT_FOUND', status: 404 });
});

test('the OpenAPI document lists the calls', async () => {
  const response = await ctx.call('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.body.openapi).toMatch(/^3\./);
  expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/admin/login', '/api/admin/mine', '/api/common/language']));
});

test("the OpenAPI document names the shared schemas, so a client's generated types carry those names", async () => {
  const { body } = await ctx.call('GET', '/api/openapi.json');
  expect(Object.keys(body.components.schemas)).toEqual(
    expect.arrayContaining(['LegalDocument', 'AdminLegalDocument', 'Banner', 'Lawyer', 'SearchResult']),
  );
  const answer = body.paths['/api/user/legal-document/{name}'].get.responses['200'].content['application/json'].schema;
  expect(JSON.stringify(answer)).toContain('#/components/schemas/LegalDocument');
});

test('migrations created every table', async () => {
  const tables = (await ctx.db.introspection.getTables()).map((t) => t.name);
  expect(tables).toEqual(
    expect.arrayContaining([
      'catalog',
      'article',
      'honour',
      'banner',
      'professionalField',
      'job',
      'office',
      'lawyer',
      'lawyerJob',
      'lawyerProField',
      'lawyerCustomContent',
      'portalConfig',
      'legalDocument',
      'adminRole',
      'adminUser',
      'adminSession',
      'adminRecoveryCode',
      'siteSetting',
      'uploadedFile',
      'icon',
      'contactMessage',
      'auditLog',
    ]),
  );
});
