import { screen } from '@testing-library/react';

/** The error text tied to a labelled field (aria-describedby …-error), or null when it has none. */
export const fieldError = (label: string | RegExp): string | null => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const errorId = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? (input.ownerDocument.getElementById(errorId)?.textContent ?? null) : null;
};
