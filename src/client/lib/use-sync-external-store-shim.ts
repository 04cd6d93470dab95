// Stands in for the `use-sync-external-store/shim` package wouter imports (vite.config.ts aliases it here): on React 18
// and later that shim only hands back React's own hook, yet its fallback for older React would ride in the app shell.
export { useSyncExternalStore } from 'react';
