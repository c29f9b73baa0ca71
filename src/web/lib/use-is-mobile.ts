import { useSyncExternalStore } from 'react';

/** Spec breakpoint: under 768 px the sidebar becomes a slide-in panel. */
const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
