import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed: each change restarts the wait, so a search
 * runs once the user pauses typing (spec 000 §5: 1000 ms on desktop, 1500 ms on mobile).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
