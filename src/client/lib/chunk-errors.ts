/**
 * Whether an error is a script or catalog chunk that did not arrive (offline, or a dropped mobile connection), as
 * each browser words it, or Vite's own when a chunk's stylesheet failed: such a screen can be tried again, unlike a
 * fault in its code.
 */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_FAILURES.some((words) => error.message.includes(words));
