/** @ghar/contracts/session — The signed session: claims, cookie and key names. */
export * from '../session/session-claims';
export * from '../session/session-cookie';
export * from '../session/session-keys';
