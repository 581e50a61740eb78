/** @ghar/contracts/money — Rupees and paise, the booking amount, refunds and payment moves: the money rules both the services and the web compute. */
export * from '../money/booking-amount';
export * from '../money/paise';
export * from '../money/payment-moves';
export * from '../money/refund';
