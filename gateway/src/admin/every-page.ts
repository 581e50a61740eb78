import type { CallResult } from './call-service';

/**
 * Every page of a service's paged list (each page a bounded read there), until one comes back
 * shorter than `pageSize`; the first failed call is the answer (the aggregate names it).
 */
export async function everyPage<T>(
  pageSize: number,
  askPage: (page: number) => Promise<CallResult<T[]>>,
): Promise<CallResult<T[]>> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await askPage(page);
    if (!answer.ok) return answer;
    all.push(...answer.data);
    if (answer.data.length < pageSize) return { ok: true, data: all };
  }
}
