import { ERROR_MESSAGES, LIMITS } from '@ghar/contracts';
import { z } from 'zod';

/** Body of the Integrations page's sends: `{ message, type }`; an empty message is refused. */
export const manualMessageSchema = z.object({
  message: z
    .string({ error: ERROR_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: ERROR_MESSAGES.messageRequired })
    .max(LIMITS.manualMessageMaxLength, {
      error: `Message must be ${LIMITS.manualMessageMaxLength} characters or fewer`,
    }),
  type: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z_]*$/, { error: 'Message type may hold only letters and underscores' })
    .optional(),
});
export type ManualMessage = z.output<typeof manualMessageSchema>;

/** `[TYPE] message`, so a test send is told apart from a real notification in the chat. */
export function manualText({ message, type }: ManualMessage): string {
  return type ? `[${type.toUpperCase()}] ${message}` : message;
}
