import { spawn } from 'node:child_process';

/** System tar (GNU tar on Debian): streams, keeps the tree, and any operator can open the file. */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`tar ${args[0]} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** Packs everything inside `folder` (not the folder itself) into a gzip'd tar file. */
export function packFolder(folder: string, archive: string): Promise<void> {
  return tar(['-czf', archive, '-C', folder, '.']);
}

/** Unpacks into `folder`; GNU tar refuses absolute paths and '..' members by default. */
export function unpackArchive(archive: string, folder: string): Promise<void> {
  return tar(['-xzf', archive, '-C', folder, '--no-same-owner', '--no-same-permissions']);
}
