import { POLICY_IDS } from '../../domain/policy-library';
import type { TLandingPageEvidence } from '../landing-page/evidence';
import { findingFor, type TCitation } from './finding';
import type { TRuleFinding } from './types';

const finding = findingFor(POLICY_IDS.legalCompliance);

const CITE = { section: 'Minn. Stat. 211B.04 (disclaimer required on campaign material)', category: 'state_law', effectiveDate: null } as const satisfies TCitation;

/**
 * A political digital ad whose landing page lacks a visible disclosure breaks the disclaimer law. A page
 * that could not be read is a lesser finding than one read without the disclosure: it is unconfirmed.
 */
export function checkLandingPageDisclosure(page: TLandingPageEvidence): TRuleFinding[] {
  if (page.disclosureFound) return [];
  const unconfirmed = page.error !== null && !page.error.includes('hidden');
  return [
    {
      ...finding({
        citation: CITE,
        severity: unconfirmed ? 'moderate' : 'major',
        type: 'political_landing_page_disclosure_missing',
        description: page.error
          ? `The landing page of this political digital ad could not be confirmed to carry the "Prepared and paid for by" disclosure: ${page.error}.`
          : 'The landing page of this political digital ad does not show the "Prepared and paid for by" disclosure, on the page or one click away.',
      }),
      affectedContent: page.url,
    },
  ];
}
