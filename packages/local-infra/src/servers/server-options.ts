export interface ServerStartOptions {
  /** This server's own data folder. */
  dataDir: string;
  port: number;
  logFile: string;
  persistent: boolean;
  detached?: boolean;
}
