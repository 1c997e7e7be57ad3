// Starts the skills page's first two GETs while the app bundle is still loading and parsing; the app
// takes the answers over (takeEarly in src/api/client.ts). A file, not inline script: the CSP allows
// only 'self'. Loaded async, so it runs as soon as it arrives instead of after the bundle.
if (window.location.pathname === '/') {
  const get = (path) => {
    const sent = fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    // A failure is the app's to report when it takes the answer over, never an unhandled rejection.
    sent.catch(() => {});
    return sent;
  };
  window.skillportEarly = { '/api/me': get('/api/me'), '/api/skills': get('/api/skills') };
}
