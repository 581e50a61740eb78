import type { TestProject } from 'vitest/node';
import { infraToEnv } from '@ghar/local-infra';
import { setEnv } from './env-scope';
import { startQueryAudit } from './query-audit/start-query-audit';
import { getTestInfra } from './test-infra';
import './provided-context';

/**
 * Component tests: makes sure MONGO_URL, KAFKA_BROKERS and REDIS_URL are in process.env (workers
 * inherit it) and provided, starting servers only when env does not name them. Tests make their
 * own databases, topics and key prefixes (uniqueName), so one set of servers serves all files.
 * The query audit judges every query the services sent (packages/testing/README.md).
 */
export default async function setup(project: TestProject) {
  const infra = await getTestInfra();
  const restoreEnv = setEnv(infraToEnv(infra));
  const finishQueryAudit = await startQueryAudit('component');
  project.provide('mongoUrl', infra.mongoUrl);
  project.provide('kafkaBrokers', infra.kafkaBrokers);
  project.provide('redisUrl', infra.redisUrl);
  return async () => {
    restoreEnv();
    await infra.stop();
    await finishQueryAudit();
  };
}
