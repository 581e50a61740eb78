import { dataDir as configuredDataDir } from './paths';
import {
  answers,
  defaultPorts,
  downLocalServers,
  isRecordedServerUp,
  readRecord,
  SERVER_NAMES,
  upLocalServers,
  URLS,
} from './persistent-servers';
import { provision, type Component } from './provision';

const USAGE = `Usage: npm run infra -- <command>

  provision [--ops]  download/build Kafka, FerretDB, Redis, Chromium and a font (--ops: also kcat)
  up                 start the persistent local servers (no-op when running)
  down               stop the servers that \`up\` started
  status             show whether each server is up, and its URL

Env: MONGO_PORT (27017), KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (KAFKA_PORT+1),
     REDIS_PORT (6379), GHAR_DATA_DIR (<repo>/.data), GHAR_CACHE_DIR (~/.cache/ghar)`;

const dataDir = configuredDataDir();

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'provision': {
      const components: Component[] = ['kafka', 'ferretdb', 'redis', 'chromium', 'fonts'];
      if (args.includes('--ops')) components.push('kcat');
      await provision(components);
      console.log(`Provisioned: ${components.join(', ')}`);
      return 0;
    }
    case 'up': {
      const { urls, started } = await upLocalServers({ dataDir });
      console.log(
        started.length === 0
          ? 'Local servers are already running:'
          : `Started ${started.join(', ')} (data and logs in ${dataDir}):`,
      );
      printUrls(urls);
      return 0;
    }
    case 'down': {
      const stopped = await downLocalServers({ dataDir });
      console.log(
        stopped.length === 0 ? 'No local servers were running.' : `Stopped ${stopped.join(', ')}.`,
      );
      return 0;
    }
    case 'status': {
      const record = await readRecord(dataDir);
      const ports = defaultPorts();
      for (const name of SERVER_NAMES) {
        const entry = record[name];
        if (await isRecordedServerUp(name, entry)) {
          console.log(`${name.padEnd(6)} up    ${entry!.url}  (pid ${entry!.pid})`);
          continue;
        }
        const port = entry?.port ?? ports[name];
        const foreign = await answers(name, port);
        console.log(
          `${name.padEnd(6)} down  ${URLS[name](port)}${foreign ? '  (another server, not started by ghar, answers there)' : ''}`,
        );
      }
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return command ? 0 : 1;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 1;
  }
}

function printUrls(urls: Record<string, string>): void {
  console.log(
    `  MONGO_URL=${urls.mongo}\n  KAFKA_BROKERS=${urls.kafka}\n  REDIS_URL=${urls.redis}`,
  );
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
