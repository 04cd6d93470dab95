import { clsx } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts (tailwind-merge would, at ~8 KB gzip on every page), so a
 * className passed to a primitive must not restate what the primitive already sets: pick a variant instead.
 */
export const cn = clsx;
