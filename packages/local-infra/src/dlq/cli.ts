import { readFile } from 'node:fs/promises';
import type { DeadLetterPage, DeadLetterView } from '@ghar/contracts/http';
import { DLQ_USAGE, parseDlqArgs, type DlqCommand } from './args';
import { adminClient, GatewayError, type GatewayClient } from './client';
import { printDeadLetter, printDeadLetterPage } from './print';

/**
 * `npm run dlq -- list | show | replay | discard` (issue 14 item 3): the dead-letter tool of the
 * running product, through its gateway as an admin, so a parked message can be mended and sent
 * again without a code change.
 */
async function run(command: DlqCommand, client: GatewayClient): Promise<string> {
  const base = '/admin/dead-letters';
  switch (command.command) {
    case 'list': {
      const query = new URLSearchParams({ page: String(command.page) });
      if (command.status) query.set('status', command.status);
      if (command.topic) query.set('topic', command.topic);
      return printDeadLetterPage(await client.call<DeadLetterPage>('GET', `${base}?${query}`));
    }
    case 'show':
      return printDeadLetter(await client.call<DeadLetterView>('GET', `${base}/${command.id}`));
    case 'replay': {
      const value = command.file ? await readFile(command.file, 'utf8') : undefined;
      const body = {
        ...(value ? { value: value.trim() } : {}),
        ...(command.note ? { note: command.note } : {}),
      };
      return printDeadLetter(
        await client.call<DeadLetterView>('POST', `${base}/${command.id}/replay`, body),
      );
    }
    case 'discard':
      return printDeadLetter(
        await client.call<DeadLetterView>('POST', `${base}/${command.id}/discard`, {
          note: command.note,
        }),
      );
  }
}

async function main() {
  let command: DlqCommand;
  try {
    command = parseDlqArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${DLQ_USAGE}`);
    process.exit(2);
  }
  try {
    const client = await adminClient({
      baseUrl: (process.env.GHAR_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
      email: process.env.ADMIN_EMAIL || 'admin@ghar.local',
      password: process.env.ADMIN_PASSWORD || 'Ghar@Demo2025!',
    });
    console.log(await run(command, client));
  } catch (error) {
    if (error instanceof GatewayError) {
      console.error(`${error.status}: ${error.message}`);
      for (const reason of error.errors) console.error(`  - ${reason}`);
    } else {
      console.error(`cannot reach the gateway: ${(error as Error).message}`);
    }
    process.exit(1);
  }
}

await main();
