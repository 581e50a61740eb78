/**
 * What a Replay sends: the edited value only when the admin changed it (ignoring whitespace and
 * formatting of the same JSON), so an untouched replay sends the stored bytes exactly as they were.
 */
export const replayBody = (stored: string, edited: string, note: string) => {
  const trimmedNote = note.trim();
  return {
    ...(sameValue(stored, edited) ? {} : { value: edited.trim() }),
    ...(trimmedNote ? { note: trimmedNote } : {}),
  };
};

const sameValue = (stored: string, edited: string): boolean => {
  if (stored.trim() === edited.trim()) return true;
  try {
    return JSON.stringify(JSON.parse(stored)) === JSON.stringify(JSON.parse(edited));
  } catch {
    return false;
  }
};

/** The stored value as the textarea shows it: pretty JSON when it is JSON, else as it is. */
export const prettyValue = (value: string): string => {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
};
