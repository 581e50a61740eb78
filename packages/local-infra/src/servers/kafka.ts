import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { javaExecutable } from '../provision';
import { kafkaReady } from '../probes/kafka-metadata';
import { runCommand } from '../run-command';
import { exists } from '../provision/cache-entry';
import { launchServer } from './server-handle';
import type { ServerStartOptions } from './server-options';

export const KAFKA_MARKER = 'kafka.Kafka';

/** Single-node KRaft (broker and controller in one process), loopback only. */
export function kafkaServerProperties(options: {
  port: number;
  controllerPort: number;
  logDir: string;
}): string {
  const lines = [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${options.controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${options.port},CONTROLLER://127.0.0.1:${options.controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${options.port}`,
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    `log.dirs=${options.logDir}`,
    'offsets.topic.replication.factor=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    // Services create their topics (with partitions) at start-up; a typo must fail, not create.
    'auto.create.topics.enable=false',
  ];
  return `${lines.join('\n')}\n`;
}

/** Kafka's own logging goes to stderr, which the launcher appends to the server's log file. */
const LOG4J_PROPERTIES = `log4j.rootLogger=WARN, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n
`;

/**
 * A Kafka cluster id: 16 random bytes, URL-safe base64 without padding, as StorageTool makes them.
 * Like Kafka's own generator it never starts with '-', which a command line would take for a flag.
 */
export function newClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

export async function startKafka(
  options: ServerStartOptions & { controllerPort: number; libDir: string },
) {
  const java = await javaExecutable();
  if (!java) throw new Error('Kafka needs Java: install a JDK 17+ or set JAVA_HOME');
  const configDir = join(options.dataDir, 'config');
  const logDir = join(options.dataDir, 'data');
  await mkdir(configDir, { recursive: true });
  await mkdir(logDir, { recursive: true });
  const serverProperties = join(configDir, 'server.properties');
  const log4jProperties = join(configDir, 'log4j.properties');
  await writeFile(serverProperties, kafkaServerProperties({ ...options, logDir }));
  await writeFile(log4jProperties, LOG4J_PROPERTIES);
  const classpath = join(options.libDir, '*');
  const jvmLogging = `-Dlog4j.configuration=file:${log4jProperties}`;

  if (!(await exists(join(logDir, 'meta.properties')))) {
    await runCommand(java, [
      jvmLogging,
      '-cp',
      classpath,
      'kafka.tools.StorageTool',
      'format',
      '-t',
      newClusterId(),
      '-c',
      serverProperties,
      '--ignore-formatted',
    ]);
  }

  return launchServer({
    name: 'kafka',
    command: java,
    args: [
      '-Xms256m',
      '-Xmx512m',
      '-XX:+ExitOnOutOfMemoryError',
      '-Djava.awt.headless=true',
      jvmLogging,
      '-cp',
      classpath,
      KAFKA_MARKER,
      serverProperties,
    ],
    cwd: options.dataDir,
    logFile: options.logFile,
    detached: options.detached,
    port: options.port,
    url: `127.0.0.1:${options.port}`,
    ready: () => kafkaReady(options.port),
    readyTimeoutMs: 90_000,
    stopGraceMs: 30_000,
  });
}
