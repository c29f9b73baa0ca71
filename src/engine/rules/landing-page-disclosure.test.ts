import { describe, expect, it } from 'vitest';
import type { TLandingPageEvidence } from '../landing-page/evidence';
import { checkLandingPageDisclosure } from './landing-page-disclosure';

const page = (overrides: Partial<TLandingPageEvidence> = {}): TLandingPageEvidence => ({
  url: 'https://pat.example/',
  disclosureFound: false,
  disclosureText: null,
  disclosureUrl: null,
  disclosureLocation: null,
  screenshotKey: null,
  processingTimeMs: 5,
  error: null,
  ...overrides,
});

describe('landing-page disclosure', () => {
  it('passes a page that shows the disclosure', () => {
    expect(checkLandingPageDisclosure(page({ disclosureFound: true, disclosureText: 'Paid for by Friends of Pat', disclosureLocation: 'landing_page' }))).toEqual([]);
  });

  it('is a major violation of the disclaimer law when the page was read without it, or shows it hidden', () => {
    for (const evidence of [page(), page({ error: 'A disclosure is present but hidden from readers ("Paid for by")' })]) {
      const [finding] = checkLandingPageDisclosure(evidence);
      expect(finding).toMatchObject({
        policyId: 'mock_legal_compliance',
        severity: 'major',
        kind: 'violation',
        violationType: 'political_landing_page_disclosure_missing',
        policySection: expect.stringContaining('211B.04'),
        affectedContent: 'https://pat.example/',
      });
    }
  });

  it('is a moderate finding when the page could not be read, so the disclosure is unconfirmed', () => {
    const [finding] = checkLandingPageDisclosure(page({ error: 'The landing page answered HTTP 503' }));
    expect(finding).toMatchObject({ severity: 'moderate', description: expect.stringContaining('HTTP 503') });
  });
});
