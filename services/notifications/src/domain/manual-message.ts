import type { ManualMessage } from '@ghar/contracts/http';

/** `[TYPE] message`, so a test send is told apart from a real notification in the chat. */
export function manualText({ message, type }: ManualMessage): string {
  return type ? `[${type.toUpperCase()}] ${message}` : message;
}
