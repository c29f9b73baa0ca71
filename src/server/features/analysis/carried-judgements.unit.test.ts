import { describe, expect, it } from 'vitest';
import { carriedJudgements, type TJudgedFinding } from './carried-judgements';

const at = new Date('2026-03-02T10:00:00Z');
const none = { dismissedAt: null, dismissedBy: null, dismissalReason: null, confirmedAt: null, confirmedBy: null };
const dismissed = (policyId: string, affectedContent: string, violationType = 'thc_limit'): TJudgedFinding => ({
  ...none,
  policyId,
  violationType,
  affectedContent,
  origin: 'rules',
  dismissedAt: at,
  dismissedBy: 'u1',
  dismissalReason: 'Lab report shows 0.2%',
});

describe('carriedJudgements', () => {
  it('carries a dismissal to the same policy flagging the same evidence, whatever its place in the new list', () => {
    const carried = carriedJudgements(
      [dismissed('hemp_products', 'contains 5% THC')],
      [
        { policyId: 'health_claims', violationType: 'cure_claim', affectedContent: 'cures anxiety' },
        { policyId: 'hemp_products', violationType: 'thc_limit', affectedContent: 'Contains 5% THC!' },
      ],
    );
    expect([...carried.keys()]).toEqual([1]);
    expect(carried.get(1)).toMatchObject({ dismissedBy: 'u1', dismissalReason: 'Lab report shows 0.2%', confirmedAt: null });
  });

  it('does not carry to merely similar evidence, to another policy, or from findings nobody judged', () => {
    const carried = carriedJudgements(
      [dismissed('hemp_products', 'contains 5% THC by dry weight'), { ...none, policyId: 'alcohol', violationType: 'x', affectedContent: 'shots', origin: 'rules' }],
      [
        { policyId: 'hemp_products', violationType: 'thc_limit', affectedContent: 'contains 5 % THC by weight' },
        { policyId: 'health_claims', violationType: 'thc_limit', affectedContent: 'contains 5% THC by dry weight' },
        { policyId: 'alcohol', violationType: 'x', affectedContent: 'shots' },
      ],
    );
    expect(carried.size).toBe(0);
  });

  it("carries a confirmation only to a finding that is still the model's suggestion", () => {
    const confirmed: TJudgedFinding = { ...none, policyId: 'health_claims', violationType: 'model', affectedContent: 'melts fat', origin: 'model', confirmedAt: at, confirmedBy: 'u2' };
    const asSuggestion = carriedJudgements([confirmed], [{ policyId: 'health_claims', violationType: 'model', affectedContent: 'melts fat', origin: 'model' }]);
    expect(asSuggestion.get(0)).toMatchObject({ confirmedAt: at, confirmedBy: 'u2', dismissedAt: null });
    const nowARule = carriedJudgements([confirmed], [{ policyId: 'health_claims', violationType: 'model', affectedContent: 'melts fat', origin: 'rules' }]);
    expect(nowARule.size).toBe(0);
  });
});
