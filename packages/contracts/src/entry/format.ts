/** @ghar/contracts/format — Numbers and rupees written the Indian way (en-IN), the same in the web and the notifications. */
export * from '../format/indian-number';
export * from '../format/rupees';
