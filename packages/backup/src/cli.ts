import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir, defaultPorts, LOCAL_SERVER_URLS } from '@ghar/local-infra';
import { backup } from './backup';
import { DamagedBackupError } from './manifest';
import { restore, TargetNotEmptyError } from './restore';

const USAGE = `Usage:
  npm run backup -- [--out <folder or file.tar.gz>] [--db-suffix <suffix>]
  npm run restore -- --from <backup.tar.gz or folder> [--force] [--db-suffix <suffix>]

  --out        where to write (default .data/backups/ghar-backup-<UTC time>.tar.gz)
  --from       the backup to restore; its checksums are verified before anything is written
  --force      drop target databases and the uploads folder that already hold data
  --db-suffix  databases are ghar_<service><suffix> (default: none, as \`npm start\` uses)

Env: MONGO_URL (the local server on MONGO_PORT, 27017), UPLOADS_DIR (.data/uploads),
     GHAR_DATA_DIR (<repo>/.data)`;

const log = (line: string) => console.log(line);

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean', default: false },
      'db-suffix': { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  }).values;
}

async function main(argv: string[], env = process.env): Promise<number> {
  const [command, ...rest] = argv;
  let values: ReturnType<typeof parseOptions>;
  try {
    values = parseOptions(rest);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // npm runs scripts from the repo root; paths typed by the user are relative to where they were.
  const here = (path: string) => resolve(env.INIT_CWD || process.cwd(), path);
  const mongoUrl = env.MONGO_URL || LOCAL_SERVER_URLS.mongo(defaultPorts(env).mongo);
  const uploadsDir = env.UPLOADS_DIR ? here(env.UPLOADS_DIR) : join(dataDir(env), 'uploads');
  const dbSuffix = values['db-suffix'];
  if (command === 'backup') {
    const out = values.out ? here(values.out) : join(dataDir(env), 'backups');
    const { archive } = await backup({ mongoUrl, dbSuffix, uploadsDir, out, log });
    log(`Backup written to ${archive}`);
    // The key sits outside the backup on purpose: an archive that also held it would expose
    // every Aadhaar number to whoever reads the archive.
    log(
      'Keep AADHAAR_ENCRYPTION_KEY (npm start: .data/secrets.json) safe separately: restored Aadhaar numbers need it.',
    );
    return 0;
  }
  if (command === 'restore' && values.from) {
    const result = await restore({
      from: here(values.from),
      mongoUrl,
      dbSuffix,
      uploadsDir,
      force: values.force,
      log,
    });
    log(
      `Restored the backup of ${result.manifest.createdAt} (${result.databases.length} databases, ${result.uploads} uploaded files).`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof DamagedBackupError || error instanceof TargetNotEmptyError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
