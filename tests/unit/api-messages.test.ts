/**
 * Every English message the code can throw has its Chinese, found by reading lib/ rather than by
 * calling: a template added anywhere (a domain error, a schema's own message, a failure of
 * lib/api) without a line in lib/api/messages/zh-messages.ts fails here by name, and so does a
 * request field without a label in zh-terms.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { api } from '@/lib/api/app';
import { zhMessages } from '@/lib/api/messages/zh-messages';
import { zhFieldLabels, zhNouns } from '@/lib/api/messages/zh-terms';
import { invalidEmailMessage } from '@/lib/validation/contact';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file)!;
}

function where(node: ts.Node): string {
  const source = node.getSourceFile();
  return `${path.relative(root, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

/** The initializer of `name` declared in `source`, or exported by the module it imports `name` from. */
function declaration(source: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  let importedFrom: string | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node.initializer;
    if (ts.isImportDeclaration(node) && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)) {
      if (node.importClause.namedBindings.elements.some((element) => element.name.text === name))
        importedFrom = (node.moduleSpecifier as ts.StringLiteral).text;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found || !importedFrom?.startsWith('.')) return found;
  const file = path.resolve(path.dirname(source.fileName), `${importedFrom}.ts`);
  return fs.existsSync(file) ? declaration(parse(file), name) : undefined;
}

/** The texts an expression can be, or null when they cannot be read from the source. */
function texts(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return texts(node.expression);
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [texts(node.whenTrue), texts(node.whenFalse)];
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isIdentifier(node)) {
    const initializer = declaration(node.getSourceFile(), node.text);
    return initializer ? texts(initializer) : null;
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return texts(node.expression);
  if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) {
    const values = ts.isObjectLiteralExpression(node)
      ? node.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? [property.initializer] : []))
      : node.elements.filter((element) => !ts.isArrowFunction(element));
    const found = values.map(texts);
    return found.every(Boolean) ? (found.flat() as string[]) : null;
  }
  return null;
}

/** Which argument of each domain error's constructor is its message template. */
const templateArgument: Record<string, number> = {
  ConflictError: 0,
  UnauthenticatedError: 0,
  ForbiddenError: 0,
  TooManyRequestsError: 0,
  InvalidInputError: 1,
  TooLargeError: 1,
};

/** The name of the class that the class around `node` extends. */
function baseClass(node: ts.Node): string | undefined {
  let current: ts.Node | undefined = node;
  while (current && !ts.isClassDeclaration(current)) current = current.parent;
  const extended = current?.heritageClauses?.[0]?.types[0]?.expression;
  return extended && ts.isIdentifier(extended) ? extended.text : undefined;
}

/** Messages that are not the code's own words: Hono's refusals, passed on as they come. */
const passedOn = ['lib/api/failures.ts: error.message'];

interface Found {
  templates: { text: string; at: string }[];
  nouns: { text: string; at: string }[];
  unreadable: string[];
}

function collect(): Found {
  const found: Found = { templates: [], nouns: [], unreadable: [] };
  const add = (list: 'templates' | 'nouns', node: ts.Expression | undefined, optional = false) => {
    if (!node) return;
    const values = texts(node);
    if (values) found[list].push(...values.map((text) => ({ text, at: where(node) })));
    else if (!optional) found.unreadable.push(`${where(node)}: ${node.getText()}`);
  };
  for (const file of sourceFiles(path.join(root, 'lib')).filter((file) => !file.includes(`${path.sep}admin${path.sep}`))) {
    const inSchemas = file.includes(`${path.sep}validation${path.sep}`) || file.endsWith(path.join('api', 'params.ts'));
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        if (name in templateArgument) add('templates', node.arguments?.[templateArgument[name]]);
        // A noun held in a variable is checked by the 404s of tests/api/error-language.test.ts.
        if (name === 'NotFoundError') add('nouns', node.arguments?.[0], true);
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'found')
        add('nouns', node.arguments[1], true);
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        if (node.name.text === 'template') add('templates', node.initializer);
        // The schemas' own messages: `{ message: … }` and `{ error: … }` with text, not a schema.
        if (inSchemas && ['message', 'error'].includes(node.name.text) && !ts.isCallExpression(node.initializer))
          add('templates', node.initializer);
      }
      if (
        inSchemas &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'refine'
      ) {
        for (const argument of node.arguments) if (ts.isSpreadElement(argument)) add('templates', argument.expression);
      }
      // A subclass's own template, and the defaults of lib/errors.ts.
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
        const base = baseClass(node);
        if (base && base in templateArgument) add('templates', node.arguments[templateArgument[base]], true);
        if (base === 'DomainError') add('templates', node.arguments[0], true);
      }
      if (file.endsWith(path.join('lib', 'errors.ts')) && ts.isParameter(node) && node.initializer) add('templates', node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return found;
}

const found = collect();

test('the messages are found in the source', () => {
  expect(found.templates.length).toBeGreaterThan(50);
  expect(found.templates.map((template) => template.text)).toEqual(
    expect.arrayContaining(['Please sign in', '{what} not found', 'Please enter a valid email address', 'must not contain NUL characters']),
  );
  expect(found.unreadable.map((site) => site.replace(/:\d+:/, ':'))).toEqual(passedOn);
});

test('every English template has its Chinese in zh-messages.ts', () => {
  const missing = found.templates.filter(({ text }) => !(text in zhMessages)).map(({ text, at }) => `${at}: '${text}'`);
  expect([...new Set(missing)]).toEqual([]);
});

test('every noun a 404 names has its Chinese in zh-terms.ts', () => {
  const missing = found.nouns.filter(({ text }) => !(text in zhNouns)).map(({ text, at }) => `${at}: '${text}'`);
  expect(missing).toEqual([]);
});

test('every field a request can carry has a Chinese label in zh-terms.ts', async () => {
  const document = await (await api.request('/api/openapi.json')).json();
  const keys = new Set<string>();
  const walk = (schema: any): void => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) return walk(document.components.schemas[schema.$ref.split('/').pop()]);
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      keys.add(key);
      walk(value);
    }
    for (const nested of [schema.items, schema.anyOf, schema.oneOf, schema.allOf].flat()) walk(nested);
  };
  for (const operations of Object.values<any>(document.paths)) {
    for (const operation of Object.values<any>(operations)) {
      for (const parameter of operation.parameters ?? []) keys.add(parameter.name);
      for (const content of Object.values<any>(operation.requestBody?.content ?? {})) walk(content.schema);
    }
  }
  expect(keys.size).toBeGreaterThan(50);
  expect([...keys].filter((key) => !(key in zhFieldLabels))).toEqual([]);
});

test('the API refuses an address in the contact form’s own words, which it shows at the field', () => {
  expect(invalidEmailMessage).toBe(en.Contact.invalidEmail);
  expect(zhMessages[invalidEmailMessage]).toBe(zh.Contact.invalidEmail);
});
