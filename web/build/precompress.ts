import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels,
 * once, so the gateway (gateway/src/web/serve-spa.ts) only picks the one the browser accepts.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'ghar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path).catch(() => undefined);
          if (!bytes || bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
};
