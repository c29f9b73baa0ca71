import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../domain/desk';
import { POLICY_IDS } from '../../domain/policy-library';
import { describeContext, inferPolitical } from './analysis-context';
import { ruleInput } from './test-helpers';
import type { TRuleFinding } from './types';

// The desk keys stricter lead times on the categories the engine infers (src/domain/desk.ts), so the names there
// must be the engine's: a renamed category would silently lose its rule.
describe('product categories the desk keys lead times on', () => {
  it('are exactly the categories the engine can infer', () => {
    const input = ruleInput('Plain copy.');
    const inferred = new Set(
      Object.values(POLICY_IDS).flatMap(
        (policyId) => describeContext(input, inferPolitical(input), [{ policyId, violationType: 'x' } as TRuleFinding], 'not_needed').productCategories,
      ),
    );
    expect([...inferred].sort()).toEqual([...PRODUCT_CATEGORIES].sort());
  });
});
