/** How long a walk may block the event loop before it lets other work (HTTP requests) run. */
export const DEFAULT_SLICE_MS = 8;

/**
 * Returns `pause()`, which yields to the event loop once the current slice is used up. Walkers do
 * its many tiny file-system calls synchronously (much faster than thread-pool round trips for metadata)
 * but in short slices, so a gateway stays responsive while it walks thousands of skills.
 */
export function createTimeSlicer(sliceMs = DEFAULT_SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      });
    });
  };
}
