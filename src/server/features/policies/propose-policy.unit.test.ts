import { describe, expect, it } from 'vitest';
import { proposePolicy } from './propose-policy';

const DOCUMENT = `Cannabis Dispensary Advertising

Dispensary advertising is accepted only under the conditions below. Ads that break them are refused.

1. Ads must not appear within the youth or sports sections.
2. Ads must carry the state health warning.
- No depiction of persons under 21.
Ads for cannabis flower must not show consumption. See Minn. Stat. 342.64 and 21 U.S.C. 812.`;

describe('proposePolicy', () => {
  it('drafts title, category, requirements, keywords, risk and citations from a policy document', () => {
    const p = proposePolicy(DOCUMENT, 'policy.txt');
    expect(p.title).toBe('Cannabis Dispensary Advertising');
    expect(p.category).toBe('Regulated Products');
    expect(p.requirements).toEqual(
      expect.arrayContaining([
        'Ads must not appear within the youth or sports sections.',
        'Ads must carry the state health warning.',
        'No depiction of persons under 21.',
      ]),
    );
    expect(p.keywords.slice(0, 3)).toEqual(expect.arrayContaining(['cannabis', 'dispensary', 'advertising']));
    expect(p.riskLevel).toBe('high');
    expect(p.reference).toBe('Minn. Stat. 342.64; 21 U.S.C. 812');
    expect(p.description.startsWith('Dispensary advertising is accepted')).toBe(true);
  });

  it('falls back gracefully on text with no structure', () => {
    const p = proposePolicy('be nice.', 'notes.txt');
    expect(p.title).toBe('notes.txt');
    expect(p.category).toBe('General Standards');
    expect(p.reference).toBe('Publisher policy');
    expect(p.riskLevel).toBe('low');
  });
});
