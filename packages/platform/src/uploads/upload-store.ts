import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AcceptedUpload } from './inspect-upload';

export interface StoredUpload {
  /** Public path of the file, e.g. `/uploads/auth/profile/3f…9a.jpg`; what documents keep. */
  url: string;
  thumbnailUrl?: string;
}

export interface StoredFileRef {
  kind: string;
  fileName: string;
  /** The URL of the main file; for a thumbnail, the URL of the file it was made from. */
  originalUrl: string;
  thumbnail: boolean;
}

const KIND = /^[a-z][a-z0-9-]{0,39}$/;
/** Only names this store generates; anything else (dots, slashes, encodings) is not a file here. */
const FILE_NAME = /^([a-f0-9]{32})(-thumb)?\.(jpg|webp|pdf)$/;
const THUMB_SUFFIX = '-thumb';

export const UPLOADS_URL_PREFIX = '/uploads';

/**
 * Files of one service on disk under `<rootDir>/<service>/<kind>/<random>.<ext>`, addressed by
 * `/uploads/<service>/<kind>/<file>`. Names are random, so one URL says nothing about another.
 */
export function createUploadStore(options: { rootDir: string; service: string }) {
  const serviceDir = path.resolve(options.rootDir, options.service);
  const urlBase = `${UPLOADS_URL_PREFIX}/${options.service}`;

  const refOf = (kind: string, fileName: string): StoredFileRef | null => {
    const match = FILE_NAME.exec(fileName);
    if (!KIND.test(kind) || !match) return null;
    const [, base, thumb, ext] = match;
    return {
      kind,
      fileName,
      originalUrl: `${urlBase}/${kind}/${base}.${ext}`,
      thumbnail: Boolean(thumb),
    };
  };

  /** Parses a URL of this store; null for anything it did not or could not have written. */
  const parseUrl = (url: string): StoredFileRef | null => {
    if (!url.startsWith(`${urlBase}/`)) return null;
    const [kind, fileName, ...rest] = url.slice(urlBase.length + 1).split('/');
    if (!kind || !fileName || rest.length > 0) return null;
    return refOf(kind, fileName);
  };

  const writeAtomically = async (target: string, content: Buffer) => {
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, content, { mode: 0o640 });
    await rename(temporary, target);
  };

  return {
    urlBase,
    parseUrl,

    async save(upload: AcceptedUpload): Promise<StoredUpload> {
      if (!KIND.test(upload.kind)) throw new Error(`invalid upload kind ${upload.kind}`);
      const dir = path.join(serviceDir, upload.kind);
      await mkdir(dir, { recursive: true });
      const base = randomBytes(16).toString('hex');
      const fileName = `${base}.${upload.ext}`;
      await writeAtomically(path.join(dir, fileName), upload.content);
      const stored: StoredUpload = { url: `${urlBase}/${upload.kind}/${fileName}` };
      if (upload.thumbnail) {
        const thumbName = `${base}${THUMB_SUFFIX}.${upload.ext}`;
        await writeAtomically(path.join(dir, thumbName), upload.thumbnail);
        stored.thumbnailUrl = `${urlBase}/${upload.kind}/${thumbName}`;
      }
      return stored;
    },

    /** Removes a stored file and its thumbnail; foreign URLs and missing files are ignored. */
    async remove(url: string | null | undefined): Promise<void> {
      const ref = url ? parseUrl(url) : null;
      if (!ref) return;
      const fileName = ref.originalUrl.slice(ref.originalUrl.lastIndexOf('/') + 1);
      const ext = path.extname(fileName);
      const dir = path.join(serviceDir, ref.kind);
      await rm(path.join(dir, fileName), { force: true });
      await rm(path.join(dir, `${path.basename(fileName, ext)}${THUMB_SUFFIX}${ext}`), {
        force: true,
      });
    },

    /** The file behind a request, when its name is one this store writes and it exists. */
    async locate(
      kind: string,
      fileName: string,
    ): Promise<(StoredFileRef & { path: string }) | null> {
      const ref = refOf(kind, fileName);
      if (!ref) return null;
      const filePath = path.join(serviceDir, kind, fileName);
      const found = await stat(filePath).catch(() => null);
      return found?.isFile() ? { ...ref, path: filePath } : null;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
