import { describe, expect, it } from 'vitest';
import { checkAdminPolicies, type TAdminPolicy } from './admin-policies';

const policy = (overrides: Partial<TAdminPolicy> = {}): TAdminPolicy => ({
  id: '6a1d1c6e-0b5e-4c1e-9f0e-2b8f5d0c7a11',
  title: 'Payday Loans',
  description: 'Short-term loans need the APR.',
  requirements: ['State the APR', 'Name the licence'],
  reference: 'Publisher credit policy',
  riskLevel: 'high',
  keywords: ['payday loan', 'cash advance'],
  ...overrides,
});

describe('admin policies', () => {
  it('raises one review item per policy whose keyword appears as a whole word', () => {
    const text = 'Need money fast? Get a CASH ADVANCE today, or a payday loan tomorrow.';
    const [finding, ...rest] = checkAdminPolicies(text, [policy(), policy({ id: 'other', keywords: ['mortgage'] })]);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      policyId: policy().id,
      policyCategory: 'publisher_policy',
      severity: 'major',
      kind: 'review_item',
      violationType: 'publisher_policy_payday_loans',
      policySection: 'Publisher credit policy',
      description: expect.stringContaining('State the APR; Name the licence'),
    });
    expect(text.slice(finding.spanStart!, finding.spanEnd!)).toBe('payday loan');
  });

  it('ignores a keyword inside another word and reads keywords literally', () => {
    expect(checkAdminPolicies('Loans for prepayday planning', [policy({ keywords: ['payday'] })])).toEqual([]);
    expect(checkAdminPolicies('Only 5 dollars', [policy({ keywords: ['5.00'] })])).toEqual([]);
  });
});
