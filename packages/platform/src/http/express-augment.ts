import type { Logger } from 'pino';
import type { Role } from '@ghar/contracts/constants';

/** Who is calling, as vouched for by the gateway's signature (never by a raw client header). */
export interface Identity {
  userId?: string;
  email?: string;
  role?: Role;
  requestId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
    log: Logger;
    identity: Identity;
  }
}
