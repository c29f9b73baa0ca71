import { describe, expect, it } from 'vitest';
import { checkAdultProducts } from './adult-products';
import { ruleInput, types } from './test-helpers';

const check = (text: string) => checkAdultProducts(ruleInput(text));

describe('adult products and services', () => {
  it('refuses escort and sexual-massage ads as critical', () => {
    for (const text of [
      'Upscale companionship, discreet outcall, $200/hr. Text Candy.',
      'Sensual massage by Asian ladies, open late.',
      'New girls! Escorts available 24/7, VIP service.',
      'Relaxing massage with happy ending, walk-ins welcome.',
    ]) {
      const [f] = check(text);
      expect(f).toMatchObject({ violationType: 'sexual_services', severity: 'critical' });
    }
  });

  it('ignores the Ford Escort, police escorts and ordinary massage', () => {
    expect(check('1998 Ford Escort wagon, runs great, $900 OBO.')).toEqual([]);
    expect(check('Funeral escort service by Lakes Area Motorcycle Club.')).toEqual([]);
    expect(check('Therapeutic deep tissue massage, licensed therapists, $60/hour.')).toEqual([]);
    expect(check('Happy endings start here: Bella Bridal, wedding gowns and veils.')).toEqual([]);
  });

  it('flags explicit language as major and lawful adult businesses as moderate', () => {
    expect(types(check('Hot singles in your area! Live sex cams.'))).toEqual(['explicit_content']);
    const [f] = check('Grand opening: Lovers Lane adult novelty boutique, Hwy 10.');
    expect(f).toMatchObject({ violationType: 'adult_business', severity: 'moderate' });
  });

  it('does not mistake adult education or nude lipstick for adult content', () => {
    expect(check('Adult education classes, adult ballet, nude lipstick shades, XXXL shirts.')).toEqual([]);
  });

  it('reads "full service" as sexual only beside dancers, escorts or massage', () => {
    expect(types(check('Private dancers for bachelor parties. Full-service packages available.'))).toContain('sexual_services');
    expect(check('Full-service gas station and car wash, open 24 hours.')).toEqual([]);
  });
});
