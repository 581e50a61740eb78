// `npm start`: install dependencies when needed, then run the whole product locally.
import { ensureDependencies, handOver } from './ensure-dependencies.mjs';

ensureDependencies();
handOver('packages/local-infra/src/run-local.ts', process.argv.slice(2));
