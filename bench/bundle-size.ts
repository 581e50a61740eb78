/**
 * The JavaScript the home page needs before it is usable, from the web build's Vite manifest:
 * the entry chunk, the home route's chunk and every chunk they import statically (dynamic
 * imports load later and are not counted). Sizes raw, gzip (level 9) and brotli, as the gateway
 * serves the precompressed files.
 *
 *   npm run build -w @ghar/web && npm run bench:bundle
 *
 * Target (issue 8): ≤ 170 KB gzipped. Exits 1 above it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; src?: string };
type Manifest = Record<string, ManifestChunk>;

const DIST = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
const LIMIT_GZIP_KB = 170;
const HOME_ROUTE = 'src/app/routes/home.tsx';

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const withStaticImports = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    withStaticImports(manifest[key].imports ?? [], seen);
  }
  return seen;
};

const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of its own in the build`);
const initial = withStaticImports([...entries, HOME_ROUTE]);

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
let total = { raw: 0, gzip: 0, brotli: 0 };
console.log(`home page initial JavaScript (${DIST})\n`);
console.log('     raw KB  gzip KB    br KB  file');
for (const key of initial) {
  const bytes = readFileSync(join(DIST, manifest[key].file));
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
  total = {
    raw: total.raw + size.raw,
    gzip: total.gzip + size.gzip,
    brotli: total.brotli + size.brotli,
  };
  console.log(`${kb(size.raw)}  ${kb(size.gzip)}  ${kb(size.brotli)}  ${manifest[key].file}`);
}
console.log(`${kb(total.raw)}  ${kb(total.gzip)}  ${kb(total.brotli)}  total`);
const ok = total.gzip / 1024 <= LIMIT_GZIP_KB;
console.log(`\ntarget ≤ ${LIMIT_GZIP_KB} KB gzipped: ${ok ? 'met' : 'NOT met'}`);
if (!ok) process.exitCode = 1;
