import { useEffect, useState } from 'react';

/** True for `ms` after mounting (or after `key` changes): loading placeholders hidden after a fixed time (spec §2). */
export function useLoadingWindow(ms: number, key: string): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(key), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return expired !== key;
}
