export { cacheDir, dataDir, repoRoot } from './paths';
export { freePort, isPortFree } from './ports';
export { provision, MissingPrerequisiteError, type Component, type Provisioned } from './provision';
export {
  startLocalServers,
  type LocalServerPorts,
  type LocalServers,
  type StartLocalServersOptions,
} from './local-servers';
export {
  downLocalServers,
  upLocalServers,
  defaultPorts,
  URLS as LOCAL_SERVER_URLS,
  type UpResult,
} from './persistent-servers';
export { infraFromEnv, infraToEnv } from './env-infra';
export {
  startStack,
  StackStartError,
  type Stack,
  type StackInfra,
  type StartStackOptions,
} from './stack/start-stack';
export {
  DEFAULT_STACK_PORTS,
  SERVICE_NAMES,
  serviceDatabaseName,
  STACK_PROCESS_NAMES,
  type ServiceName,
  type StackProcessName,
} from './stack/stack-processes';
export { ensureWebBuilt, isWebBuildStale, webDist } from './web-build';
export type { ServerHandle, ServerName } from './servers/server-handle';
