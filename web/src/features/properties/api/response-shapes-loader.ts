import { api } from '@/lib/api-client';
import type { RequestOptions } from '@/lib/api-client';

// The listings answers are checked with the contracts' zod/mini schemas (./listing-schemas),
// ~16 KB gzip that the search and detail pages do not need before their first request: the
// schemas load while the request is in flight, so the check costs no extra round trip and no
// initial JavaScript.
export const loadResponseShapes = () => import('./listing-schemas');

type Shapes = Awaited<ReturnType<typeof loadResponseShapes>>;
type ShapeName = {
  [K in keyof Shapes]: Shapes[K] extends { parse: unknown } ? K : never;
}[keyof Shapes];

/** GET `path` and check the answer with the named schema (a mismatch throws: the error state). */
export const getChecked = async <K extends ShapeName>(
  shape: K,
  path: string,
  options?: Pick<RequestOptions, 'query' | 'signal'>,
): Promise<ReturnType<Shapes[K]['parse']>> => {
  const [shapes, data] = await Promise.all([loadResponseShapes(), api.get<unknown>(path, options)]);
  return shapes[shape].parse(data) as ReturnType<Shapes[K]['parse']>;
};
