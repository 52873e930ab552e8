import { useEffect, useRef, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible (0..1). */
  threshold: number;
  /** Stop observing after the first time the element comes into view. */
  once?: boolean;
}

/**
 * Tells whether the referenced element is at least `threshold` visible.
 * Without IntersectionObserver (old browsers, jsdom) the element counts as visible,
 * so content that depends on it is never left hidden.
 */
export function useInView<T extends Element>(options: InViewOptions): [RefObject<T | null>, boolean] {
  const { threshold, once = false } = options;
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the observer's one answer, given without it; deciding in render would differ from the prerendered HTML.
      setInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // isIntersecting alone is true at 0 %; compare the ratio so the threshold really holds.
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001;
        if (visible && once) {
          setInView(true);
          observer.disconnect();
          return;
        }
        setInView(visible);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, once]);

  return [ref, inView];
}
