import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTileServer, tilePng, type FakeTileServer } from './fake-tile-server';

describe('the fake tile server', () => {
  let tiles: FakeTileServer;

  beforeAll(async () => {
    tiles = await startFakeTileServer();
  });

  afterAll(async () => {
    await tiles?.close();
  });

  it('when a tile is asked, then a 256 px PNG comes and the path is recorded', async () => {
    const response = await fetch(`${tiles.url}/12/2954/1748.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
    const recorded = (await (await fetch(`${tiles.url}/requests`)).json()) as { tiles: string[] };
    expect(recorded.tiles).toEqual(['/12/2954/1748.png']);
  });

  it('when anything else is asked, then 404 and nothing is recorded', async () => {
    expect((await fetch(`${tiles.url}/12/x/1.png`)).status).toBe(404);
    const recorded = (await (await fetch(`${tiles.url}/requests`)).json()) as { tiles: string[] };
    expect(recorded.tiles).toHaveLength(1);
  });

  it('when the PNG is decoded, then its rows hold every pixel (a valid image)', () => {
    const png = tilePng(4);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels).toHaveLength(4 * (1 + 4 * 3));
  });
});
