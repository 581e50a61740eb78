import { describe, expect, it } from 'vitest';
import type { CallResult } from './call-service';
import { everyPage } from './every-page';

/** A service's list of `count` items served `pageSize` a page; the pages asked are noted. */
function pagedList(count: number, pageSize: number) {
  const asked: number[] = [];
  const askPage = async (page: number): Promise<CallResult<number[]>> => {
    asked.push(page);
    const from = (page - 1) * pageSize;
    return {
      ok: true,
      data: Array.from(
        { length: Math.max(0, Math.min(pageSize, count - from)) },
        (_, i) => from + i,
      ),
    };
  };
  return { asked, askPage };
}

describe('everyPage', () => {
  it('when the list spans pages, then every item comes back in order, asking until a short page', async () => {
    const list = pagedList(5, 2);
    expect(await everyPage(2, list.askPage)).toEqual({ ok: true, data: [0, 1, 2, 3, 4] });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('when the list fills its last page exactly, then one more (empty) page ends it', async () => {
    const list = pagedList(4, 2);
    expect(await everyPage(2, list.askPage)).toEqual({ ok: true, data: [0, 1, 2, 3] });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('when a page fails, then the failure is the answer', async () => {
    const failed: CallResult<number[]> = { ok: false, error: 'timed out' };
    const answer = await everyPage(2, async (page) =>
      page === 1 ? { ok: true as const, data: [1, 2] } : failed,
    );
    expect(answer).toEqual(failed);
  });
});
