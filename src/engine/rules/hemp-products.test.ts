import { describe, expect, it } from 'vitest';
import { checkHempProducts } from './hemp-products';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const WARNING =
  'Warning: Hemp products containing THC are not for use by anyone under the age of 21. Using hemp products containing THC may cause drowsiness.';
const COMPLIANT = `North Shore Hemp Co. Delta-9 THC gummies, 5 mg THC per gummy, 50 mg per tin. Ages 21+ only. ${WARNING}`;
const timely = { runDate: '2025-06-10', submittedAt: '2025-06-01T15:00:00.000Z' };
const check = (text: string, meta: Record<string, unknown> = timely, method: 'txt' | 'image_ocr' = 'txt') =>
  checkHempProducts(ruleInput(text, { meta, method }));

describe('hemp-derived products', () => {
  it('ignores hemp rope and hemp hearts', () => {
    expect(check('Hemp rope and organic hemp seed hearts at the co-op.')).toEqual([]);
  });

  it('accepts a compliant THC edible ad', () => {
    expect(check(COMPLIANT)).toEqual([]);
  });

  it('requires the OCM warning, tolerating OCR slips', () => {
    expect(types(check('Delta-9 THC gummies, 5 mg per gummy, 21+ only.'))).toEqual(['missing_hemp_warning']);
    expect(check(COMPLIANT.replace('anyone under', 'anyone nnder'))).toEqual([]);
  });

  it('leaves alone an ad that names THC or CBD only to say it sells none', () => {
    expect(check('Hemp hearts are back in the bulk aisle. A grocery food, not a CBD or THC product. $12.99/lb.')).toEqual([]);
    expect(check('Vape shop winter sale: e-liquids 20% off. We do not sell THC, delta-8 or hemp products. 21+ only.')).toEqual([]);
    expect(check('Lunchbox granola bars with shelled hemp seed. No THC or CBD; made from food-grade hemp seed.')).toEqual([]);
    expect(check('Khw muag tshuaj ntsuab. Tsis muaj THC. Hu rau 651-555-0100.')).toEqual([]);
    // A negator that denies something else, or sets a limit, leaves the THC product in the ad.
    expect(types(violations(check('No medical card needed for delta-8 THC gummies! 10 mg each, 21+ only.')))).toContain('missing_hemp_warning');
    expect(types(violations(check('Gummies with no more than 5 mg THC each. Ages 21+.')))).toContain('missing_hemp_warning');
  });

  it('reads a count of pieces, "in total" and a Hmong "years" as the package and the sales age', () => {
    expect(check(`2.5 mg hemp-derived THC gummies. Tins of 20 (50 mg). 21+ only, ID checked. ${WARNING}`)).toEqual([]);
    expect(types(violations(check(`Hemp gummies - 5 mg THC ib lub, 50 mg ib pob. Tsuas muag rau cov neeg muaj hnub nyoog 21 xyoo los yog laus dua xwb. ${WARNING}`)))).toEqual([]);
    expect(types(violations(check(`Delta-9 THC gummies, 25 mg each. Tins of 20. 21+ only. ${WARNING}`)))).toContain('thc_mg_over_limit');
  });

  it('does not require the THC warning for THC-free CBD', () => {
    expect(check('Broad-spectrum CBD lotion, THC-free, 21+.')).toEqual([]);
  });

  it('checks THC percent against the 0.3% hemp limit', () => {
    const [f] = violations(check(`THCA flower? No: our Hemp Haze buds test at 0.9% delta-9 THC. ${WARNING} 21+.`));
    expect(f).toMatchObject({ violationType: 'thc_percent_over_limit', severity: 'critical', affectedContent: '0.9% delta-9 THC', policyCategory: 'federal_law' });
    expect(check(`Full-spectrum tincture, less than 0.3% THC by dry weight. ${WARNING} 21+.`)).toEqual([]);
    expect(types(check(`Hemp flower with less than 1% THC. ${WARNING} 21+.`))).toEqual(['thc_percent_unclear']);
  });

  it('honours a changed THC threshold from settings', () => {
    const text = `Tincture with 0.25% delta-9 THC. ${WARNING} 21+.`;
    expect(checkHempProducts(ruleInput(text, { meta: timely, settings: { maxDelta9ThcPercent: 0.2 } })).map((f) => f.violationType)).toEqual([
      'thc_percent_over_limit',
    ]);
  });

  it('checks milligrams per serving, package and beverage', () => {
    expect(types(check(`Delta-9 gummies, 10 mg THC per gummy. ${WARNING} 21+.`))).toEqual(['thc_mg_over_limit']);
    expect(types(check(`THC gummies: 5 mg THC each, 100 mg per package. ${WARNING} 21+.`))).toEqual(['thc_mg_over_limit']);
    expect(types(check(`Sparkling THC seltzer, 10 mg THC per can. ${WARNING} 21+.`))).toEqual([]);
    expect(types(check(`Sparkling THC seltzer, 20 mg THC per can. ${WARNING} 21+.`))).toEqual(['thc_mg_over_limit']);
    expect(types(check(`25 mg CBD + 2 mg THC per gummy. ${WARNING} 21+.`))).toEqual([]);
  });

  it('flags synthetic cannabinoids, health claims, overconsumption and youth appeal', () => {
    expect(types(check(`HHC vape carts in stock. ${WARNING} 21+.`))).toEqual(['synthetic_cannabinoid']);
    expect(types(check(`Delta-8 gummies that relieve anxiety and chronic pain. ${WARNING} 21+.`))).toEqual(['hemp_health_claim']);
    expect(types(check(`Mega-dose delta-9 chocolate. ${WARNING} 21+.`))).toEqual(['promotes_overconsumption']);
    expect(types(check(`Delta-9 gummy bears that taste like candy! ${WARNING} 21+.`))).toEqual(['appeals_to_minors']);
  });

  it('does not read the warning or "keep out of reach of children" as youth appeal', () => {
    expect(check(`${COMPLIANT} Keep out of reach of children and pets. Not for kids.`)).toEqual([]);
  });

  it('flags ages under 21 but not multi-buy offers', () => {
    const [f] = violations(check(`Delta-9 seltzers, 18+ with valid ID. ${WARNING}`));
    expect(f).toMatchObject({ violationType: 'underage_sales', severity: 'critical', affectedContent: '18+' });
    expect(check(`${COMPLIANT} Buy 10+ tins, save 15%.`)).toEqual([]);
  });

  it('asks a person to check imagery for anyone under 21', () => {
    const [item] = reviewItems(check(COMPLIANT, timely, 'image_ocr'));
    expect(item).toMatchObject({ violationType: 'persons_under_21_imagery', severity: 'critical', kind: 'review_item' });
  });

  it('needs the ad at least 24 hours before its run date', () => {
    const late = check(COMPLIANT, { runDate: '2025-06-02', submittedAt: '2025-06-01T15:00:00.000Z' });
    expect(late.map((f) => [f.violationType, f.severity, f.policyCategory])).toEqual([['late_submission', 'moderate', 'publisher_policy']]);
    expect(check(COMPLIANT, { runDate: '2025-06-03', submittedAt: '2025-06-01T15:00:00.000Z' })).toEqual([]);
    expect(types(reviewItems(check(COMPLIANT, { runDate: null })))).toEqual(['run_date_unknown']);
  });

  describe('read by concept', () => {
    it('reads THC percentages as quantities in any wording, and a stated ceiling as compliant', () => {
      expect(types(check(`Hemp pre-rolls, delta-9 THC content 1.2 percent by dry weight. ${WARNING} 21+.`))).toEqual(['thc_percent_over_limit']);
      expect(types(check(`Smalls at 26.4% total THC. ${WARNING} 21+.`))).toEqual(['thc_percent_over_limit']);
      expect(check(`Extract with no more than 0.3 percent delta-9 THC on a dry-weight basis. ${WARNING} 21+.`)).toEqual([]);
      expect(types(check(`Hemp tincture, 2 percent off this week, 0.2% delta-9 THC. ${WARNING} 21+.`))).toEqual([]);
    });

    it('reads milligrams spelled out and the package they are stated for', () => {
      const [f] = violations(check(`Each tin of ten chews carries 100 milligrams of hemp-derived delta 9. ${WARNING} 21+.`));
      expect(f).toMatchObject({ violationType: 'thc_mg_over_limit', severity: 'critical' });
      expect(check(`Hemp hearts: 10 g of protein per serving.`)).toEqual([]);
    });

    it('finds therapeutic claims by a relief word near a symptom, in any word form, but not when negated', () => {
      expect(types(check(`Delta-8 drops that quiet the tension and soothe sore, achy joints. ${WARNING} 21+.`))).toEqual(['hemp_health_claim']);
      expect(types(check(`Our D9 gummies eased my stiffness. ${WARNING} 21+.`))).toEqual(['hemp_health_claim']);
      expect(check(`Delta-9 gummies, 5 mg each. They do not treat anxiety or pain. ${WARNING} 21+.`)).toEqual([]);
    });

    it('finds overconsumption, youth appeal and synthetic cannabinoids by concept', () => {
      expect(types(check(`Why stop at one? Double up on our 5 mg delta-9 gummies. ${WARNING} 21+.`))).toEqual(['promotes_overconsumption']);
      expect(types(check(`Delta-9 sour belts, just like the ones from the corner store. ${WARNING} 21+.`))).toEqual(['appeals_to_minors']);
      expect(types(check(`Delta-9 gummies, 5 mg. ¡Saben a dulces! ${WARNING} 21+.`))).toEqual(['appeals_to_minors']);
      expect(types(check(`Hexahydrocannabinol disposables. ${WARNING} 21+.`))).toEqual(['synthetic_cannabinoid']);
      expect(check(`${COMPLIANT} Store away from candy so children do not mistake it.`)).toEqual([]);
    });

    it('reads ages as quantities: below 21 invites minors, "not for sale to anyone under 21" is the compliant wording', () => {
      expect(types(check(`D9 gummies, 5 mg a piece. Valid ID showing you're 18 or older required. ${WARNING}`))).toEqual(['underage_sales']);
      expect(types(check(`D9 gummies, 5 mg a piece. Customers must be at least 19. ${WARNING}`))).toEqual(['underage_sales']);
      expect(types(check(`Gomitas delta-9, 5 mg cada una. Venta a mayores de 19 años. ${WARNING}`))).toEqual(['underage_sales']);
      expect(types(check(`THC seltzers, 5 mg a can. No ID needed, any age welcome. ${WARNING}`))).toEqual(['underage_sales']);
      expect(check(`THC seltzers, 5 mg a can. All ages welcome at the concert; seltzers sold 21+ only. ${WARNING}`)).toEqual([]);
      expect(check(`Delta-9 gummies, 5 mg per gummy, 50 mg per tin. Not for sale to anyone under 21. ${WARNING}`)).toEqual([]);
    });

    it('reads the warning said with another subject, but not a caution alone', () => {
      const ageLine = 'Warning: Hemp products containing THC are not for use by anyone under the age of 21.';
      const gummies = 'Delta-9 gummies, 5 mg per gummy, 50 mg per tin. 21+ only.';
      expect(check(`${gummies} ${ageLine} These products may cause drowsiness and may affect focus.`)).toEqual([]);
      expect(check(`${gummies} ${ageLine} They may cause drowsiness, so do not drive.`)).toEqual([]);
      expect(types(check(`${gummies} May cause drowsiness.`))).toEqual(['missing_hemp_warning']);
      // The age sentence is the warning the policy quotes: a caution after it is welcome, not required.
      expect(check(`${gummies} ${ageLine}`)).toEqual([]);
      const drowsy = 'Using hemp products containing THC may cause drowsiness.';
      expect(check(`Delta-9 gummies, 5 mg per gummy. These products are not for use by anyone under the age of 21. ${drowsy} 21+.`)).toEqual([]);
      expect(types(check(`Delta-9 gummies, 5 mg per gummy. Sold over the age of 21 only. ${drowsy}`))).toEqual(['missing_hemp_warning']);
    });

    it('reads the warning in the advertiser\'s words: the "not for use" age sentence, with or without its other cautions', () => {
      const seltzer = 'Delta-9 seltzer, 5 mg THC per can. Adults 21 and over only.';
      expect(check(`${seltzer} Caution: not intended for use by persons under 21. Store out of reach of children. May impair driving; do not operate machinery.`)).toEqual([]);
      expect(check(`${seltzer} Warning: This product should not be used by anyone under age 21. Not recommended while pregnant or nursing.`)).toEqual([]);
      expect(check(`${seltzer} Aviso: no es para uso de personas menores de 21 años. Consérvese fuera del alcance de los niños.`)).toEqual([]);
      // An age line and a caution are not the warning without its "not for use" sentence.
      expect(types(check(`${seltzer} Keep away from kids and pets. It can make you drowsy, so skip the drive.`))).toEqual(['missing_hemp_warning']);
      expect(check(`${seltzer} Not for use by anyone under 21.`)).toEqual([]);
      expect(check(`${seltzer} CAUTION: this drink contains hemp-derived THC and is not intended for use by persons under 21.`)).toEqual([]);
      // An age line ("adults 21 and over only", "sold to 21+ only") is who may buy, not the warning.
      expect(types(check(`${seltzer} Sold to guests 21 and older only. Enjoy responsibly.`))).toEqual(['missing_hemp_warning']);
    });

    it('reads "medicinal" as a medical standing, not the reader\'s own medicines beside a pharmacist', () => {
      expect(types(check(`Medicinal-strength delta-9 gummies, 5 mg per gummy. 21+. ${WARNING}`))).toEqual(['hemp_health_claim']);
      expect(check(`Delta-9 gummies, 5 mg per gummy, at the corner drugstore. Check with the pharmacist if you take other medicines. 21+. ${WARNING}`)).toEqual([]);
    });

    it('reads a youth word in the advertiser\'s legal name as a name, not as appeal', () => {
      expect(check(`Delta-9 gummies, 5 mg per gummy. 21+. ${WARNING} Candy Creek Farms LLC, Mankato.`)).toEqual([]);
      expect(check(`Delta-9 gummies, 5 mg per gummy. 21+. ${WARNING} Dulces del Valle Inc., Worthington.`)).toEqual([]);
      expect(types(check(`Delta-9 gummies that taste like candy, 5 mg per gummy. 21+. ${WARNING} Valley Farms LLC.`))).toEqual(['appeals_to_minors']);
      expect(types(check(`Delta-9 Candy Chews, 5 mg per gummy. 21+. ${WARNING}`))).toEqual(['appeals_to_minors']);
    });

    it('reads hemp sold as an edible, drink or extract as a cannabinoid product without THC or CBD named, not hemp seed or rope', () => {
      const lateMeta = { runDate: '2025-06-10', submittedAt: '2025-06-09T20:00:00.000Z' };
      expect(types(check('Hemp-infused sparkling tonics at the lake store this weekend. 21+.', lateMeta))).toEqual(['late_submission']);
      // Dosed in milligrams with no other cannabinoid named, it is a THC drink, which owes the warning.
      expect(types(check('Hemp-infused sparkling tonics, 5 mg a can, at the lake store this weekend. 21+.', lateMeta))).toEqual(['missing_hemp_warning', 'late_submission']);
      // A CBD drink sold by its dose is a cannabinoid product too, unless it says it holds no THC.
      expect(types(check('Hemp-infused CBD tonics, 10 mg a can, at the lake store this weekend. 21+.', lateMeta))).toEqual(['missing_hemp_warning', 'late_submission']);
      expect(types(check('Hemp-infused CBD tonics, 10 mg a can, THC-free, at the lake store this weekend. 21+.', lateMeta))).toEqual(['late_submission']);
      // Full-spectrum hemp keeps its THC, so the warning is owed too.
      expect(types(check('Full-spectrum hemp drops: goodbye to joint pain for good. 21+.'))).toEqual(['hemp_health_claim', 'missing_hemp_warning']);
      expect(types(check(`Grandma's hemp salve heals arthritis overnight. 21+. Warning: not for use by anyone under the age of 21. Keep out of reach of children.`))).toEqual(['hemp_health_claim']);
      expect(check('Toasted hemp seed granola and hemp rope dog toys at the co-op.', lateMeta)).toEqual([]);
    });

    it('reads several cans or pieces finished at once as overconsumption', () => {
      expect(types(check(`Delta-9 seltzers, 5 mg per can. Can you down four in one night? ${WARNING} 21+.`))).toEqual(['promotes_overconsumption']);
      expect(check(`Delta-9 seltzers, 5 mg per can. Finish your shift, crack one, and wait two hours before another. ${WARNING} 21+.`)).toEqual([]);
    });

    it('reads Spanish safety wording as safety, not youth appeal', () => {
      expect(check(`${COMPLIANT} Manténgase fuera del alcance de los niños y las mascotas.`)).toEqual([]);
      expect(check(`${COMPLIANT} Este producto no es para niños.`)).toEqual([]);
      expect(types(check(`${COMPLIANT} ¡Gomitas de sabores que les encantan a los niños!`))).toEqual(['appeals_to_minors']);
    });

    it('needs the sales age stated apart from the warning, in any wording', () => {
      const noAge = `Delta-9 THC gummies, 5 mg THC per gummy, 50 mg per tin. ${WARNING}`;
      expect(types(check(noAge))).toEqual(['no_sales_age']);
      for (const age of ['21 and older only.', 'You must be 21 to buy.', 'Solo para mayores de 21 años.', 'Adults 21 or over.', 'Not for sale to anyone under 21.']) {
        expect(check(`${noAge} ${age}`), age).toEqual([]);
      }
      expect(check('Hemp seed oil, no THC, cold pressed.')).toEqual([]);
    });

    it('reads a percentage off the price as a price, not THC content', () => {
      expect(check(`${COMPLIANT} 20% off all THC gummies this week. Save 15% on delta-9 seltzers.`)).toEqual([]);
      expect(types(check(`Hemp flower at 20% THC. ${WARNING} 21+.`))).toEqual(['thc_percent_over_limit']);
    });

    it('reads college freshmen and student IDs as appeal to people under 21', () => {
      expect(types(check(`${COMPLIANT} Welcome back, college freshmen: 10% off with your student ID!`))).toEqual(['appeals_to_minors']);
      expect(types(check(`${COMPLIANT} Spring break special on delta-8 vapes.`))).toEqual(['appeals_to_minors']);
    });

    it("does not take the warning's own age for a sales age, wherever the store name sits", () => {
      expect(types(check(`Delta-9 gummies, 5 mg THC each. Pine River Hemp Shop. ${WARNING}`))).toEqual(['no_sales_age']);
      expect(check(`Delta-9 gummies, 5 mg THC each. Pine River Hemp Shop. 21+. ${WARNING}`)).toEqual([]);
    });

    it('reads the sales age in Somali, Hmong, Vietnamese and Oromo as well as English and Spanish', () => {
      const noAge = `Delta-9 THC gummies, 5 mg THC per gummy, 50 mg per tin. ${WARNING}`;
      for (const age of ['Kaliya dadka 21 jir ka weyn.', 'Muag rau cov neeg 21 xyoos thiab laus dua.', 'Chỉ bán cho người từ 21 tuổi.', 'Chi ban cho nguoi tu 21 tuoi.', 'Namoota umuriin isaanii 21 waggaa ol qofa.']) {
        expect(check(`${noAge} ${age}`), age).toEqual([]);
      }
      expect(types(check(`${noAge} Dukaanka wuxuu furan yahay 10 saac.`))).toEqual(['no_sales_age']);
    });

    it('reads the warning said in Spanish, in more than one translation', () => {
      const base = 'Gomitas de THC delta-9, 5 mg por gomita, 50 mg por paquete. Solo para mayores de 21 años.';
      for (const warning of [
        'Advertencia: Los productos de cáñamo que contienen THC no son para uso de ninguna persona menor de 21 años. El uso de estos productos puede causar somnolencia.',
        'Aviso: estos productos no están destinados a personas menores de 21 años. Su consumo puede provocar sueño y afectar la concentración.',
      ]) {
        expect(check(`${base} ${warning}`), warning).toEqual([]);
      }
      expect(types(check(`${base} Advertencia: puede causar somnolencia.`))).toEqual(['missing_hemp_warning']);
      expect(types(check(`${base} Estos productos no son para niños.`))).toEqual(['missing_hemp_warning']);
    });

    it('reads a package or a can in Spanish as the unit of a THC amount', () => {
      const tail = `Solo para mayores de 21 años. ${WARNING}`;
      expect(check(`Gomitas de THC, 5 mg por gomita, 10 gomitas por paquete (50 mg). ${tail}`)).toEqual([]);
      expect(check(`Bebida de THC, 10 mg por lata. ${tail}`)).toEqual([]);
      expect(types(check(`Gomitas de THC, 100 mg por paquete. ${tail}`))).toEqual(['thc_mg_over_limit']);
    });

    it('reads a person under 21 shown or quoted in the ad', () => {
      for (const person of ['Meet Jordan, our 19-year-old brand ambassador.', 'Ava is 20, and she never goes camping without a can.', "\"I'm 18 and these are my go-to,\" says Max."]) {
        expect(types(check(`${COMPLIANT} ${person}`)), person).toContain('person_under_21');
      }
      for (const person of ['Meet Jordan, our 27-year-old brand ambassador.', 'Our family farm is 40 years old.', 'A 12-year-old recipe from our grandmother.']) {
        expect(check(`${COMPLIANT} ${person}`), person).toEqual([]);
      }
    });

    it('reads several servings taken at once as overconsumption, not a price deal or a wait', () => {
      for (const overuse of ['Take three and call me in the morning.', 'Pop a few before the concert.', 'Eat two, you deserve it.', 'Tómate dos y relájate.']) {
        expect(types(check(`${COMPLIANT} ${overuse}`)), overuse).toContain('promotes_overconsumption');
      }
      for (const text of ['Take 2 for $30 this weekend.', 'Start with one and wait two hours before taking more.', 'Take a few minutes to read our lab results.', 'Grab a few tins for the cabin.', 'Take 20% off your first order.']) {
        expect(check(`${COMPLIANT} ${text}`), text).toEqual([]);
      }
    });

    it('reads college life as appeal to people under 21, not a store on College Avenue', () => {
      expect(types(check(`${COMPLIANT} College nights just got better.`))).toEqual(['appeals_to_minors']);
      expect(types(check(`${COMPLIANT} Stock up for the frat party.`))).toEqual(['appeals_to_minors']);
      expect(check(`${COMPLIANT} Find us at 1200 College Ave, St. Cloud.`)).toEqual([]);
    });

    it('does not take a CBD amount beside "0% THC" or "THC-free" for THC', () => {
      expect(check('CBD tincture, 0% THC, 1000 mg per bottle. Lab tested. Cedar Hemp, Duluth.')).toEqual([]);
      expect(check('THC-free CBD softgels, 750 mg per jar.')).toEqual([]);
    });

    it('reads a ceiling on every package ("no package over 50 mg") and the Hmong and Vietnamese units of an amount', () => {
      expect(types(check(`Delta-9 mints at 2.5 mg THC per\nmint, no tin over 50 mg. 21+. ${WARNING}`))).toEqual([]);
      expect(types(check(`Delta-9 mints at 5 mg THC per mint; any tin over 100 mg is our party size. 21+. ${WARNING}`))).toEqual(['thc_mg_over_limit']);
      expect(types(check(`Delta-9 gummies: 5 mg THC ib daim, 10 daim ib pob (50 mg). 21+. ${WARNING}`))).toEqual([]);
      expect(types(check(`Kẹo dẻo Delta-9: 5 mg THC mỗi viên, 50 mg mỗi gói. 21+. ${WARNING}`))).toEqual([]);
      expect(types(check(`Delta-9 gummies: 10 mg THC ib daim. 21+. ${WARNING}`))).toEqual(['thc_mg_over_limit']);
    });

    it('reads sleep as a remedy, childhood snacks and toy shapes as youth appeal and "pop three for a buzz" as a dose; not a price for two, the strength after a product name ("chews, 5 mg") or a bedtime without a remedy', () => {
      expect(types(check(`Delta-9 night chews for deeper sleep, 5 mg each. 21+. ${WARNING}`))).toEqual(['hemp_health_claim']);
      expect(types(check(`THC gummies in flavors like the fruit snacks from your lunchbox, 5 mg each. 21+. ${WARNING}`))).toEqual(['appeals_to_minors']);
      expect(types(check(`Delta-9 gummies shaped like little dinosaurs, 5 mg each. 21+. ${WARNING}`))).toEqual(['appeals_to_minors']);
      expect(types(check(`Delta-9 gummies, 5 mg each. Eat four for the full ride. 21+. ${WARNING}`))).toEqual(['promotes_overconsumption']);
      expect(types(check(`Delta-9 gummies, 5 mg each. Grab two for $30 this week. 21+. ${WARNING}`))).toEqual([]);
      expect(types(check(`Delta-9 chews, 5 mg each, a mellow way to wind down before bed. 21+. ${WARNING}`))).toEqual([]);
    });

    it('reads a product said to be for a condition, or relief named after one, as a health claim; not a busy week or a negated claim', () => {
      for (const text of [`Delta-9 tincture, great for chronic pain, 5 mg per dropper. 21+. ${WARNING}`, `THC gummies for your anxiety, 5 mg each. 21+. ${WARNING}`, `Joint pain relief chews, 5 mg delta-9 each. 21+. ${WARNING}`]) {
        expect(types(check(text)), text).toEqual(['hemp_health_claim']);
      }
      expect(types(check(`Delta-9 gummies, 5 mg each, for the end of a long week. Not intended to treat pain or anxiety. 21+. ${WARNING}`))).toEqual([]);
    });
  });
});

describe('a cannabinoid named to be refused, and a dose that is a wait', () => {
  it('does not read HHC as offered when the sentence refuses it', () => {
    expect(types(check(`${COMPLIANT} Vapes labelled THCP or HHC are illegal in Minnesota; we never sell them.`))).not.toContain('synthetic_cannabinoid');
  });
  it('still reads HHC offered, or a refusal itself denied', () => {
    expect(types(check(`${COMPLIANT} New HHC cartridges in stock now.`))).toContain('synthetic_cannabinoid');
    expect(types(check(`${COMPLIANT} THC-O carts, the high they haven't banned yet.`))).toContain('synthetic_cannabinoid');
  });
  it('does not read "take two hours" as a double dose, but still reads "take two"', () => {
    expect(types(check(`${COMPLIANT} Gummies may take two hours to kick in, so be patient.`))).not.toContain('promotes_overconsumption');
    expect(types(check(`${COMPLIANT} Feeling brave? Take two and call off Monday.`))).toContain('promotes_overconsumption');
  });

  it('reads full-spectrum hemp or CBD as carrying THC, so it needs the warning and the age, while its milligrams stay the extract\'s', () => {
    const found = types(check('Full-spectrum CBD oil, 2,000 mg bottle, $65. Calm Harbor Hemp, Two Harbors.'));
    expect(found).toContain('missing_hemp_warning');
    expect(found).toContain('no_sales_age');
    expect(found).not.toContain('thc_mg_over_limit');
    expect(types(check('Broad-spectrum CBD oil, 2,000 mg bottle, $65, THC-free. Calm Harbor Hemp, Two Harbors.'))).not.toContain('missing_hemp_warning');
    // Sold by its price alone, a CBD balm owes the warning as well.
    expect(types(check('CBD bath bombs, $12 each. Adults 21+ only. Birchwood Hemp, Ely.'))).toContain('missing_hemp_warning');
  });

  it('reads children named with their ages in brackets as people under 21', () => {
    expect(types(check(`${COMPLIANT} Our grandkids Mia (9) and Leo (15) pack every order.`))).toContain('person_under_21');
    expect(types(check(`${COMPLIANT} Sampler tins (10) ship Monday.`))).not.toContain('person_under_21');
  });

  it('reads an amount per four-pack as the package\'s, and an 18+ door beside a 21+ product as the door\'s rule', () => {
    expect(types(check(`Harbor Fizz THC seltzer: 5 mg per can, 20 mg per four-pack. Ages 21+ only. ${WARNING}`))).not.toContain('thc_mg_over_limit');
    expect(types(check(`Harbor Fizz THC seltzer: 5 mg per can, 60 mg per six-pack. Ages 21+ only. ${WARNING}`))).toContain('thc_mg_over_limit');
    expect(types(check(`Comedy night, doors 18+. THC drinks (5 mg per can) for guests 21 and over only. ${WARNING}`))).not.toContain('underage_sales');
    expect(types(check(`THC drinks, 5 mg per can, for guests 18 and over. ${WARNING}`))).toContain('underage_sales');
  });

  it('reads any claim to cure a disease or replace a medicine as a hemp health claim', () => {
    expect(types(violations(check(`${COMPLIANT} Since these gummies my migraines are gone and I quit my pills.`)))).toContain('hemp_health_claim');
    expect(types(violations(check(`${COMPLIANT} Tastes like ripe peaches.`)))).not.toContain('hemp_health_claim');
  });

  it('reads a hemp shop selling gummies or milligram pieces as a THC product wherever in the ad it names them', () => {
    const shop = 'Weekend bundle: the 10-pack, watermelon and sour lime, 5 mg each.\nBig Sky Hemp, 2nd Ave N, Wadena';
    expect(types(violations(check(shop)))).toEqual(expect.arrayContaining(['missing_hemp_warning', 'no_sales_age']));
    const overuse = 'Why stop at one? Sour gummies, the whole jar for a long Saturday.\nPrairie Hemp Outlet, Main St, Perham';
    expect(types(violations(check(overuse)))).toContain('promotes_overconsumption');
    // Near misses: hemp as seed, fibre and food needs no THC warning.
    expect(check('Hemp hearts, hemp seed oil and hemp flour by the pound. Also rope, twine and hemp shirts.\nPrairie Hemp Outlet, Main St, Perham')).toEqual([]);
  });
});

describe('the warning with its first word lost to OCR', () => {
  it('reads "...for use by anyone under the age of 21" as the warning, and its absence as none', () => {
    const soda = 'Lakeland Hemp Tonic: 5 mg hemp-derived delta-9 THC per can. Sold to 21+ only.';
    expect(types(check(`${soda}\nom for use by anyone under the age of 21. Keep out of reach of children.`, timely, 'image_ocr'))).not.toContain('missing_hemp_warning');
    expect(types(check(`${soda}\nKeep out of reach of children.`, timely, 'image_ocr'))).toContain('missing_hemp_warning');
  });
});

describe('who the photo shows and what the gummies are', () => {
  it('reads ages in the submitter\'s note on the photo', () => {
    const copy = `Lake Day THC seltzer, 5 mg THC per can. 21+. ${WARNING}`;
    expect(types(violations(check(copy, { ...timely, description: 'Photo: two snowboarders who look about seventeen, each holding a can.' })))).toContain('person_under_21');
    expect(types(violations(check(copy, { ...timely, description: 'Shoot notes: our models (ages 19-23) around a bonfire.' })))).toContain('person_under_21');
    expect(types(violations(check(copy, { ...timely, description: 'Photo: a grandfather and his grandson, about ten, casting off the dock.' })))).toContain('person_under_21');
    expect(types(violations(check(copy, { ...timely, description: 'Photo: friends of about 35 on a pontoon.' })))).not.toContain('person_under_21');
    expect(types(violations(check(copy, { ...timely, description: 'Two friends of 20 years toasting on the dock.' })))).not.toContain('person_under_21');
  });

  it('reads dosed gummies under the cannabis warning as a cannabinoid product without the word hemp', () => {
    const gummies = 'Northern Lights Gummies: Blue Razz and Cotton Candy, 5mg each. 21+. Not for use by anyone under the age of 21. Keep out of reach of children.';
    expect(types(violations(check(gummies)))).toContain('appeals_to_minors');
    expect(check('Melatonin gummies, 5 mg each, for a better night. Keep out of reach of children.')).toEqual([]);
  });
});

describe('pace of use, and Hmong packages', () => {
  it('reads a pace of THC drinks set by the game, or double-fisting, as overconsumption', () => {
    expect(types(violations(check(`Playoff pint night: one THC tonic every inning, or double-fist them. 5 mg per can, 21+. ${WARNING}`)))).toContain('promotes_overconsumption');
    expect(types(violations(check(`Playoff night: THC tonics, 5 mg per can, 21+. Sip slowly. ${WARNING}`)))).not.toContain('promotes_overconsumption');
  });

  it('reads "ib hnab" as the bag, so a 40 mg bag of 4 mg pieces is within both limits', () => {
    const found = types(check(`Khoom qab zib hemp: 4 mg THC ib daim, 40 mg ib hnab. 21+. ${WARNING}`));
    expect(found).not.toContain('thc_mg_over_limit');
    expect(found).not.toContain('thc_mg_unclear');
  });
});

describe('a hemp shop\'s edibles and flower on sale', () => {
  it('owe the cannabis warning though no cannabinoid is named', () => {
    expect(types(violations(check('Hemp gummies and hemp pre-rolls, two for $30 through Sunday at Prairie Root Hemp. 21+ with ID.')))).toContain('missing_hemp_warning');
    expect(types(violations(check(`Hemp gummies and hemp pre-rolls, two for $30 through Sunday at Prairie Root Hemp. 21+ with ID. ${WARNING}`)))).not.toContain(
      'missing_hemp_warning',
    );
    expect(types(violations(check('Hemp hearts, hemp seed oil and hemp protein powder, two for $30 at Prairie Co-op.')))).not.toContain('missing_hemp_warning');
  });
});

describe('edibles a smoke shop sells by the milligram', () => {
  it('are cannabinoid edibles that owe the warning, though the ad never says hemp or THC', () => {
    expect(types(violations(check('Skyline Smoke Shop stocks sour watermelon gummies, 10 mg a piece, 20 in a jar. Open till 2, 21+.')))).toContain('missing_hemp_warning');
    expect(types(violations(check('Skyline Candy Shop stocks sour watermelon gummies, 20 in a jar for $6. Open till 9.')))).not.toContain('missing_hemp_warning');
  });
});

describe('the ages of a group in the submitter\'s note on the artwork', () => {
  it('count anywhere in the note, as they do for alcohol', () => {
    const described = (description: string) => types(violations(check(COMPLIANT, { ...timely, description })));
    expect(described('Photo: our launch team, ages 19-22, on the dock with a tin each.')).toContain('person_under_21');
    expect(described('Photo: our founding team, ages 34-38, on the dock with a tin each.')).not.toContain('person_under_21');
  });
});

describe('a can or tin that holds gummies', () => {
  it('is the package, not a beverage, unless the ad sells a drink', () => {
    expect(types(violations(check(`Sour cherry delta-9 THC gummies in a keepsake can: 5 mg each, 50 mg per can. Ages 21+. ${WARNING}`)))).not.toContain('thc_mg_over_limit');
    expect(types(violations(check(`THC seltzer, 25 mg per can. Ages 21+. ${WARNING}`)))).toContain('thc_mg_over_limit');
  });
});

describe('a cannabinoid named as left out', () => {
  it('reads "CBD-free" as no cannabinoid product, and CBD capsules as one', () => {
    expect(check('Our CBD-free sleep tea: chamomile and lavender, $12 a tin.')).toEqual([]);
    expect(check('Hemp CBD capsules with turmeric, $19 a bottle at the co-op.')).not.toEqual([]);
  });
});

describe('a package described before it is named', () => {
  it('reads "per resealable, child-resistant pouch" as the package', () => {
    const text = `Delta-9 THC chews, 5 mg per chew, 10 chews (50 mg) per resealable, child-resistant pouch. Ages 21+. ${WARNING}`;
    expect(types(violations(check(text)))).not.toContain('thc_mg_over_limit');
    expect(types(violations(check(`Delta-9 THC chews, 10 mg per chew, 100 mg per resealable pouch. Ages 21+. ${WARNING}`)))).toContain('thc_mg_over_limit');
  });
});

describe('rationing waved off', () => {
  it('reads "don\'t ration" as promoting overconsumption', () => {
    expect(types(violations(check(`Delta-9 gummies, 5 mg each, 50 mg per tin. Stock up and don't ration them this weekend. Ages 21+. ${WARNING}`)))).toContain('promotes_overconsumption');
  });
});

describe('"no detectable THC" beside a CBD amount', () => {
  it('says the amount is not THC', () => {
    expect(types(violations(check(`CBD salve, 300 mg per 2 oz tin, no detectable THC. Sold 21+. ${WARNING}`)))).not.toContain('thc_mg_over_limit');
  });
  it('reads "in every piece" as a serving', () => {
    expect(types(violations(check(`Delta-9 chews with 10 milligrams in every piece, twenty pieces to a tin. Ages 21+. ${WARNING}`)))).toContain('thc_mg_over_limit');
  });
});
