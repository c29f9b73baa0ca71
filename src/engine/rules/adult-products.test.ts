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

  describe('read by concept', () => {
    it('finds paid company in its euphemisms and a sexual massage by its frame', () => {
      expect(types(check('Generous gentlemen only. 200 roses for an hour of my company.'))).toEqual(['sexual_services']);
      expect(types(check('Table shower and body-to-body massage, open until 2 am.'))).toEqual(['sexual_services']);
      expect(check('Generous portions and family fun at the Lodge. Rates $50 per hour, a company you can trust.')).toEqual([]);
      expect(check('Deep tissue, prenatal and couples massage by licensed therapists. Most insurance accepted.')).toEqual([]);
    });

    it('finds explicit material by frame and word form, not naked juice or a topless Jeep', () => {
      expect(types(check('Uncensored videos of real amateurs, members only.'))).toEqual(['explicit_content']);
      expect(types(check('Her OnlyFans is live.'))).toEqual(['explicit_content']);
      expect(check('Naked Juice and nude heels on sale. Topless Jeep tours. Uncensored political talk show tonight.')).toEqual([]);
    });

    it('finds an adult novelty shop by its products, not a concrete vibrator', () => {
      expect(types(check('Vibrators, bondage kits and couples novelties at the Velvet Room.'))).toEqual(['adult_business']);
      expect(check('Concrete vibrators for rent at Sunbelt.')).toEqual([]);
    });
  });
});
