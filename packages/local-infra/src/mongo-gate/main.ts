// The local "mongo" server process: FerretDB behind the write gate.
//   main.ts <listenPort> <ferretdbBin> <ferretdb args…>   ({port} in an arg = FerretDB's own port)
// It starts FerretDB on a private loopback port, serves the gate on <listenPort>, and stops
// FerretDB when it is stopped, so the pair starts, is tracked and stops as one process.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, isPortFree } from '../ports';
import { startMongoWriteGate } from './mongo-write-gate';

const [listenArg, ferretdbBin, ...ferretdbArgs] = process.argv.slice(2);
const listenPort = Number(listenArg);
if (!listenPort || !ferretdbBin) {
  process.stderr.write('usage: mongo-gate/main.ts <listenPort> <ferretdbBin> <ferretdb args…>\n');
  process.exit(2);
}

const upstreamPort = await freePort();
const ferretdb = spawn(
  ferretdbBin,
  ferretdbArgs.map((arg) => arg.replace('{port}', String(upstreamPort))),
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
let stopping = false;
ferretdb.once('exit', (code, signal) => {
  if (stopping) return;
  process.stderr.write(`ferretdb exited (${signal ?? code}); stopping the gate\n`);
  process.exit(1);
});

while (await isPortFree(upstreamPort)) await sleep(50);
const gate = await startMongoWriteGate({ listenPort, upstreamPort });
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
