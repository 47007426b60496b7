// Test helper (not part of the build): a zip made in memory with yazl.
import yazl from 'yazl';

/** Build a zip in memory with yazl. */
export function makeZip(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files))
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, name, { compress });
  zip.end();
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (b: Buffer) => parts.push(b));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}
