/**
 * Which translation namespaces a module and everything it imports can render with: a static scan of the member
 * site's sources for the test of `i18n-namespaces.ts` (Node only; never imported by the app).
 *
 * A module uses a namespace when it calls `useTranslation()` (`common`), `useTranslation('x')` or
 * `useTranslation(['x', …])`, or holds a string or template literal that starts with `x:` for a namespace `x`
 * (`t('errors:invalid_name')`, `` t(`profile:interests.${slug}`) ``). Static imports, `export … from`, `import()`
 * and `next/dynamic` are followed inside `src/`: a module loaded after hydration renders with the page's
 * i18next instance too, and a namespace missing there would show raw keys. Workspace packages render no
 * translations of their own (`@dating/ui` takes its labels from the app), so they are not followed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEFAULT_NAMESPACE, NAMESPACES, isNamespace, type Namespace } from '@dating/i18n';

export interface ModuleScan {
  /** Namespaces the module itself uses. */
  namespaces: Set<Namespace>;
  /** Namespaces it passes to `getResources(locale, [...])`: what it sends to the browser itself. */
  sends: Set<Namespace>;
  /** Absolute paths of the `src/` modules it imports statically. */
  imports: string[];
  /** Absolute paths of the `src/` modules it loads on demand (`import()`, `next/dynamic`). */
  dynamicImports: string[];
}

const NAMESPACE_PREFIX = new RegExp(`^(${NAMESPACES.join('|')}):`);
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(srcDir: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

function stringArgs(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => stringArgs(e));
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return stringArgs(node.expression);
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** One module's own namespaces and imports. */
export function scanModule(srcDir: string, file: string): ModuleScan {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const namespaces = new Set<Namespace>();
  const sends = new Set<Namespace>();
  const imports = new Set<string>();
  const dynamicImports = new Set<string>();
  const addImport = (specifier: string, to = imports) => {
    const resolved = resolveImport(srcDir, file, specifier);
    if (resolved) to.add(resolved);
  };
  const addPrefixed = (text: string) => {
    const match = NAMESPACE_PREFIX.exec(text);
    if (match) namespaces.add(match[1] as Namespace);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      // Type-only imports bring no code.
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      if (!typeOnly) addImport(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        for (const s of stringArgs(node.arguments[0])) addImport(s, dynamicImports);
      } else if (calleeName(node) === 'useTranslation') {
        const given = stringArgs(node.arguments[0]);
        if (node.arguments.length === 0) namespaces.add(DEFAULT_NAMESPACE);
        for (const ns of given) if (isNamespace(ns)) namespaces.add(ns);
      } else if (calleeName(node) === 'getResources') {
        for (const ns of stringArgs(node.arguments[1])) if (isNamespace(ns)) sends.add(ns);
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) addPrefixed(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { namespaces, sends, imports: [...imports], dynamicImports: [...dynamicImports] };
}

export interface Usage {
  /** Namespaces the entry and every module it reaches use. */
  uses: Set<Namespace>;
  /** Namespaces those modules send with `getResources` themselves (e.g. the chat page's `chat`). */
  sends: Set<Namespace>;
  /** For a failing test's message: which module uses a namespace. */
  usedBy: Map<Namespace, string>;
}

/** A scanner with a cache, for many entries over one source tree. */
export function createUsageScanner(
  srcDir: string,
  followDynamic = true,
): (entries: readonly string[]) => Usage {
  const cache = new Map<string, ModuleScan>();
  const scan = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      hit = scanModule(srcDir, file);
      cache.set(file, hit);
    }
    return hit;
  };
  return (entries) => {
    const uses = new Set<Namespace>();
    const sends = new Set<Namespace>();
    const usedBy = new Map<Namespace, string>();
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const s = scan(file);
      for (const ns of s.namespaces) {
        uses.add(ns);
        if (!usedBy.has(ns)) usedBy.set(ns, path.relative(srcDir, file));
      }
      for (const ns of s.sends) sends.add(ns);
      queue.push(...s.imports);
      if (followDynamic) queue.push(...s.dynamicImports);
    }
    return { uses, sends, usedBy };
  };
}
