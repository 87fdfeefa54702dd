import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The site's own import graph as the bundler sees it: value imports, re-exports and dynamic
 * `import()`s, resolved to files of the tree (`@/` and relative paths); packages are leaves. Type-only
 * imports (`import type`, `import { type A }` with nothing else, `export type`) are erased by the
 * compiler and are no edge.
 */
export type SourceFile = { path: string; code: string };

export type Module = {
  /** the module's path relative to the root */
  path: string;
  /** 'use client' as its first statement */
  client: boolean;
  /** the module specifiers it imports as values */
  imports: string[];
};

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** `types`: type-only imports count too (the halves of lib/ are kept apart in types as well). */
export function parseModule({ path, code }: SourceFile, { types = false } = {}): Module {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  const first = source.statements[0];
  const client =
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client';

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (types || !typeOnly) imports.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (types || !typeOnly) imports.push(statement.moduleSpecifier.text);
    }
  }
  // dynamic imports anywhere (next/dynamic's loaders among them)
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      imports.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { path, client, imports };
}

/** The file a specifier names inside the tree, or null (a package). */
export function resolveSpecifier(from: string, specifier: string, exists: (path: string) => boolean): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (exists(candidate)) return candidate;
  }
  return null;
}

export type Graph = { modules: Map<string, Module>; edges: Map<string, string[]> };

export function buildGraph(files: SourceFile[], options: { types?: boolean } = {}): Graph {
  const paths = new Set(files.map((file) => file.path));
  const modules = new Map(files.map((file) => [file.path, parseModule(file, options)]));
  const edges = new Map<string, string[]>();
  for (const node of modules.values()) {
    edges.set(
      node.path,
      node.imports
        .map((specifier) => resolveSpecifier(node.path, specifier, (path) => paths.has(path)))
        .filter((path): path is string => path !== null),
    );
  }
  return { modules, edges };
}

/**
 * Every way a browser module reaches a server-only one: the chain of files from the browser module
 * (first) to the server-only module (last). The walk does not go on through a server-only module.
 */
export function browserReaches(graph: Graph, roots: string[], serverOnly: (module: Module) => boolean): string[][] {
  const found = new Map<string, string[]>();
  for (const root of roots) {
    const parent = new Map<string, string | null>([[root, null]]);
    const queue = [root];
    while (queue.length) {
      const current = queue.shift()!;
      const node = graph.modules.get(current);
      if (!node) continue;
      if (current !== root && serverOnly(node)) {
        const chain: string[] = [];
        for (let step: string | null = current; step !== null; step = parent.get(step) ?? null) chain.unshift(step);
        if (!found.has(current) || found.get(current)!.length > chain.length) found.set(current, chain);
        continue;
      }
      for (const next of graph.edges.get(current) ?? []) {
        if (parent.has(next)) continue;
        parent.set(next, current);
        queue.push(next);
      }
    }
  }
  return [...found.values()];
}

/** Every import from a module in `from` to one outside it, as `importer -> imported`. */
export function arrowsLeaving(graph: Graph, from: (path: string) => boolean): string[] {
  return [...graph.edges].flatMap(([path, targets]) =>
    from(path) ? targets.filter((target) => !from(target)).map((target) => `${path} -> ${target}`) : [],
  );
}

/**
 * Sources under `root`: by default the site's own (app, components, lib, proxy.ts,
 * instrumentation.ts); other folders and files when named.
 */
export function siteSources(
  root: string,
  dirs = ['app', 'components', 'lib'],
  entries = ['proxy.ts', 'instrumentation.ts'],
): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.(ts|tsx|mts|mjs)$/.test(name) && !/\.d\.mts$/.test(name) ? [path] : [];
    });
  const files = dirs.flatMap((dir) => walk(join(root, dir)));
  for (const entry of entries) if (existsSync(join(root, entry))) files.push(join(root, entry));
  return files.map((file) => ({ path: relative(root, file), code: readFileSync(file, 'utf8') }));
}
