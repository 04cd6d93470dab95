import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

// One toast at a time (docs/product.md, "Limits and constants"): a new toast replaces the one showing.
let current: ToastState | null = null;
let nextId = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A toast's box, in the toaster and in the plain toast that stands in for it. */
export const toastBoxClass = (variant: ToastInput['variant']) =>
  `rounded-lg border p-4 shadow-lg ${variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-card text-card-foreground'}`;

export function toast(input: ToastInput): void {
  current = { ...input, id: ++nextId, open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCurrentToast(): ToastState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
