import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a map starts loading, so it is there when scrolled to. */
const AHEAD = '300px';

/**
 * A box of fixed size that shows its (lazily loaded) children once it comes near the screen, in
 * the browser only: the server render and hydration hold the empty box, so nothing shifts and
 * no server markup waits for a chunk (a press on it would be lost), and a map below the fold
 * costs a visitor who never scrolls there nothing (issue 26 item 4: the map after first paint).
 */
export const NearScreen = ({ className, children }: { className: string; children: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={className}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
};
