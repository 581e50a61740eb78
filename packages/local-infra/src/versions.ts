/** Pinned versions of the servers the project provisions; the cache is keyed by them. */
export const KAFKA_VERSION = '3.9.1';
/** Kafka 3.9 logs through the log4j 1 API; reload4j is its maintained drop-in. */
export const SLF4J_RELOAD4J_VERSION = '1.7.36';
export const RELOAD4J_VERSION = '1.2.25';
export const FERRETDB_VERSION = 'v1.24.2';
