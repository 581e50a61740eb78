import { join } from 'node:path';
import { withFileLock } from '../file-lock';
import { findExecutable, runCommand } from '../run-command';

export interface AptPackage {
  /** Debian package name. */
  name: string;
  /** The executable it provides, which tells whether it is installed. */
  executable: string;
}

export const APT_PACKAGES = {
  redis: { name: 'redis-server', executable: 'redis-server' },
  chromium: { name: 'chromium', executable: 'chromium' },
  kcat: { name: 'kcat', executable: 'kcat' },
} satisfies Record<string, AptPackage>;

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

export async function missingPackages(packages: AptPackage[]): Promise<AptPackage[]> {
  const found = await Promise.all(packages.map((pkg) => findExecutable(pkg.executable)));
  return packages.filter((_, i) => !found[i]);
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
