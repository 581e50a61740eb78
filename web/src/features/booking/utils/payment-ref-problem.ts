import { bookingCreateSchema } from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';

export type PaymentRefProblem = 'paymentRefRequired' | 'paymentRefTooShort' | 'paymentRefTooLong';

const KEYS: Record<string, PaymentRefProblem> = {
  [V.paymentRefRequired]: 'paymentRefRequired',
  [V.paymentRefTooShort]: 'paymentRefTooShort',
  [V.paymentRefTooLong]: 'paymentRefTooLong',
};

/** The payment reference's rule (contracts' create schema, the server's): the text key or null. */
export const paymentRefProblem = (paymentRef: string): PaymentRefProblem | null => {
  const result = bookingCreateSchema.shape.paymentRef.safeParse(paymentRef);
  if (result.success) return null;
  return KEYS[result.error.issues[0]?.message ?? ''] ?? 'paymentRefRequired';
};
