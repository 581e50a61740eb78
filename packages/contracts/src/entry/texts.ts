/** @ghar/contracts/texts — Every user-facing text the server sends (the web localizes them). */
export * from '../messages/confirmations';
export * from '../messages/errors';
export * from '../messages/success';
export * from '../messages/validation';
