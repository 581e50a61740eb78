/** The service's one name: logs, its Kafka client and consumer group, its uploads and API docs. */
export const SERVICE_NAME = 'notifications';
