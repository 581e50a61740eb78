import { createServer, type Server } from 'node:http';
import { deflateSync } from 'node:zlib';

/** The env var through which test workers find the running fake tile server. */
export const TILE_SERVER_ENV = 'GHAR_TILE_SERVER_URL';

const TILE = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A 256 px tile: pale green land with a darker line on its right and bottom edges, so a
 * screenshot shows whether the tiles sit in a straight grid (Leaflet's CSS loaded) or not.
 */
export function tilePng(size = 256): Buffer {
  const land = [232, 239, 228];
  const edge = [160, 178, 150];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const colour = x === size - 1 || y === size - 1 ? edge : land;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FakeTileServer {
  /** Base URL, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The Leaflet template pointing at it: `<url>/{z}/{x}/{y}.png`. */
  tileUrl: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for OpenStreetMap's tile server, so browser tests reach nothing on the internet:
 *   GET <url>/{z}/{x}/{y}.png → the same small PNG for any tile, and the path is recorded
 *   GET <url>/requests        → { tiles: ['/12/2954/1748.png', …] } in the order asked
 */
export async function startFakeTileServer(): Promise<FakeTileServer> {
  const png = tilePng();
  const requested: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'GET' && TILE.test(path)) {
      requested.push(path);
      res
        .writeHead(200, {
          'content-type': 'image/png',
          'content-length': png.length,
          'cache-control': 'no-store',
          // The page (another port) may read it, as OpenStreetMap's server allows.
          'access-control-allow-origin': '*',
        })
        .end(png);
      return;
    }
    if (req.method === 'GET' && path === '/requests') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ tiles: requested }));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('GET /{z}/{x}/{y}.png or /requests');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake tile server did not bind');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    tileUrl: `${url}/{z}/{x}/{y}.png`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The tile paths the running fake has served so far (test workers; see TILE_SERVER_ENV). */
export async function requestedTiles(): Promise<string[]> {
  const base = process.env[TILE_SERVER_ENV];
  if (!base) throw new Error(`${TILE_SERVER_ENV} is not set: is the stack's global setup running?`);
  const response = await fetch(`${base}/requests`);
  return ((await response.json()) as { tiles: string[] }).tiles;
}
