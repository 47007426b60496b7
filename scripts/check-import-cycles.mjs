// Fails (exit 1) when the relative imports of packages/*/src form a cycle, type-only imports included:
// a module pair that needs each other is one concept split in two, or a shared piece in the wrong place.
// Also fails when two folders import each other both ways (a folder is a top-level folder of a
// package's src, its subfolders included; the modules directly in src compose them and are left out):
// a feature folder builds on others, never the other way round. Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') sources(path, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** `./x.js` from `file` → the .ts/.tsx/index.ts it names, or undefined (packages, assets). */
function target(file, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(file), spec).replace(/\.(js|jsx|mjs)$/, '');
  return [base + '.ts', base + '.tsx', join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
}

const files = readdirSync(join(root, 'packages'))
  .map((p) => join(root, 'packages', p, 'src'))
  .filter(existsSync)
  .flatMap((dir) => sources(dir));
const graph = new Map(
  files.map((f) => [
    f,
    ts
      .preProcessFile(readFileSync(f, 'utf8'), true, true)
      .importedFiles.map((i) => target(f, i.fileName))
      .filter(Boolean),
  ]),
);

// Tarjan's strongly connected components: every component of two or more files holds a cycle.
let next = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function visit(v) {
  index.set(v, next);
  low.set(v, next++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(c.reverse());
  }
}
for (const f of graph.keys()) if (!index.has(f)) visit(f);

/** `packages/server/src/tables` for a file under it; undefined for a module directly in src. */
function folderOf(file) {
  const parts = relative(root, file).split(sep);
  return parts.length > 4 ? parts.slice(0, 4).join('/') : undefined;
}
/** 'a → b' → one import that makes it (to show where to look). */
const folderEdges = new Map();
for (const [file, targets] of graph)
  for (const t of targets) {
    const [a, b] = [folderOf(file), folderOf(t)];
    if (a && b && a !== b && !folderEdges.has(`${a} → ${b}`))
      folderEdges.set(`${a} → ${b}`, `${relative(root, file)} → ${relative(root, t)}`);
  }
const folderPairs = [...folderEdges.keys()]
  .map((edge) => edge.split(' → '))
  .filter(([a, b]) => a < b && folderEdges.has(`${b} → ${a}`));

let failed = false;
if (components.length > 0) {
  console.error(`Import cycles in packages/*/src (${components.length}); move the shared piece out:`);
  for (const c of components) console.error('  ' + c.map((f) => relative(root, f)).join(' → '));
  failed = true;
}
if (folderPairs.length > 0) {
  console.error(`Folders importing each other both ways (${folderPairs.length}); move the shared piece out:`);
  for (const [a, b] of folderPairs)
    console.error(
      `  ${a} ↔ ${b}\n    ${folderEdges.get(`${a} → ${b}`)}\n    ${folderEdges.get(`${b} → ${a}`)}`,
    );
  failed = true;
}
if (failed) process.exit(1);
console.log(`No import cycles among ${files.length} modules of packages/*/src, nor between their folders.`);
