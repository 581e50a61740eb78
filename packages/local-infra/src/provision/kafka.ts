import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from '../run-command';
import { KAFKA_VERSION, RELOAD4J_VERSION, SLF4J_RELOAD4J_VERSION } from '../versions';
import { ensureCacheEntry } from './cache-entry';

const DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';

export const kafkaCacheKey = `kafka-${KAFKA_VERSION}`;

/** A throw-away pom whose runtime dependency closure is a runnable Kafka broker. */
export function kafkaPom(): string {
  const dependency = (group: string, artifact: string, version: string) =>
    `    <dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId><version>${version}</version></dependency>`;
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>ghar</groupId><artifactId>kafka-runtime</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
${dependency('org.apache.kafka', 'kafka_2.13', KAFKA_VERSION)}
${dependency('org.slf4j', 'slf4j-reload4j', SLF4J_RELOAD4J_VERSION)}
${dependency('ch.qos.reload4j', 'reload4j', RELOAD4J_VERSION)}
  </dependencies>
</project>
`;
}

/**
 * Kafka's jars from Maven Central into `<cache>/kafka-<version>/lib`. Runtime scope matters:
 * compile scope misses server-common, metadata and raft.
 */
export async function provisionKafka(cacheRoot: string, log: (line: string) => void) {
  const dir = await ensureCacheEntry(
    cacheRoot,
    kafkaCacheKey,
    async (tempDir) => {
      log(`Downloading Apache Kafka ${KAFKA_VERSION} jars with Maven (first run only, ~30 s)…`);
      const pom = join(tempDir, 'kafka.pom');
      await writeFile(pom, kafkaPom());
      await runCommand('mvn', [
        '-q',
        '-B',
        '-f',
        pom,
        `${DEPENDENCY_PLUGIN}:copy-dependencies`,
        '-DincludeScope=runtime',
        `-DoutputDirectory=${join(tempDir, 'lib')}`,
      ]);
    },
    log,
  );
  return { libDir: join(dir, 'lib') };
}
