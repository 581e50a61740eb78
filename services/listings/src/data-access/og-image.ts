import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { formatRupees } from '@ghar/contracts/format';
import type { UploadStore } from '@ghar/platform';
import sharp from 'sharp';
import type { PropertyRecord } from '../domain/property';

/** The size link previews (WhatsApp, Facebook, X) show large: 1.91:1. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BRAND = '#0f5c4d';
const FONTS = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', sans-serif";

export type OgCard = { title: string; price: string; place: string };

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The price line of a card, as the web's cards say it: a rent per month, a lease for its months. */
export const ogPrice = (
  listing: Pick<PropertyRecord, 'action' | 'price' | 'perMonthCharges' | 'leaseDuration'>,
): string => {
  const { action, price, perMonthCharges, leaseDuration } = listing;
  if (action === 'RENT' && perMonthCharges) return `${formatRupees(perMonthCharges)} / month`;
  if (action === 'LEASE' && perMonthCharges) {
    return leaseDuration
      ? `${formatRupees(perMonthCharges)} for ${leaseDuration} months`
      : formatRupees(perMonthCharges);
  }
  if (price) return formatRupees(price);
  if (perMonthCharges) return `${formatRupees(perMonthCharges)} / month`;
  return 'Price on request';
};

/** The words drawn over the photo: a dark band at the bottom with the price and the place. */
const overlay = ({ title, price, place }: OgCard) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.85"/>
  </linearGradient></defs>
  <rect x="0" y="300" width="${OG_WIDTH}" height="${OG_HEIGHT - 300}" fill="url(#shade)"/>
  <rect x="40" y="36" rx="14" width="150" height="60" fill="${BRAND}"/>
  <text x="115" y="78" text-anchor="middle" font-family="${FONTS}" font-size="34" font-weight="bold" fill="#fff">Ghar</text>
  <text x="48" y="470" font-family="${FONTS}" font-size="38" fill="#fff">${xml(clip(title, 48))}</text>
  <text x="48" y="548" font-family="${FONTS}" font-size="66" font-weight="bold" fill="#fff">${xml(clip(price, 30))}</text>
  <text x="48" y="600" font-family="${FONTS}" font-size="34" fill="#e2e8f0">${xml(clip(place, 56))}</text>
</svg>`);

/**
 * A 1200×630 JPEG preview card: the photo cropped to fill, or the brand's colour when there is
 * none, with the title, price and place drawn on it. Well under the 300 KB previews accept.
 */
export async function renderOgCard(card: OgCard, photo?: Buffer): Promise<Buffer> {
  const base = photo
    ? sharp(photo, { failOn: 'error' })
        .rotate()
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BRAND } });
  return base
    .composite([{ input: overlay(card) }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}

/**
 * Preview cards on disk under `dir`, one per listing and version (`<id>-<version>.jpg`): made on
 * the first request, served from disk after, replaced when the listing changes.
 */
export function createOgImageStore(options: { dir: string; uploads: UploadStore }) {
  const making = new Map<string, Promise<string>>();

  const firstPhoto = async (record: PropertyRecord): Promise<Buffer | undefined> => {
    const url = record.media[0]?.medium.jpeg;
    const ref = url ? options.uploads.parseUrl(url) : null;
    const file = ref ? await options.uploads.locate(ref.kind, ref.fileName) : null;
    return file ? readFile(file.path) : undefined;
  };

  const make = async (record: PropertyRecord, target: string): Promise<string> => {
    const card: OgCard = {
      title: record.title,
      price: ogPrice(record),
      place: [record.locality, record.city, record.state].filter(Boolean).join(', '),
    };
    const photo = await firstPhoto(record);
    // A photo sharp cannot read still gets a card: the branded one.
    const image = await renderOgCard(card, photo).catch(() => renderOgCard(card));
    await mkdir(options.dir, { recursive: true });
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, target);
    // Older versions' cards are no longer linked from any page.
    const older = (await readdir(options.dir)).filter(
      (name) =>
        name.startsWith(`${record.id}-`) &&
        name.endsWith('.jpg') &&
        path.join(options.dir, name) !== target,
    );
    await Promise.all(older.map((name) => rm(path.join(options.dir, name), { force: true })));
    return target;
  };

  return {
    /** The card's file for the listing as it is now. */
    async fileFor(record: PropertyRecord): Promise<string> {
      const target = path.join(options.dir, `${record.id}-${record.version}.jpg`);
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        return target;
      const pending = making.get(target) ?? make(record, target);
      making.set(target, pending);
      try {
        return await pending;
      } finally {
        making.delete(target);
      }
    },
  };
}

export type OgImageStore = ReturnType<typeof createOgImageStore>;
