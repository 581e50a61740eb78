// npm run lint / npm run typecheck: ESLint, Prettier and tsc with their caches kept outside the
// clone (cacheDir()/checks/<clone>), so a fresh clone on the same machine re-checks only the files
// that differ from what was checked last (issue 25 item 5: ~3 of CI's minutes went to checking
// unchanged files). Every cache is keyed by file content, not by time:
// - ESLint `--cache-strategy content`, with no type-aware rule (a file's result depends on that
//   file and the config alone, and the config's hash is part of each entry);
// - Prettier `--cache-strategy content` (its options are part of the key);
// - tsc `--incremental`: the build info holds each file's hash, node_modules' types included.
// Caches are per clone path and per package-lock.json: two clones never write the same cache file
// at once, and new versions of a linter's plugins or of types start from an empty cache.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, repoRoot } from './paths';

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

/** The command lines of a check, with their caches under `cache`. */
export function checkCommands(check: 'lint' | 'typecheck', cache: string): string[][] {
  if (check === 'lint') {
    return [
      [
        bin('eslint'),
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        join(cache, 'eslint'),
        '.',
      ],
      [
        bin('prettier'),
        '--check',
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        join(cache, 'prettier'),
        '.',
      ],
    ];
  }
  return ['tsconfig.json', 'web/tsconfig.json'].map((project) => [
    bin('tsc'),
    '-p',
    project,
    '--incremental',
    '--tsBuildInfoFile',
    join(cache, `${project.replace(/\W+/g, '-')}.tsbuildinfo`),
  ]);
}

/** One cache folder per clone path and lock file (see above). */
export function checksCacheDir(root = repoRoot, env: NodeJS.ProcessEnv = process.env): string {
  const key = createHash('sha256')
    .update(root)
    .update('\0')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir(env), 'checks', key);
}

function run([command, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function main(check: string | undefined): Promise<number> {
  if (check !== 'lint' && check !== 'typecheck') {
    console.error('usage: static-checks.ts lint|typecheck');
    return 2;
  }
  const cache = checksCacheDir();
  mkdirSync(cache, { recursive: true });
  for (const command of checkCommands(check, cache)) {
    const code = await run(command);
    if (code !== 0) return code;
  }
  return 0;
}

if (process.argv[1]?.endsWith('static-checks.ts')) {
  main(process.argv[2]).then((code) => process.exit(code));
}
