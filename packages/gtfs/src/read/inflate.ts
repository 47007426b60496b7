// An entry's bytes as a stream. Deflated entries are inflated here in 256 KiB pieces rather than by
// yauzl, whose inflater hands out 16 KiB ones: a 120 MB stop_times then makes about 500 trips
// through the readers' decode and parse instead of 7,500, which halves the inflating CPU. The size
// check yauzl does (an entry longer or shorter than its header says is an error) is kept.
import { pipeline, Transform, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type yauzl from 'yauzl';

const CHUNK = 1 << 18;

/** yauzl's stream of the entry; `decompress` may only be given for a compressed entry. */
function openRaw(zip: yauzl.ZipFile, e: yauzl.Entry, opts: { decompress?: false }): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(e, opts, (err, stream) => (err || !stream ? reject(err) : resolve(stream)));
  });
}

/** Fails the stream when it holds more or fewer bytes than `expected` (yauzl's messages). */
function byteCount(expected: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > expected)
        done(new Error(`too many bytes in the stream. expected ${expected}. got at least ${seen}`));
      else done(null, chunk);
    },
    flush(done) {
      if (seen < expected)
        done(new Error(`not enough bytes in the stream. expected ${expected}. got only ${seen}`));
      else done();
    },
  });
}

/** The entry's uncompressed bytes; rejects as yauzl does when the entry cannot be opened. */
export async function openEntryStream(zip: yauzl.ZipFile, e: yauzl.Entry): Promise<Readable> {
  if (e.compressionMethod !== 8) return openRaw(zip, e, {});
  const raw = await openRaw(zip, e, { decompress: false });
  // pipeline destroys every stage on an error, and the reader of the last one sees it.
  return pipeline(raw, createInflateRaw({ chunkSize: CHUNK }), byteCount(e.uncompressedSize), () => {});
}
