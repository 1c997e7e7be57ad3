import { useEffect, useState } from 'react';

/** History-API routing; the gateway answers every UI path with the app shell. */
export function usePath(): [string, (to: string) => void] {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (to: string) => {
    if (to !== window.location.pathname) window.history.pushState(null, '', to);
    setPath(to);
  };
  return [path, go];
}
