/** What the global setups hand to tests through vitest's `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    mongoUrl: string;
    kafkaBrokers: string;
    redisUrl: string;
    /** Gateway URL of the stack (system and e2e projects), e.g. http://127.0.0.1:40123. */
    baseUrl: string;
    /** Control endpoint for stopping/starting one stack process (see stack-control.ts). */
    stackControlUrl: string;
    /** The admin account the stack's auth service seeds (ADMIN_EMAIL / ADMIN_PASSWORD). */
    admin: { email: string; password: string };
    /** The stack's shared env: secrets, EVENTS_NAMESPACE, MONGO_URL, … */
    stackEnv: Record<string, string>;
    /** Appended to each service's database name: ghar_<service><dbSuffix>. */
    dbSuffix: string;
  }
}

export {};
