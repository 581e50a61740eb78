import { DEAD_LETTER_STATUSES, type DeadLetterStatus } from '@ghar/contracts/http';

export type DlqCommand =
  | { command: 'list'; status?: DeadLetterStatus; topic?: string; page: number }
  | { command: 'show'; id: string }
  | { command: 'replay'; id: string; file?: string; note?: string }
  | { command: 'discard'; id: string; note: string };

export const DLQ_USAGE = `usage: npm run dlq -- <command>
  list [--status OPEN|REPLAYED|DISCARDED] [--topic <topic>] [--page <n>]
  show <id>
  replay <id> [--file mended.json] [--note "…"]
  discard <id> --note "…"
env: GHAR_URL (http://127.0.0.1:8080), ADMIN_EMAIL, ADMIN_PASSWORD (npm start's demo admin)`;

/** Reads `npm run dlq -- …`'s arguments; throws with what is wrong (the caller prints usage). */
export function parseDlqArgs(argv: string[]): DlqCommand {
  const [command, ...rest] = argv;
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg.startsWith('--')) {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
      i += 1;
    } else positional.push(arg);
  }
  const allowed = (...names: string[]) => {
    const unknown = [...flags.keys()].filter((name) => !names.includes(name));
    if (unknown.length > 0) throw new Error(`unknown option --${unknown[0]} for ${command}`);
  };
  const id = () => {
    if (positional.length !== 1) throw new Error(`${command} takes one dead-letter id`);
    return positional[0]!;
  };
  switch (command) {
    case 'list': {
      allowed('status', 'topic', 'page');
      if (positional.length > 0) throw new Error('list takes no id');
      const status = flags.get('status')?.toUpperCase();
      if (status !== undefined && !DEAD_LETTER_STATUSES.includes(status as DeadLetterStatus)) {
        throw new Error(`--status is one of ${DEAD_LETTER_STATUSES.join(', ')}`);
      }
      const page = Number(flags.get('page') ?? 1);
      if (!Number.isInteger(page) || page < 1) throw new Error('--page is a whole number from 1');
      return {
        command,
        page,
        ...(status ? { status: status as DeadLetterStatus } : {}),
        ...(flags.has('topic') ? { topic: flags.get('topic')! } : {}),
      };
    }
    case 'show':
      allowed();
      return { command, id: id() };
    case 'replay':
      allowed('file', 'note');
      return {
        command,
        id: id(),
        ...(flags.has('file') ? { file: flags.get('file')! } : {}),
        ...(flags.has('note') ? { note: flags.get('note')! } : {}),
      };
    case 'discard': {
      allowed('note');
      const note = flags.get('note')?.trim();
      if (!note) throw new Error('discard needs --note "why"');
      return { command, id: id(), note };
    }
    default:
      throw new Error(command ? `unknown command ${command}` : 'no command');
  }
}
