// Fails (exit 1) when a tracked file names a path of one machine (a home or work folder, a Windows
// drive): code and docs find files relative to the repository or through settings such as RUTA_SHARED.
// Run by `npm run lint`. ALLOWED lists the lines that name such a path on purpose.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MACHINE_PATH = /(?<![\w.~\\-])(?:\/(?:work|home|root|Users)\/[\w.-]|[A-Za-z]:\\[A-Za-z])/;
/** [file, a text of the line]: a path named on purpose (none today; say why beside each one). */
const ALLOWED = [];

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(resolve(root, file));
  } catch {
    continue; // listed but absent (deleted in the work tree)
  }
  if (text.includes(0)) continue; // binary
  text
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!MACHINE_PATH.test(line)) return;
      if (ALLOWED.some(([f, part]) => f === file && line.includes(part))) return;
      found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
}
if (found.length) {
  console.error(`Paths of one machine in tracked files (${found.length}); use a relative path or a setting:`);
  for (const f of found) console.error('  ' + f);
  process.exit(1);
}
console.log(`No machine path in ${files.length} tracked files.`);
