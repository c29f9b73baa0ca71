import { useSyncExternalStore } from 'react';

export type TToastVariant = 'default' | 'destructive';

export interface TToastInput {
  title: string;
  description?: string;
  variant?: TToastVariant;
}

export interface TToastItem extends TToastInput {
  id: number;
  open: boolean;
}

// The spec allows one visible toast: a new one replaces the current one instead of queueing.
let current: TToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(item: TToastItem | null): void {
  current = item;
  for (const listener of listeners) listener();
}

export function toast(input: TToastInput): void {
  publish({ ...input, id: nextId++, open: true });
}

export function dismissToast(id: number): void {
  if (current?.id === id) publish({ ...current, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): TToastItem | null {
  return useSyncExternalStore(subscribe, () => current);
}
