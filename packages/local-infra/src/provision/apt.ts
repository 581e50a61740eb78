import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { withFileLock } from '../file-lock';
import { findExecutable, runCommand } from '../run-command';

export interface AptPackage {
  /** Debian package name. */
  name: string;
  /** What it installs, which tells whether it is installed: an executable on PATH or a file. */
  provides: { executable: string } | { file: string };
}

/** The Debian packages each provisioned component needs. */
export const APT_PACKAGES = {
  redis: [{ name: 'redis-server', provides: { executable: 'redis-server' } }],
  chromium: [
    { name: 'chromium', provides: { executable: 'chromium' } },
    // The browser tests' headless browser: Blink without the full browser's GPU process and UI
    // (what Playwright runs headless by default); the e2e level's tests took ~25 % less time.
    {
      name: 'chromium-headless-shell',
      provides: { executable: 'chromium-headless-shell' },
    },
    // Hindi pages need a Devanagari font, or screenshots show boxes where the text should be.
    {
      name: 'fonts-lohit-deva',
      provides: { file: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf' },
    },
  ],
  kcat: [{ name: 'kcat', provides: { executable: 'kcat' } }],
  // Listings draws the price and place on link-preview cards (SVG text through sharp).
  fonts: [
    {
      name: 'fonts-dejavu-core',
      provides: { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
    },
  ],
} satisfies Record<string, AptPackage[]>;

/** Where a missing package could come from: apt-get directly, apt-get via sudo, or nowhere. */
export async function aptInstaller(): Promise<string[] | undefined> {
  if (!(await findExecutable('apt-get'))) return undefined;
  if (process.getuid?.() === 0) return ['apt-get'];
  if (!(await findExecutable('sudo'))) return undefined;
  // -n: never prompt; a sudo that wants a password counts as unavailable.
  const sudoWorks = await runCommand('sudo', ['-n', 'true']).then(
    () => true,
    () => false,
  );
  return sudoWorks ? ['sudo', '-n', 'apt-get'] : undefined;
}

async function isInstalled(pkg: AptPackage): Promise<boolean> {
  if ('executable' in pkg.provides) return Boolean(await findExecutable(pkg.provides.executable));
  return access(pkg.provides.file).then(
    () => true,
    () => false,
  );
}

export async function missingPackages(packages: AptPackage[]): Promise<AptPackage[]> {
  const installed = await Promise.all(packages.map(isInstalled));
  return packages.filter((_, i) => !installed[i]);
}

/**
 * Installs Debian packages that are missing. `apt-get update` runs only when the install fails,
 * because the package lists are usually fresh enough and updating costs a minute.
 */
export async function provisionAptPackages(
  cacheRoot: string,
  packages: AptPackage[],
  installer: string[],
  log: (line: string) => void,
): Promise<void> {
  await withFileLock(
    join(cacheRoot, 'locks', 'apt.lock'),
    async () => {
      const missing = await missingPackages(packages);
      if (missing.length === 0) return;
      const names = missing.map((pkg) => pkg.name);
      log(`Installing ${names.join(', ')} with apt-get…`);
      const [command, ...prefix] = installer as [string, ...string[]];
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const install = () =>
        runCommand(command, [...prefix, 'install', '-y', ...names], { env, inheritOutput: true });
      try {
        await install();
      } catch {
        log('apt-get install failed; refreshing the package lists and trying once more…');
        await runCommand(command, [...prefix, 'update'], { env, inheritOutput: true });
        await install();
      }
    },
    { onWait: (pid) => log(`waiting for process ${pid}, which is installing packages`) },
  );
}
