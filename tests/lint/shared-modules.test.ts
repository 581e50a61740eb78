import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Component test files run one after another in a worker's one module graph (npm test passes
 * vitest --no-isolate: isolate: false), so eslint.config.js refuses what would leak into the next
 * file: a mocked module, a stubbed env or global. Unit test files may still mock (vitest resets a
 * file's module mocks), and undo their env stubs after each test.
 */
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  overrideConfigFile: 'eslint.config.js',
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { vi } from 'vitest';\n${code}\n`, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-properties')
    .map((message) => message.message);
}

describe('component test files share their modules (eslint.config.js)', () => {
  beforeAll(() => refusals('services/auth/test/x.test.ts', ''), 60_000);

  it.each([
    ['services/auth/test/x.test.ts', "vi.mock('./x');"],
    ['packages/platform/test/x.test.ts', "vi.stubEnv('MONGO_URL', '');"],
    ['gateway/test/x.test.ts', "vi.stubGlobal('fetch', () => undefined);"],
    ['services/listings/test/support/x.ts', "vi.doMock('./x');"],
  ])('reports %s: %s', async (file, code) => {
    const messages = await refusals(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('isolate: false');
  });

  it('allows a unit test file to mock', async () => {
    expect(await refusals('gateway/src/web/x.test.ts', "vi.mock('./x');")).toEqual([]);
  });
});
