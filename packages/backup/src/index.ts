export { backup, archivePath, type BackupOptions, type BackupResult } from './backup';
export {
  restore,
  TargetNotEmptyError,
  type RestoreOptions,
  type RestoreResult,
  type RestoredDatabase,
} from './restore';
export { DamagedBackupError, readManifest, type Manifest } from './manifest';
