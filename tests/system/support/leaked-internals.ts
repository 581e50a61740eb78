/**
 * What an answer must never show a caller: how the server is built and where it runs.
 * Each pattern is specific enough that an echoed user value does not match it by chance.
 */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?[\w$.<>]+ \(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+\)?/],
  ['a MongoDB error', /\bMongo(?:Server|Network|Bulk|Parse)?Error\b|\bMongoDB?\b/],
  ['mongoose', /mongoose/i],
  ['a cast error', /Cast to ObjectId|CastError|BSONError/],
  ['kafkajs', /kafkajs/i],
  [
    'a server file path',
    /(?:\/work\/|\/home\/|\/usr\/src\/|node_modules|\/services\/\w+\/src\/|[\w-]+\.[cm]?[jt]s:\d+)/,
  ],
];

/** The names of the internals a body shows, `[]` when it shows none. */
export function leakedInternals(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}
