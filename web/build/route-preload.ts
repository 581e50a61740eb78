import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import { transformWithEsbuild, type Plugin } from 'vite';

/** A first page worth preloading: its path as a regular expression and its source modules. */
export type PreloadedRoute = { pattern: string; modules: string[] };

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

const withStaticImports = (bundle: OutputBundle, files: string[], seen = new Set<string>()) => {
  for (const file of files) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    withStaticImports(bundle, chunk.imports, seen);
  }
  return seen;
};

/**
 * The script runs on every page before the first paint, as it is in public/ (commented for
 * readers): the build minifies the copy it ships (half the bytes to fetch and parse on a phone).
 */
const minifyShippedScript = async (outDir: string) => {
  const file = join(outDir, 'route-preload.js');
  const source = await readFile(file, 'utf8');
  const { code } = await transformWithEsbuild(source, file, {
    minify: true,
    target: 'es2015',
    loader: 'js',
  });
  await writeFile(file, code);
};

/**
 * Writes into index.html, for each listed page, the chunks its route needs beyond the entry's
 * (route chunk, its static imports, and named lazy modules such as the response check), and
 * adds public/route-preload.js, which turns the current page's list into modulepreload links.
 * A data file plus an external script, because the gateway's CSP allows no inline script.
 */
export const routePreload = (routes: PreloadedRoute[]): Plugin => {
  let outDir = 'dist';
  return {
    name: 'ghar-route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await minifyShippedScript(outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const all = chunks(bundle);
        const entryFiles = withStaticImports(
          bundle,
          all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const fileOf = (module: string) => {
          // Usually the module's own chunk; Rollup may also fold a small lazy module into a chunk
          // fronted by another one.
          const chunk =
            all.find((item) => item.facadeModuleId?.endsWith(module)) ??
            all.find((item) => item.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
          return chunk.fileName;
        };
        const map = routes.map((route) => ({
          pattern: route.pattern,
          files: [...withStaticImports(bundle, route.modules.map(fileOf))]
            .filter((file) => !entryFiles.has(file))
            .map((file) => `/${file}`),
        }));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: JSON.stringify(map),
            injectTo: 'head',
          },
          // A classic script, after the stylesheet, on purpose: it runs only once the stylesheet
          // is in, so the parser reaches the server-rendered body with its styles known. As an
          // async script the body was parsed first, and Chrome's form autofill, which lays the
          // page out when it finds inputs and selects at DOMContentLoaded, laid out the whole
          // unstyled page once before the real layout (~1 style and layout pass of the page
          // wasted before the first paint: ~85 ms at full speed, 4× that on Lighthouse's phone).
          { tag: 'script', attrs: { src: '/route-preload.js' }, injectTo: 'head' },
        ];
      },
    },
  };
};
