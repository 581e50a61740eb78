import { useEffect, useRef, useState } from 'react';

const COMMIT_DELAY_MS = 700;

/**
 * A typed filter searches once the typing pauses (or on Enter / leaving the field), not on every
 * key: each search is a history entry and a request. `change` records a keystroke, `commit`
 * applies the text now; a change of `value` from outside (Clear All, the back button) replaces
 * what is typed.
 */
export const useDraftCommit = (value: string, onCommit: (value: string) => void) => {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    setDraft(next);
    if (next.trim() !== value) onCommit(next.trim());
  };
  const change = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), COMMIT_DELAY_MS);
  };
  return { draft, change, commit };
};
