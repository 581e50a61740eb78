import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Digest {
  bytes: number;
  sha256: string;
}

/** A pass-through stream that counts and hashes what flows through it, read once. */
export function digestTap(): { tap: Transform; digest: () => Digest } {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, digest: () => ({ bytes, sha256: hash.digest('hex') }) };
}

export async function digestFile(path: string): Promise<Digest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Copies one file and hashes the bytes written, so the checksum is of exactly what was copied. */
export async function copyWithDigest(from: string, to: string): Promise<Digest> {
  await mkdir(dirname(to), { recursive: true });
  const { tap, digest } = digestTap();
  await pipeline(createReadStream(from), tap, createWriteStream(to));
  return digest();
}

/**
 * Every regular file below `root` as '/'-separated paths relative to it, sorted; none when `root`
 * does not exist. Symbolic links and other special files are left out: the upload store writes
 * only plain files.
 */
export async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(root, prefix), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}
