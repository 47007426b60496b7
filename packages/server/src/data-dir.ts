// DATA_DIR is checked before anything else starts, so a folder Ruta cannot write to stops the start at once
// with one line saying what to change, instead of a failure deep inside PostgreSQL's initdb.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-error.js';

const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  ENOSPC: 'no space left on the device',
};

export async function ensureWritableDataDir(dir: string): Promise<void> {
  const probe = path.join(dir, `.write-test-${randomBytes(4).toString('hex')}`);
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(probe, '');
    await fs.rm(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    throw new StartupError(
      `DATA_DIR (${dir}) cannot be written to (${reasons[code] ?? code}): set DATA_DIR to a folder ` +
        'Ruta can write to.',
    );
  }
}
