// The local "mongo" server process: FerretDB behind the write gate.
//   main.ts <listenPort> <ferretdbBin> <ferretdb args…>   ({port} in an arg = FerretDB's own port)
// It starts FerretDB on a private loopback port, serves the gate on <listenPort>, and stops
// FerretDB when it is stopped, so the pair starts, is tracked and stops as one process. It exits
// when FerretDB does, so a supervisor watching the gate restarts the pair.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, isPortFree } from '../ports';
import { isOurProcess, terminate } from '../servers/process-control';
import { startMongoWriteGate } from './mongo-write-gate';

const [listenArg, ferretdbBin, ...ferretdbArgs] = process.argv.slice(2);
const listenPort = Number(listenArg);
if (!listenPort || !ferretdbBin) {
  process.stderr.write('usage: mongo-gate/main.ts <listenPort> <ferretdbBin> <ferretdb args…>\n');
  process.exit(2);
}

// A gate killed with SIGKILL cannot stop its FerretDB, which lives on holding the data folder.
// The gate runs in that folder (servers/mongo.ts) and keeps FerretDB's pid there, so the next gate
// started on it (a supervisor's restart) stops the orphan before starting its own.
// The marker is FerretDB's data URL, so no other FerretDB is ever taken for the orphan.
const PID_FILE = 'ferretdb.pid';
const dataUrlArg = ferretdbArgs.find((arg) => arg.startsWith('--sqlite-url=')) ?? ferretdbBin;
const orphan = previousFerretdbPid();
if (orphan && isOurProcess(orphan, dataUrlArg)) {
  process.stderr.write(`stopping ferretdb ${orphan} left by a gate that was killed\n`);
  await terminate(orphan, 5_000);
}

const upstreamPort = await freePort();
const ferretdb = spawn(
  ferretdbBin,
  ferretdbArgs.map((arg) => arg.replace('{port}', String(upstreamPort))),
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (ferretdb.pid) writeFileSync(PID_FILE, String(ferretdb.pid));
let stopping = false;
ferretdb.once('exit', (code, signal) => {
  if (stopping) return;
  process.stderr.write(`ferretdb exited (${signal ?? code}); stopping the gate\n`);
  process.exit(1);
});

while (await isPortFree(upstreamPort)) await sleep(50);
// MONGO_GATE_PROFILE_FILE: one JSON line per request that took MONGO_GATE_PROFILE_MIN_MS (default
// 20) or more, with its command, database, collection and filter keys: which queries FerretDB
// scans for (bench/README "Load"). Off unless set.
const profileFile = process.env.MONGO_GATE_PROFILE_FILE;
const profileMinMs = Number(process.env.MONGO_GATE_PROFILE_MIN_MS ?? 20);
const profileOut = profileFile ? createWriteStream(profileFile, { flags: 'a' }) : undefined;
const gate = await startMongoWriteGate({
  listenPort,
  upstreamPort,
  ...(profileOut && {
    profile: (command) => {
      if (command.ms + command.waitedMs < profileMinMs) return;
      const rounded = {
        ...command,
        ms: Math.round(command.ms),
        waitedMs: Math.round(command.waitedMs),
      };
      profileOut.write(`${JSON.stringify({ at: Date.now(), ...rounded })}\n`);
    },
  }),
});
process.stdout.write(
  `mongo write gate 127.0.0.1:${gate.port} -> ferretdb 127.0.0.1:${upstreamPort}\n`,
);

const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gate.close();
  const exited = new Promise((resolve) => ferretdb.once('exit', resolve));
  ferretdb.kill('SIGTERM');
  await Promise.race([exited, sleep(8_000).then(() => ferretdb.kill('SIGKILL'))]);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

function previousFerretdbPid(): number {
  try {
    return Number(readFileSync(PID_FILE, 'utf8').trim());
  } catch {
    return 0;
  }
}
