import type { ServiceInfrastructure } from '@ghar/platform';
import type { DeadLetterReplayer } from '../domain/ports';

/** Sends a replayed dead letter to its source topic with the service's producer. */
export function kafkaDeadLetterReplayer(
  producer: ServiceInfrastructure['producer'],
): DeadLetterReplayer {
  return {
    async publish({ topic, key, value, headers }) {
      await producer.send({ topic, messages: [{ key: key ?? null, value, headers }] });
    },
  };
}
