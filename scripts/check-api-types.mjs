// Fails (exit 1) when a module of packages/web/src/api/, or a feature's calls (`<feature>/api.ts`,
// `<feature>/<name>Api.ts`), declares an object type of its own: the
// answers and bodies of the API are declared once, by the server's zod schemas, and the web imports
// their types from @ruta/server/api-types (aliases, Pick, indexed access are fine). An interface, a
// type literal `{ … }` or a mapped type there would describe an answer a second time, and could
// drift from what the server sends. Types of the client itself are listed in CLIENT_TYPES. Run by
// `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages/web/src');
/** The modules that call the API: every module of api/, and each feature's api.ts or *Api.ts. */
function apiModules() {
  if (process.argv[2]) {
    const dir = resolve(process.argv[2]);
    return readdirSync(dir).map((name) => join(dir, name));
  }
  const files = readdirSync(join(web, 'api')).map((name) => join(web, 'api', name));
  for (const feature of readdirSync(web, { withFileTypes: true })) {
    if (!feature.isDirectory() || feature.name === 'api') continue;
    for (const name of readdirSync(join(web, feature.name)))
      if (/^(api|[a-z]\w*Api)\.tsx?$/.test(name)) files.push(join(web, feature.name, name));
  }
  return files;
}

/** Object types of the HTTP client, not of an answer: where a type is declared by the web alone. */
const CLIENT_TYPES = new Map([
  ['RequestOptions', 'the options of one call (client.ts)'],
  ['ErrorMessages', "an error body's messages sorted for the screens (errors.ts)"],
  ['ListParams', "a table screen's paging, sort and search (tables.ts)"],
  ['Row', "the grid's view of a generic row: its field values typed as cells (tables.ts)"],
  ['RowPage', 'a page of those rows (tables.ts)'],
  // The server reads a shape write point by point (shapes/rows.ts), to answer each point's faults at
  // its place in the list, which a zod body schema would not: there is no body schema to infer from.
  ['ShapeWrite', 'what the shape editor sends (shapes.ts)'],
  ['HistoryFilter', "the Activity screen's filters and page (history/api.ts)"],
]);

/** Does the type node write an object shape itself (rather than name or derive one)? */
function writesObject(node) {
  if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return true;
  if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) return node.types.some(writesObject);
  if (ts.isParenthesizedTypeNode(node) || ts.isArrayTypeNode(node))
    return writesObject(node.type ?? node.elementType);
  return false;
}

const found = [];
const modules = apiModules().filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
for (const file of modules.sort()) {
  const name = relative(web, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    const declared =
      ts.isInterfaceDeclaration(node) || (ts.isTypeAliasDeclaration(node) && writesObject(node.type));
    if (declared && !CLIENT_TYPES.has(node.name.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${name}:${line + 1} declares ${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
if (found.length) {
  console.error(
    "Answer and body types come from @ruta/server/api-types (the server's zod schemas), not from a " +
      'declaration in the web app:\n  ' +
      found.join('\n  ') +
      "\nDeclare the shape in the route's zod schema and export its type from packages/server/src/api-types.ts.",
  );
  process.exit(1);
}
console.log(`No answer type declared by hand in the ${modules.length} modules that call the API.`);
