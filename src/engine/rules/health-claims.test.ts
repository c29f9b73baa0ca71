import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import { earningsClaim, healthClaim, weightLossClaim } from './health-claims';

// Fresh probe ads written for these concepts: varied wording, negations and near misses.
const health = (t: string) => healthClaim(tokenize(t))?.text ?? null;
const weight = (t: string) => weightLossClaim(tokenize(t))?.text ?? null;
const earnings = (t: string) => earningsClaim(tokenize(t))?.text ?? null;

describe('health claims as a remedy near a condition', () => {
  it('catches cure claims that never say "cure"', () => {
    expect(health('Doctors are stunned: this kitchen spice makes arthritis disappear.')).toBe('arthritis disappear');
    expect(health('Our herbal tea helped readers beat their type 2 diabetes for good.')).toBe('beat their type 2 diabetes');
    expect(health('Ancient tonic reverses hearing loss in weeks.')).toBe('reverses hearing loss');
    expect(health('Ditch your blood pressure pills with this one natural supplement.')).toBe('Ditch your blood pressure pills');
    expect(health('These drops regrow thinning hair in 30 days.')).toBe('regrow thinning hair');
  });

  it('leaves providers, disclaimers and prevention advice alone', () => {
    expect(health('Patients at Lakeside Clinic receive treatment for back pain and sciatica. Call for an appointment.')).toBeNull();
    expect(health('Hospice care for cancer patients and their families.')).toBeNull();
    expect(health('Our walk-in clinic treats the flu, strep and minor injuries.')).toBeNull();
    expect(health('Supports healthy joints. Not intended to diagnose, treat, cure or prevent any disease.')).toBeNull();
    expect(health('Flu season is here; our pharmacy offers flu shots that help prevent the flu.')).toBeNull();
    expect(health('Say goodbye to winter: Florida getaways from $499.')).toBeNull();
  });
});

describe('weight-loss promises', () => {
  it('catches amount-in-time, effortless, permanent and topical claims', () => {
    expect(weight('Melt up to 25 pounds in three weeks, no gym required.')).toBe('Melt up to 25 pounds');
    expect(weight('Dropped 4 dress sizes in 30 days with these capsules.')).toBe('Dropped 4 dress sizes');
    expect(weight('Shed the belly fat without giving up pizza.')).toContain('Shed');
    expect(weight('Our slimming cream dissolves stubborn fat while you sleep.')).not.toBeNull();
  });

  it('leaves ordinary fitness offers alone', () => {
    expect(weight('Join our gym and lose weight with certified trainers.')).toBeNull();
    expect(weight('Lose the winter blues: spa days from $89.')).toBeNull();
  });
});

describe('earnings and investment claims', () => {
  it('catches opportunity income and guaranteed returns', () => {
    expect(earnings('Pull in $4,000 every week working from your kitchen table, no experience needed.')).toBe('Pull in $4,000 every week');
    expect(earnings('Retire early: our members make six figures from home.')).toBe('make six figures');
    expect(earnings('Guaranteed 15% monthly returns on our crypto fund.')).toBe('Guaranteed 15% monthly returns');
    expect(earnings('Double your money in 90 days with our trading system. Zero risk.')).toBe('Double your money');
  });

  it('leaves wages and insured deposits alone', () => {
    expect(earnings('Now hiring warehouse associates: earn $21 per hour, benefits, apply online.')).toBeNull();
    expect(earnings('Member FDIC. 12-month CD at 4.50% APY, guaranteed rate.')).toBeNull();
  });
});
