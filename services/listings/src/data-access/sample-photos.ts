import sharp from 'sharp';
import { seededRandom } from '../sample-data/seeded-random';

const WALLS = [
  '#e8c39e',
  '#f2d7b6',
  '#d98c5f',
  '#f5e6c8',
  '#c9a27e',
  '#e6b8a2',
  '#f0e0d0',
  '#b5835a',
  '#f4c27a',
];
const SKIES = [
  ['#7ec8f0', '#dff3ff'],
  ['#f7b267', '#fde2c4'],
  ['#9ad1d4', '#eef9f9'],
  ['#8fb8ff', '#e8f0ff'],
];
const ACCENTS = ['#7a3e1d', '#2f5d62', '#8c2f39', '#3d405b', '#5b8e7d', '#b5651d'];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** A house or building front: sky, ground, walls, windows, door, a roof or parapet. */
function facadeSvg(random: () => number, width: number, height: number): string {
  const [skyTop, skyBottom] = pick(random, SKIES);
  const wall = pick(random, WALLS);
  const accent = pick(random, ACCENTS);
  const floors = 1 + Math.floor(random() * 4);
  const bw = width * (0.5 + random() * 0.3);
  const bx = (width - bw) / 2;
  const floorH = (height * 0.6) / Math.max(floors, 2);
  const bh = floorH * floors;
  const by = height * 0.82 - bh;
  const windows: string[] = [];
  const perFloor = 2 + Math.floor(random() * 3);
  for (let f = 0; f < floors; f += 1) {
    for (let w = 0; w < perFloor; w += 1) {
      const ww = bw / (perFloor * 2);
      const x = bx + ww / 2 + w * (bw / perFloor);
      const y = by + f * floorH + floorH * 0.25;
      windows.push(
        `<rect x="${x}" y="${y}" width="${ww}" height="${floorH * 0.45}" fill="#cfe8f5" stroke="${accent}" stroke-width="6"/>`,
      );
    }
  }
  const roof =
    random() < 0.5
      ? `<polygon points="${bx - 30},${by} ${bx + bw / 2},${by - floorH * 0.8} ${bx + bw + 30},${by}" fill="${accent}"/>`
      : `<rect x="${bx - 10}" y="${by - 24}" width="${bw + 20}" height="24" fill="${accent}"/>`;
  const door = `<rect x="${bx + bw / 2 - 40}" y="${by + bh - floorH * 0.7}" width="80" height="${floorH * 0.7}" fill="${accent}"/>`;
  const tree =
    random() < 0.6
      ? `<circle cx="${bx - 80}" cy="${height * 0.7}" r="70" fill="#4f7942"/><rect x="${bx - 90}" y="${height * 0.7}" width="20" height="${height * 0.12}" fill="#6b4423"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#a3a380"/>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/>
  ${roof}${windows.join('')}${door}${tree}
</svg>`;
}

/** A room: wall and floor, a window with light, a sofa or bed, a rug. */
function roomSvg(random: () => number, width: number, height: number): string {
  const wall = pick(random, WALLS);
  const accent = pick(random, ACCENTS);
  const floor = random() < 0.5 ? '#c8a27a' : '#d9d4cc';
  const wx = width * (0.15 + random() * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffbe6"/><stop offset="1" stop-color="#bfe3f5"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="${wall}"/>
  <polygon points="0,${height * 0.68} ${width},${height * 0.68} ${width},${height} 0,${height}" fill="${floor}"/>
  <rect x="${wx}" y="${height * 0.15}" width="${width * 0.25}" height="${height * 0.3}" fill="url(#light)" stroke="#ffffff" stroke-width="12"/>
  <rect x="${width * 0.45}" y="${height * 0.55}" width="${width * 0.4}" height="${height * 0.16}" rx="20" fill="${accent}"/>
  <rect x="${width * 0.45}" y="${height * 0.47}" width="${width * 0.4}" height="${height * 0.1}" rx="20" fill="${accent}" opacity="0.8"/>
  <ellipse cx="${width * 0.4}" cy="${height * 0.86}" rx="${width * 0.25}" ry="${height * 0.06}" fill="${pick(random, ACCENTS)}" opacity="0.6"/>
</svg>`;
}

/** A locally drawn listing photo (no image from the internet), as a JPEG like a phone sends. */
export async function drawSamplePhoto(seed: number, kind: 'facade' | 'room'): Promise<Buffer> {
  const random = seededRandom(seed);
  const svg = kind === 'facade' ? facadeSvg(random, 1600, 1067) : roomSvg(random, 1600, 1067);
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
