/**
 * The JavaScript each first page needs before it is usable, from the web build's Vite manifest:
 * the entry chunk, the page's route chunk and every chunk they import statically (dynamic
 * imports load later and are not counted). Pages: home, /properties and /property/:id. Sizes
 * raw, gzip (level 9) and brotli, as the gateway serves the precompressed files.
 *
 *   npm run build -w @ghar/web && npm run bench:bundle
 *
 * Target (issue 9): ≤ 170 KB gzipped for each page. Exits 1 when a page is above it.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestChunk>;
type Size = { raw: number; gzip: number; brotli: number };

const DIST = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
const LIMIT_GZIP_KB = 170;
const PAGES = [
  { name: 'home', route: 'src/app/routes/home.tsx' },
  { name: '/properties', route: 'src/app/routes/properties.tsx' },
  { name: '/property/:id', route: 'src/app/routes/property-detail.tsx' },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const withStaticImports = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    withStaticImports(manifest[key].imports ?? [], seen);
  }
  return seen;
};

const sizes = new Map<string, Size>();
const sizeOf = (file: string): Size => {
  const known = sizes.get(file);
  if (known) return known;
  const bytes = readFileSync(join(DIST, file));
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
  sizes.set(file, size);
  return size;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const line = (size: Size, label: string) =>
  `${kb(size.raw)}  ${kb(size.gzip)}  ${kb(size.brotli)}  ${label}`;

const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
const summary: string[] = [];
let allMet = true;
console.log(`initial JavaScript per page (${DIST})`);
// A route module is normally its chunk's facade (manifest key = its path); when Rollup folds
// modules that a lazy part of the page shares into the route's chunk, the chunk keeps the
// route's name but loses the key.
const routeChunk = (route: string): string => {
  if (manifest[route]) return route;
  const name = basename(route, '.tsx');
  const key = Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && !manifest[k]!.src && manifest[k]!.name === name,
  );
  if (!key) throw new Error(`${route} has no chunk in the build`);
  return key;
};

for (const page of PAGES) {
  const route = routeChunk(page.route);
  const files = [...withStaticImports([...entries, route])].map((key) => manifest[key]!.file);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  console.log(`\n${page.name}\n     raw KB  gzip KB    br KB  file`);
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    console.log(line(size, file));
  }
  console.log(line(total, 'total'));
  const met = total.gzip / 1024 <= LIMIT_GZIP_KB;
  allMet &&= met;
  summary.push(
    `${page.name.padEnd(14)} ${kb(total.gzip)} KB gzip (${files.length} files)  ${met ? 'met' : 'NOT met'}`,
  );
}
console.log(`\ntarget ≤ ${LIMIT_GZIP_KB} KB gzipped per page:\n${summary.join('\n')}`);
if (!allMet) process.exitCode = 1;
