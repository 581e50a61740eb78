/**
 * Marks a primary control that floating buttons must never cover (e.g. the home Search);
 * `useStepAside` (use-step-aside.ts) also keeps them off form fields and buttons.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';
