/**
 * Every route handler goes through the one runner (lib/auth/handle-route.ts): the proxy lets route
 * handlers through, so a handler written by hand would skip the role table, the origin check and
 * the session expiry. Read from the sources, so a new route.ts fails here before anyone calls it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The runner, and the upload routes' builder, which is made of it. */
const RUNNERS: Record<string, string> = {
  handleRoute: '@/lib/auth/handle-route',
  uploadRoute: '@/lib/auth/upload-route',
};

const routeFiles = readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'route.ts')
  .map((file) => `app/${file.split(path.sep).join('/')}`)
  .sort();

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Each HTTP method the file exports, with what builds it ('handleRoute') or how it is written. */
function methodsOf(source: ts.SourceFile): Record<string, string> {
  const imported = new Map<string, string>();
  const methods: Record<string, string> = {};
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imported.set(
            element.name.text,
            `${element.propertyName?.text ?? element.name.text} from ${statement.moduleSpecifier.text}`,
          );
    }
    if (
      ts.isFunctionDeclaration(statement) &&
      isExported(statement) &&
      statement.name &&
      METHODS.has(statement.name.text)
    )
      methods[statement.name.text] = 'a function of its own';
    if (ts.isVariableStatement(statement) && isExported(statement))
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !METHODS.has(declaration.name.text)) continue;
        const init = declaration.initializer;
        const callee =
          init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null;
        const origin = callee ? imported.get(callee) : undefined;
        const runner = Object.entries(RUNNERS).find(([name, from]) => origin === `${name} from ${from}`);
        methods[declaration.name.text] = runner
          ? runner[0]
          : `not built by the runner (${init?.getText(source) ?? 'no value'})`;
      }
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements)
        if (METHODS.has(element.name.text)) methods[element.name.text] = 're-exported';
  }
  return methods;
}

describe('route handlers', () => {
  it('are found: every route.ts of the app', () => {
    expect(routeFiles).toContain('app/api/exports/route.ts');
    expect(routeFiles).toContain('app/deconnexion/route.ts');
  });

  it.each(routeFiles)('%s exports only handlers built by the runner', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const methods = methodsOf(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
    expect(Object.keys(methods).length, 'exports no HTTP method').toBeGreaterThan(0);
    for (const [method, builtBy] of Object.entries(methods))
      expect(Object.keys(RUNNERS), `${method} is ${builtBy}`).toContain(builtBy);
  });

  it('counts the upload builder only because it is made of the runner', () => {
    const text = readFileSync(path.join(ROOT, 'lib/auth/upload-route.ts'), 'utf8');
    expect(text).toMatch(
      /export function uploadRoute[^]*?\n\): RouteHandler<ProjectParams> \{\n  return handleRoute</,
    );
  });

  it('tells a handler written by hand from one the runner built', () => {
    const methods = methodsOf(
      ts.createSourceFile(
        'route.ts',
        [
          "import { handleRoute } from '@/lib/auth/handle-route';",
          "import { handleRoute as other } from '@/lib/elsewhere';",
          "export const GET = handleRoute('public', async () => new Response());",
          'export const POST = other({}, async () => new Response());',
          'export async function PUT() { return new Response(); }',
          'const patch = async () => new Response();',
          'export { patch as PATCH };',
        ].join('\n'),
        ts.ScriptTarget.Latest,
        true,
      ),
    );
    expect(methods).toEqual({
      GET: 'handleRoute',
      POST: 'not built by the runner (other({}, async () => new Response()))',
      PUT: 'a function of its own',
      PATCH: 're-exported',
    });
  });
});
