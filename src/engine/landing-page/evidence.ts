/**
 * What the caller found on a landing page the engine asked for. The engine never fetches: the server
 * does, through its SSRF guard and browser, and the engine judges what came back.
 */
export interface TLandingPageEvidence {
  url: string;
  disclosureFound: boolean;
  disclosureText: string | null;
  disclosureUrl: string | null;
  disclosureLocation: 'landing_page' | 'one_click_away' | null;
  screenshotKey: string | null;
  processingTimeMs: number;
  /** What went wrong, or a note such as a disclosure hidden from readers. */
  error: string | null;
}

/** Fetches and reads the page at `url`; called by the engine only when the ad needs its landing page checked. */
export type TLandingPageSource = (url: string) => Promise<TLandingPageEvidence>;
