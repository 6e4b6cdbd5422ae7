import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const web = path.join(root, 'apps/web/src');
const sourceFile = /\.tsx?$/;
const skipped = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'data']);

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (skipped.has(name) || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

const candidates = (base: string) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  path.join(base, 'index.ts'),
  path.join(base, 'index.tsx'),
];

/** A relative or `@/` specifier as the file it names; packages and libraries are outside the graph. */
const resolve = (from: string, specifier: string) => {
  const base = specifier.startsWith('@/')
    ? path.join(web, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return candidates(base).find((file) => sourceFile.test(file) && existsSync(file));
};

/** Every file's imports, type-only ones included: a circle of types is still a circle a reader walks. */
export const importGraph = (folders: string[]) => {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourcesUnder(path.join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolve(file, fileName));
    graph.set(
      file,
      targets.filter((target): target is string => target !== undefined),
    );
  }
  return graph;
};

/** Strongly connected components of more than one file (Tarjan), each as paths from the repository's root. */
export const importCircles = (graph: Map<string, string[]>) => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(root, member));
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
};
