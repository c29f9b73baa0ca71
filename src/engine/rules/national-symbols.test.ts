import { describe, expect, it } from 'vitest';
import { checkNationalSymbols } from './national-symbols';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const check = (text: string, method: 'txt' | 'image_ocr' = 'txt') => checkNationalSymbols(ruleInput(text, { method }));

describe('national symbols', () => {
  it('flags the flag as an ad element', () => {
    const [f] = check('Stars and Stripes Savings Event! A giant American flag backdrop, every truck on the lot.');
    expect(f).toMatchObject({ violationType: 'flag_in_advertising', severity: 'moderate', policyCategory: 'state_law' });
  });

  it('flags logos on the flag as major', () => {
    expect(types(check('Get your company logo printed on an American flag for your storefront!'))).toEqual(['words_on_flag']);
  });

  it('does not flag selling or retiring flags', () => {
    expect(check('American flags for sale: 3x5 nylon with sewn stripes, flagpoles installed.')).toEqual([]);
    expect(check('Flag retirement ceremony at VFW Post 1234: bring worn-out American flags.')).toEqual([]);
    // A flag listed by its size is merchandise whatever else the line says.
    expect(check('Minnesota state flags, 4x6 ... $31.99 | Grill brushes $8')).toEqual([]);
    expect(check("This week only: a 3' x 5' U.S. flag, $19, at the register.")).toEqual([]);
    expect(types(check('Our giant American flag waves over every deal on the lot: 3x the savings!'))).toEqual(['flag_in_advertising']);
  });

  it('keeps the flag in a political ad advisory', () => {
    const text = 'PAID ADVERTISEMENT. Re-elect Senator Dahl. Proud to stand with Old Glory. Prepared and paid for by Dahl for Senate, 10 Elm St, Bemidji, MN 56601.';
    expect(check(text).map((f) => [f.violationType, f.severity])).toEqual([['flag_in_political_ad', 'minor']]);
  });

  it('flags government seals', () => {
    expect(types(check('Benefit notice bearing the Great Seal of the United States. Call now.'))).toEqual(['government_seal']);
  });

  it('asks for an artwork check on patriotic-holiday image ads', () => {
    expect(check('Memorial Day Sale: 20% off patio furniture.')).toEqual([]);
    expect(types(reviewItems(check('Memorial Day Sale: 20% off patio furniture.', 'image_ocr')))).toEqual(['patriotic_imagery_review']);
  });

  it('reads the flag by any of its names, with abbreviation dots inside "U.S."', () => {
    for (const text of [
      'A 40-foot Star-Spangled Banner waves over every new truck on our lot.',
      'Every mattress is photographed in front of the giant U.S. flag mural on our wall.',
      'Our new ad puts the Minnesota state flag behind our name.',
      'Our Labor Day ad: the Stars and Stripes behind a row of new grills.',
    ]) {
      expect(types(check(text)), text).toEqual(['flag_in_advertising']);
    }
  });

  it('does not read the anthem, flag football, a parade or flagpoles as the flag in an ad', () => {
    for (const text of [
      'Before the game, Jenna Olson will sing the Star-Spangled Banner. Tickets $8.',
      'Youth flag football sign-ups close August 1. Coached by Eagle Scout volunteers.',
      'The Memorial Day parade steps off at 10; the color guard will carry the American flag.',
      'Residential flagpoles installed so you can fly the American flag day and night.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('reads a mark placed on the flag or a part of it, and a flag bearing a mark', () => {
    for (const text of [
      'T-shirts with our logo printed across an American flag, $25.',
      'Visual: the stars and stripes across the spread, with the CoolAir logo set in the blue field.',
      'Custom U.S. flags bearing your company name, great for trade shows.',
    ]) {
      expect(types(check(text)), text).toEqual(['words_on_flag']);
    }
  });

  it('reads a seal by its owner, before it or after it, and leaves other seals alone', () => {
    for (const text of [
      'Certificate embossed with the presidential seal, $39.95 framed.',
      'This notice bears the seal of the U.S. Department of Veterans Affairs.',
      "Governor's seal embossed on every diploma frame we sell.",
    ]) {
      expect(types(check(text)), text).toEqual(['government_seal']);
    }
    for (const text of [
      'Seal your driveway before winter: sealcoating from $199.',
      'Harbor seal plush toys at the aquarium gift shop.',
      'Navy SEAL fitness bootcamp, 6 weeks, $99.',
      'Window replacement with an airtight seal, U.S.-made vinyl.',
      'Good Housekeeping Seal of approval on our vacuums.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('leaves a government its own seal on its own notice, but not a seller borrowing it', () => {
    for (const text of [
      '[Seal of Wabasha County]\nPUBLIC HEARING NOTICE\nThe Wabasha County Board of Commissioners will hold a public hearing on the 2027 levy on Dec 2 at 6 pm.',
      '[City of Red Wing seal]\nNotice is hereby given that the Red Wing City Council will consider Ordinance 112 at its regular meeting.',
      'Dodge County seal. Legal notice: the Dodge County Auditor will receive sealed bids for road salt until Jan 5.',
      '[State of Minnesota seal] Minnesota Department of Natural Resources: public notice of hearing on deer season rules.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
    for (const text of [
      '[Seal of Wabasha County] Property tax help: our filing service gets your assessment lowered. Call now.',
      '[Seal of Wabasha County] Official notice: order your certified deed copy today, $89.',
      '[Great Seal of the State of Minnesota] Notice of vehicle registration renewal: call to renew now.',
      '[Great Seal of the State of Minnesota] Minnesota Department of Vehicle Services notice: renew your plates online for a $49 service fee.',
      '[Seal of Wabasha County] Public hearing tips from a private attorney, Hastings Law Office, on the Goodhue County Board agenda.',
    ]) {
      expect(types(check(text)), text).toEqual(['government_seal']);
    }
  });

  it('reads the flag as an emoji and by its names in other languages', () => {
    for (const text of [
      '🇺🇸 Veterans Day Sale 🇺🇸 30% off all recliners this weekend.',
      'Truckload tire event this Saturday only 🇺🇸',
      'Gran venta del 4 de julio: colchones con la bandera de Estados Unidos de fondo, 40% de descuento.',
      'Muag khoom pheej yig, tus chij Asmeskas loj nyob tom qab.',
      'Iibka weyn: calanka Mareykanka gadaashiisa, qiimo jaban.',
      'Giảm giá lớn ngày lễ, lá cờ Mỹ phía sau cửa hàng.',
    ]) {
      expect(types(check(text)), text).toEqual(['flag_in_advertising']);
    }
    for (const text of [
      'Banderas de Estados Unidos a la venta, nylon bordado, 3x5.',
      '🇺🇸 flags for sale: 3x5 nylon, sewn stripes 🇺🇸',
      'Hecho en USA: botas de trabajo, 20% de descuento.',
      'Red, white and blue sale 🎆 on every grill this weekend.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it("reads a seal after its owner's full name, not a designation it grants or a seal coat", () => {
    for (const text of [
      '[image: U.S. Department of Agriculture seal] Fresh eggs, government inspected.',
      'City of Duluth seal on every invoice from our roofing crew.',
      '[Minnesota Department of Health seal] Home water testing, $59.',
    ]) {
      expect(types(check(text)), text).toEqual(['government_seal']);
    }
    for (const text of [
      'Certified organic: look for the USDA Organic seal on every carton.',
      'Twin Cities Seal Coating: driveways from $175, free estimates.',
      'Minnesota State Fair seal pup plush toys at the gift shop.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it("leaves a county's own service notice under its seal, signed by its department", () => {
    expect(check('[Seal of Stearns County]\nStearns County Notice: brush drop-off site closes for the season Nov 15.\nStearns County Public Works.')).toEqual([]);
    expect(types(check('[Seal of Stearns County]\nStearns County Notice: lower your property taxes with our appeal service. Call now.'))).toEqual(['government_seal']);
  });

  it("reads a flag described by the U.S. flag's stars, stripes or colours, and the flag of the USA", () => {
    for (const text of [
      '[Art: a giant flag with fifty stars and thirteen stripes behind the grills] Grill sale.',
      'Photo: a red, white and blue flag over the showroom. Truck month.',
      '[Background: flag of the USA] Summer deals on kayaks.',
    ]) {
      expect(types(check(text)), text).toEqual(['flag_in_advertising']);
    }
    for (const text of [
      'Red, white and blue flag football jerseys for the youth league, $20.',
      'Checkered flag at the finish: race tickets $15.',
      'Red, white and blue bunting on every porch for our block party.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('reads the flag of Minnesota by that name, and words set on a flag told by its stars and stripes', () => {
    expect(types(check('The flag of Minnesota waves over our summer boat sale.'))).toEqual(['flag_in_advertising']);
    expect(types(check('Art: a flag with fifty stars and thirteen stripes, our company name printed across the stripes. Truck month.'))).toEqual(['words_on_flag']);
    expect(check('Retire your worn flag of Minnesota at the Legion on Flag Day.')).toEqual([]);
  });

  it('reads the flag laid out as the artwork even where the art also shows a salute, not a flag ceremony', () => {
    for (const text of [
      'Layout: American flag as the full-bleed background, honor guard saluting in the corner. Memorial Day mattress sale.',
      'Art direction: Old Glory behind the headline with a color guard at the right. Trucks $0 down.',
    ]) {
      expect(types(check(text)), text).toEqual(['flag_in_advertising']);
    }
    for (const text of [
      'Flag retirement ceremony with the honor guard at the Legion: bring your worn American flags.',
      'Salute the American flag with us at the Flag Day parade.',
      'Artwork: a folded American flag and the honor guard. Flag retirement, Sunday at the VFW.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it("reads an agency's logo borrowed like its seal, not a business's own logo", () => {
    for (const text of [
      '[Logo of the Minnesota Department of Revenue] Tax prep help for $99.',
      '[IRS logo] Settle your tax debt today.',
      'Department of Labor logo at the top: job training grants, apply through us.',
    ]) {
      expect(types(check(text)), text).toEqual(['government_seal']);
    }
    for (const text of ['Our logo on every truck: Tri-County Plumbing.', 'Custom logo design for small businesses, $150.', "Macy's department store logo tote bags, 20% off."]) {
      expect(check(text), text).toEqual([]);
    }
  });
  it("reads the submitter's art note as the artwork: a flag or seal it places in the ad", () => {
    const withNote = (text: string, description: string) => checkNationalSymbols(ruleInput(text, { meta: { description } }));
    expect(types(withNote('Lakeside Roofing. Free estimates. 612-555-0101.', 'Artwork: our company name in white letters across the stripes of a U.S. flag'))).toEqual(['words_on_flag']);
    expect(types(withNote('Fall Tire Event: 15% off all-season tires.', 'Use a waving American flag as the background behind the prices'))).toEqual(['flag_in_advertising']);
    expect(types(withNote('Quick Refund Tax Co. Walk-ins welcome.', 'place the State of Minnesota seal in the top left corner'))).toEqual(['government_seal']);
    // A note about the flag as the product, a note that keeps the flag out, and a county's own notice with its seal.
    expect(withNote('Flags and flagpoles installed. Call 612-555-0102.', 'Photo of a 3x5 nylon American flag for sale on our new flagpole')).toEqual([]);
    expect(withNote('Fall Tire Event: 15% off all-season tires.', 'plain white background, no American flag this year')).toEqual([]);
    expect(withNote('Public hearing on the proposed levy, Dec 3, 6 pm, county board room.', 'county seal at top as usual')).toEqual([]);
  });
  it('leaves a government its own seal on its tax statements and budget meetings, not a seller quoting them', () => {
    expect(check('[Seal of Wright County]\nWright County: 2027 proposed tax statements are in the mail. The public meeting on the proposed budget is Dec 9.\nWright County Auditor-Treasurer.')).toEqual([]);
    expect(types(check('[Seal of Wright County]\nYour tax statements are in the mail: appeal them with our service and save. Call now.'))).toEqual(['government_seal']);
  });

  it('reads a seal whose owner is broken over lines or described between ("IRS eagle seal"), not a harbor seal', () => {
    expect(types(check('[Department of the\nTreasury seal] Settle your back taxes with our program. Call now.'))).toEqual(['government_seal']);
    expect(types(check('[IRS eagle seal] Settle your back taxes for less. Call now.'))).toEqual(['government_seal']);
    expect(check('Minnesota harbor seal plush toys, $12 at the zoo gift shop.')).toEqual([]);
    expect(check('Department of Natural Resources.\nSeal coat your driveway before winter, $199.')).toEqual([]);
  });

  it('reads the U.S. flag named as one of a pair of flags in a sale ad', () => {
    expect(types(violations(check('[Art: crossed U.S. and Norwegian flags above the shop name] Syttende Mai sale! 20% off all sweaters. Fjord Gifts, Moorhead.')))).toContain('flag_in_advertising');
    expect(types(violations(check('Artwork: the American and Mexican flags side by side behind the grill. Taco Tuesday, $2 tacos all day.')))).toContain('flag_in_advertising');
    expect(violations(check('Mexican and Guatemalan flags hang over the counter. Tortas, tamales and horchata daily.'))).toEqual([]);
  });
});

describe('a flag on a notice that sells nothing, and an agency\'s mark', () => {
  it('keeps a flag on a free community notice advisory', () => {
    const findings = check('[Art: U.S. flag over the hall doors] Veterans Day ceremony at the Legion hall, 11 a.m. Free and open to the public.');
    expect(types(violations(findings).filter((f) => f.severity !== 'minor'))).toEqual([]);
    expect(types(check('[Art: U.S. flag] Veterans Day mattress sale: 40% off all week.'))).toContain('flag_in_advertising');
  });

  it('reads an agency\'s inspection shield as its emblem', () => {
    expect(types(check('[Logo: USDA inspection shield] Custom meat processing, Pine City.'))).toContain('government_seal');
    expect(types(check('Police and firefighter shield discount: 10% off oil changes.'))).not.toContain('government_seal');
  });
});

describe('the flag\'s cloth', () => {
  it('excuses the flag only when said of the flag', () => {
    expect(types(violations(check('[Photo: American and Norwegian flags hang over the store\'s embroidered sweaters] Syttende Mai sweater sale.')))).toContain('flag_in_advertising');
    expect(violations(check('Embroidered nylon American flags, 3x5, in stock at the hardware counter.'))).toEqual([]);
  });
});

describe('a flag on a notice that costs nothing', () => {
  it('is advisory, not commercial use', () => {
    const notice = '[Art: an American flag beside the post\'s emblem] Fish fry for members and neighbors, Friday 5 to 7 at the Legion hall. Free to attend.';
    expect(types(check(notice))).toContain('flag_in_free_notice');
    expect(types(violations(check(notice)).filter((f) => f.severity !== 'minor'))).toEqual([]);
  });
});

describe('a free service offered in a commercial ad', () => {
  it('does not make the ad a notice that sells nothing', () => {
    expect(types(check('[Artwork: the Minnesota state flag behind our logo] Prairie Realty: farms and homes across the county. Free home valuation, no cost, no obligation.'))).toContain('flag_in_advertising');
  });
});

describe('a government hiring under its own seal', () => {
  it('leaves a county\'s seal on its own job posting, and flags it on a contractor\'s', () => {
    expect(violations(check('[Art: Pine County seal]\nPine County is hiring road maintenance workers. Apply by May 1. Pine County is an equal opportunity employer.'))).toEqual([]);
    expect(types(violations(check('[Art: Pine County seal]\nNorthwoods Paving is hiring. Apply by May 1.')))).toContain('government_seal');
  });
});
