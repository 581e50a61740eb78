// `npm test`: install dependencies when needed, then lint, type-check and run every test level.
import { ensureDependencies, handOver } from './ensure-dependencies.mjs';

ensureDependencies();
handOver('packages/local-infra/src/run-tests.ts', process.argv.slice(2));
