import { readFileSync } from 'node:fs';
import { STACK_PROCESS_NAMES, type Stack, type StackInfra } from '@ghar/local-infra';
import { childrenOf, pidListeningOn, type Watched } from './proc-cpu';

/** Which processes a whole-stack bench watches (bench:load and bench:scale). */

const portOf = (url: string) => Number(/:(\d+)(?:\/|$)/.exec(url.split(',')[0]!)?.[1]);
const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** The processes whose CPU is reported: the stack's, the servers' (found by port), this one. */
export function watchedProcesses(stack: Stack, infra: StackInfra): Watched[] {
  const watched: Watched[] = [];
  const add = (name: string, pid: number | undefined) => pid && watched.push({ name, pid });
  for (const name of STACK_PROCESS_NAMES) add(name, pidListeningOn(stack.ports[name]));
  const mongo = pidListeningOn(portOf(infra.mongoUrl));
  if (mongo && cmdline(mongo).includes('mongo-gate')) {
    add('FerretDB write gate', mongo);
    for (const child of childrenOf(mongo))
      if (cmdline(child).includes('ferretdb')) add('FerretDB', child);
  } else add('MongoDB', mongo);
  add('Kafka', pidListeningOn(portOf(infra.kafkaBrokers)));
  add('Redis', pidListeningOn(portOf(infra.redisUrl)));
  add('bench client', process.pid);
  return watched;
}
