import path from 'node:path';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { Router } from 'express';
import { notFound, unauthorized, forbidden } from '../errors/http-errors';
import type { Identity } from '../http/express-augment';
import type { StoredFileRef, UploadStore } from './upload-store';

export type UploadAccess =
  | { access: 'public' }
  | {
      access: 'private';
      /** Whether this signed-in caller may see the file (typically its owner or an admin). */
      mayRead: (identity: Identity & { userId: string }, file: StoredFileRef) => Promise<boolean>;
    };

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Private files are decided per request, so no cache may keep a copy for someone else. */
const CACHE = {
  public: 'public, max-age=604800, immutable',
  private: 'private, no-store',
} as const;

/** A file removed between the lookup and the send is missing, not a server fault. */
function sendFailure(error: Error & { status?: number; code?: string }): Error {
  return error.status === 404 || error.code === 'ENOENT'
    ? notFound(ERROR_MESSAGES.fileNotFound)
    : error;
}

/**
 * Serves a store's files at `/uploads/<service>/<kind>/<file>` (the path the gateway forwards
 * unchanged). Public kinds are served to anyone; private kinds need a signed-in caller the
 * service allows: a visitor gets 401, anyone else 403, before the file's existence is revealed.
 */
export function uploadsRouter(store: UploadStore, kinds: Record<string, UploadAccess>): Router {
  const router = Router();
  router.get(`${store.urlBase}/:kind/:fileName`, async (req, res) => {
    const { kind, fileName } = req.params as { kind: string; fileName: string };
    const access = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
    if (!access) throw notFound(ERROR_MESSAGES.fileNotFound);

    if (access.access === 'private') {
      const ref = store.parseUrl(`${store.urlBase}/${kind}/${fileName}`);
      const { userId } = req.identity;
      if (!userId) throw unauthorized();
      if (!ref || !(await access.mayRead({ ...req.identity, userId }, ref))) throw forbidden();
    }

    const file = await store.locate(kind, fileName);
    if (!file) throw notFound(ERROR_MESSAGES.fileNotFound);
    const ext = fileName.slice(fileName.lastIndexOf('.'));
    await new Promise<void>((resolve, reject) => {
      // Relative to its folder: send refuses any absolute path with a dot-folder in it, and the
      // default uploads folder is `.data/uploads`. Only the store's own names get this far.
      res.sendFile(
        path.basename(file.path),
        {
          root: path.dirname(file.path),
          headers: {
            'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
            'Cache-Control': CACHE[access.access],
            'Content-Disposition': 'inline',
          },
          cacheControl: false,
        },
        (error) => (error ? reject(sendFailure(error)) : resolve()),
      );
    });
  });
  return router;
}
