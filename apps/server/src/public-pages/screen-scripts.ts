import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source file. */
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

/** The script URLs a page's screens need beyond the entry's, given their source files; none for what it cannot name. */
export type ScreenScripts = (screens: readonly string[]) => string[];

/** A chunk's file and those of everything it imports statically, however deep. */
const filesOf = (manifest: Manifest, key: string, into = new Set<string>()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
};

export const screenScripts = (manifest: Manifest): ScreenScripts => {
  // The entry (in index.html) and the app it starts bring these with them.
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const preloaded = new Set<string>();
  for (const key of entry ? [entry, ...(manifest[entry]!.dynamicImports ?? [])] : [])
    filesOf(manifest, key, preloaded);
  return (screens) => {
    const files = new Set<string>();
    for (const screen of screens) filesOf(manifest, screen, files);
    return [...files].filter((file) => !preloaded.has(file)).map((file) => `/${file}`);
  };
};

/** The built web app's manifest, read once; without one (an older build) pages name no scripts. */
export const loadScreenScripts = (webDist: string): ScreenScripts => {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  return screenScripts(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
};

/** The islands build's entry (`vite.islands.config.ts`), as the browser asks for it; none without that build. */
export const loadIslandsEntry = (webDist: string): string | undefined => {
  const file = path.join(webDist, '.vite', 'islands-manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry && `/${entry.file}`;
};
