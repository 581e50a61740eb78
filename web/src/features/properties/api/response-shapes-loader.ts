// The listings answers are checked with zod/mini (lib/response-shapes), ~16 KB gzip that the
// search and detail pages do not need before their first request: the schemas load while the
// request is in flight, so the check costs no extra round trip and no initial JavaScript.
export const loadResponseShapes = () => import('@/lib/response-shapes');
