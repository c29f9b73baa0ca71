import { useSyncExternalStore } from 'react';

export type TTheme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): TTheme | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/** The stored choice, or the operating-system preference when nothing is stored. */
export function resolveTheme(): TTheme {
  return readStoredTheme() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

export function applyTheme(theme: TTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function setTheme(theme: TTheme): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  applyTheme(theme);
  notify();
}

function followExternalChanges(): void {
  applyTheme(resolveTheme());
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia(DARK_QUERY).addEventListener('change', followExternalChanges);
    window.addEventListener('storage', followExternalChanges);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia(DARK_QUERY).removeEventListener('change', followExternalChanges);
      window.removeEventListener('storage', followExternalChanges);
    }
  };
}

export function useTheme(): { theme: TTheme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, resolveTheme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
