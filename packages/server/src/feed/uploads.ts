// Which uploaded zip of a project is current. The upload routes save each zip under
// DATA_DIR/uploads/{projectId}/ with a name that sorts by time; only the newest one is worth
// importing, so a job holding an older upload (superseded by a second upload, or a duplicate job)
// steps aside.
import fs from 'node:fs/promises';
import path from 'node:path';

export async function projectUploads(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir))
      .filter((f) => f.endsWith('.zip'))
      .sort()
      .map((f) => path.join(dir, f));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function newestUpload(dir: string): Promise<string | undefined> {
  return (await projectUploads(dir)).at(-1);
}
