import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const serverMessage = typeof body?.error === 'string' ? body.error : undefined;
  return new ApiError(response.status, serverMessage ?? response.statusText, { serverMessage });
};

/**
 * An admin export (CSV) saved under `fileName`. Read with fetch rather than a plain link so that
 * a refusal becomes an ApiError (a toast) instead of a file holding the error.
 */
export const downloadFile = async (url: string, fileName: string, accept: string) => {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { Accept: accept } });
  } catch {
    throw new ApiError(0, i18n.t('errors:transport.network'), { kind: 'network' });
  }
  if (!response.ok) throw await failure(response);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
};
