import { useCallback, useEffect, useState } from 'react';
import { isNotAvailable } from './client';

export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ok'; data: T }
  | { state: 'unavailable' }
  | { state: 'error'; error: Error };

/** Loads once per key, and again on reload(); a stale answer for an older key is dropped. */
export function useResource<T>(key: string | null, load: () => Promise<T>): [Resource<T>, () => void] {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what load fetches
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setResource((r) => (r.state === 'ok' ? r : { state: 'loading' }));
    load().then(
      (data) => live && setResource({ state: 'ok', data }),
      (error: Error) =>
        live && setResource(isNotAvailable(error) ? { state: 'unavailable' } : { state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return [resource, reload];
}
