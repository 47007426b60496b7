import { describe, expect, it } from 'vitest';
import { openGtfsZip } from './zip.js';
import { makeZip } from '../test-helpers/make-zip.js';

/** stop_times-like text of `rows` rows: well over one 256 KiB inflate piece when large. */
function stopTimes(rows: number): string {
  let s = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';
  for (let i = 0; i < rows; i++)
    s += `T${i >> 5},08:${String(i % 60).padStart(2, '0')}:00,08:00:00,S${i % 977},${i & 31}\n`;
  return s;
}

/** The zip with the uncompressed size of its only entry in the central directory changed by `delta`. */
function withSizeOff(zip: Buffer, delta: number): Buffer {
  const out = Buffer.from(zip);
  const cd = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  out.writeUInt32LE(out.readUInt32LE(cd + 24) + delta, cd + 24);
  return out;
}

async function readOnly(zipBytes: Buffer): Promise<Buffer> {
  const zip = await openGtfsZip(zipBytes);
  try {
    return await zip.entries[0]!.readBytes();
  } finally {
    zip.close();
  }
}

describe('inflating an entry', () => {
  it('gives a deflated entry of several pieces byte for byte, and a stored one', async () => {
    const text = stopTimes(40_000); // about 1.4 MB
    expect(text.length).toBeGreaterThan(1 << 20);
    const deflated = await readOnly(await makeZip({ 'stop_times.txt': text }));
    expect(deflated.toString('utf8')).toBe(text);
    const stored = await readOnly(await makeZip({ 'stop_times.txt': text }, false));
    expect(stored.toString('utf8')).toBe(text);
  });

  it('fails an entry longer or shorter than its header says', async () => {
    const zip = await makeZip({ 'stop_times.txt': stopTimes(20_000) });
    await expect(readOnly(withSizeOff(zip, -100))).rejects.toThrow(/too many bytes in the stream/);
    await expect(readOnly(withSizeOff(zip, 100))).rejects.toThrow(/not enough bytes in the stream/);
  });
});
