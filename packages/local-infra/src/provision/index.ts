import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheDir } from '../paths';
import { findExecutable } from '../run-command';
import { ferretdbCacheKey, provisionFerretdb } from './ferretdb';
import { kafkaCacheKey, provisionKafka } from './kafka';
import {
  APT_PACKAGES,
  aptInstaller,
  missingPackages,
  provisionAptPackages,
  type AptPackage,
} from './apt';
import { exists } from './cache-entry';

export type Component = 'kafka' | 'ferretdb' | 'redis' | 'chromium' | 'kcat' | 'fonts';

export interface Provisioned {
  /** Folder of Kafka's jars (classpath `<libDir>/*`). */
  kafkaLibDir?: string;
  ferretdbBin?: string;
}

export class MissingPrerequisiteError extends Error {
  override name = 'MissingPrerequisiteError';
}

const defaultLog = (line: string) => console.error(`[infra] ${line}`);

/**
 * Makes the requested servers runnable on this machine, downloading or building only what is not
 * cached yet. Every missing prerequisite is reported at once, before any slow step starts.
 */
export async function provision(
  components: Component[],
  log: (line: string) => void = defaultLog,
): Promise<Provisioned> {
  const root = cacheDir();
  await mkdir(root, { recursive: true });
  const wanted = new Set(components);
  const aptWanted = (['redis', 'chromium', 'kcat', 'fonts'] as const)
    .filter((name) => wanted.has(name))
    .flatMap((name): AptPackage[] => APT_PACKAGES[name]);
  const aptMissing = await missingPackages(aptWanted);
  const installer = aptMissing.length > 0 ? await aptInstaller() : undefined;

  const problems: string[] = [];
  if (wanted.has('kafka')) {
    if (!(await javaExecutable())) {
      problems.push(
        'Kafka needs Java 17 or newer: install a JDK (Debian: apt-get install -y openjdk-17-jre-headless) or set JAVA_HOME.',
      );
    }
    if (!(await exists(join(root, kafkaCacheKey))) && !(await findExecutable('mvn'))) {
      problems.push(
        "Kafka's jars are downloaded with Maven: install it (Debian: apt-get install -y maven).",
      );
    }
  }
  if (
    wanted.has('ferretdb') &&
    !(await exists(join(root, ferretdbCacheKey))) &&
    !(await findExecutable('go'))
  ) {
    problems.push(
      'FerretDB is built from source with Go: install Go 1.21 or newer from https://go.dev/dl/ (it fetches the toolchain FerretDB needs by itself).',
    );
  }
  if (aptMissing.length > 0 && !installer) {
    const names = aptMissing.map((pkg) => pkg.name).join(' ');
    problems.push(
      `Missing ${names}: install as root (apt-get install -y ${names}), or run as root / with passwordless sudo so the project installs them.`,
    );
  }
  if (problems.length > 0) {
    throw new MissingPrerequisiteError(
      `Cannot provision the local servers:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }

  const [kafka, ferretdb] = await Promise.all([
    wanted.has('kafka') ? provisionKafka(root, log) : undefined,
    wanted.has('ferretdb') ? provisionFerretdb(root, log) : undefined,
    installer ? provisionAptPackages(root, aptMissing, installer, log) : undefined,
  ]);
  return { kafkaLibDir: kafka?.libDir, ferretdbBin: ferretdb?.ferretdbBin };
}

export async function javaExecutable(): Promise<string | undefined> {
  if (process.env.JAVA_HOME) {
    const fromHome = join(process.env.JAVA_HOME, 'bin', 'java');
    if (await exists(fromHome)) return fromHome;
  }
  return findExecutable('java');
}
