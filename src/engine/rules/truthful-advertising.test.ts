import { describe, expect, it } from 'vitest';
import { ruleInput, types } from './test-helpers';
import { checkTruthfulAdvertising } from './truthful-advertising';

const check = (text: string) => checkTruthfulAdvertising(ruleInput(text));

describe('truthful advertising', () => {
  it('flags disease cure claims with the exact span', () => {
    const [f] = check('Joint-Ease balm cures arthritis in seven days.');
    expect(f).toMatchObject({ violationType: 'unsubstantiated_health_claim', severity: 'major', affectedContent: 'cures arthritis', policyCategory: 'federal_law' });
    const text = 'Joint-Ease balm cures arthritis in seven days.';
    expect(text.slice(f.spanStart ?? 0, f.spanEnd ?? 0)).toBe('cures arthritis');
  });

  it('does not read the FDA disclaimer or prevention advice as a cure claim', () => {
    expect(check('These statements have not been evaluated by the FDA. This product is not intended to diagnose, treat, cure or prevent any disease.')).toEqual([]);
    expect(check('Walk-in flu shots this week. Flu shots help prevent the flu. Most insurance accepted.')).toEqual([]);
    expect(check('Fresh dog treats baked daily.')).toEqual([]);
  });

  it('flags rapid weight loss and business-opportunity earnings', () => {
    expect(types(check('Lose 30 pounds in 30 days with SlimFast Pro!'))).toContain('weight_loss_claim');
    expect(types(check('Earn $5,000 a week from home in your spare time!'))).toEqual(['earnings_claim']);
  });

  it('leaves ordinary wage offers alone', () => {
    expect(check('Now hiring CDL drivers. Earn $28 per hour plus benefits. Apply at 1200 Main St.')).toEqual([]);
  });

  it('flags guaranteed results but not satisfaction guarantees', () => {
    expect(types(check('Guaranteed results or you pay nothing.'))).toEqual(['absolute_claim']);
    expect(check('Satisfaction guaranteed or your money back.')).toEqual([]);
    expect(check('Miracle-Gro potting mix, $8.99 a bag.')).toEqual([]);
  });

  it('requires a source for scientific and superiority claims', () => {
    expect(types(check('Clinically proven to whiten teeth.'))).toEqual(['unsubstantiated_scientific_claim']);
    expect(check('Clinically proven to whiten teeth in a 2023 study of 120 participants.')).toEqual([]);
    expect(types(check('The lowest prices in the Twin Cities!'))).toEqual(['unsubstantiated_superlative']);
    expect(check('Voted best pizza in town by News Tribune readers, 2024.')).toEqual([]);
    expect(check('Lowest prices in the Twin Cities. Find it cheaper and we\'ll match it.')).toEqual([]);
  });

  it('checks free offers for their conditions', () => {
    expect(types(check('FREE* oil change this weekend!'))).toEqual(['free_offer_conditions']);
    expect(check('FREE* oil change this weekend!\n* With purchase of four tires. Limit one per customer.')).toEqual([]);
    expect(types(check('Start your free trial of StreamMax today!'))).toEqual(['free_trial_terms']);
    expect(check('Start your 30-day free trial. Then $9.99/month; cancel anytime.')).toEqual([]);
  });

  it('treats "results not typical" as an inadequate disclaimer', () => {
    expect(types(check('"I lost 40 pounds!" - Karen, Duluth. Results not typical.'))).toEqual(['atypical_results_disclaimer']);
  });

  it('advises on former prices, open-ended urgency and Made in USA', () => {
    const findings = check('Recliners, was $899, now $599. Limited time offer! Made in the USA.');
    expect(findings.map((f) => [f.violationType, f.severity])).toEqual([
      ['former_price_comparison', 'minor'],
      ['urgency_without_end_date', 'minor'],
      ['made_in_usa_claim', 'minor'],
    ]);
    expect(types(check('Limited time offer, ends June 30.'))).toEqual([]);
  });

  it('catches claims worded without the usual trigger words', () => {
    expect(types(check('Say goodbye to diabetes: GlucoBalance normalizes blood sugar naturally.'))).toContain('unsubstantiated_health_claim');
    expect(types(check('NeuroMax rebuilds brain cells and restores your memory.'))).toContain('unsubstantiated_health_claim');
    expect(types(check("America's most trusted window company."))).toEqual(['unsubstantiated_superlative']);
    expect(types(check('The only gutter guard that never clogs.'))).toEqual(['absolute_claim']);
  });

  it('accepts a price match as backing for a price claim only', () => {
    expect(check('Lowest prices around. We beat any written quote.')).toEqual([]);
    expect(types(check('Number one rated contractor. We beat any written quote.'))).toEqual(['unsubstantiated_superlative']);
  });

  it('flags an outcome of chance promised, not a price-match promise or satisfaction guaranteed', () => {
    expect(types(check('Our card-counting system is guaranteed to beat the house at blackjack.'))).toEqual(['absolute_claim']);
    expect(types(check('We guarantee you will hit the jackpot with our picks.'))).toEqual(['absolute_claim']);
    expect(check('We guarantee to beat any advertised price.')).toEqual([]);
    expect(check('Satisfaction guaranteed, or a full refund within 30 days.')).toEqual([]);
    expect(check('No system is guaranteed to beat the house; play for fun.')).toEqual([]);
  });
  it('reads guarantees, systems, credit repair, miracles and rankings through the concept frames', () => {
    expect(types(check('Homeowners never pay for heating again. Guaranteed.'))).toEqual(['absolute_claim']);
    expect(types(check('Our betting system wins every week. Text PICKS.'))).toEqual(['absolute_claim']);
    expect(types(check('We delete repossessions and judgments from your credit report fast.'))).toEqual(['absolute_claim']);
    expect(types(check('The best pontoon ever built, only at Lakeside Marine.'))).toEqual(['unsubstantiated_superlative']);
    expect(types(check('Nobody undersells Kowalski Furniture.'))).toEqual(['unsubstantiated_superlative']);
    expect(types(check('The lowest mortgage rates in the state!'))).toEqual(['unsubstantiated_superlative']);
  });

  it('leaves prize notices, annuities, own-price history, price matches and sourced ratings to others or alone', () => {
    expect(types(check('Congratulations, you are a guaranteed winner! Claim your prize at prizes.example.'))).toEqual([]);
    expect(check('Our annuity offers guaranteed income for life. Insured by a top carrier.')).toEqual([]);
    expect(check('Our lowest prices of the season on patio furniture, this weekend only.').filter((f) => f.severity !== 'minor')).toEqual([]);
    expect(check('Guaranteed lowest price on every mattress or we refund the difference.')).toEqual([]);
    expect(check('Top-rated on Google with 4.8 stars: Holm Plumbing.')).toEqual([]);
  });

  it('reads how a house game pays out as no promise to the reader, unless a system is sold with it', () => {
    expect(check('Friday bingo at the Legion: guaranteed jackpots every session, and our players took home $9,000 in October.').filter((f) => f.severity !== 'minor')).toEqual([]);
    expect(check('Guaranteed winning tabs in each deal at the Corner Tap.').filter((f) => f.severity !== 'minor')).toEqual([]);
    expect(types(check('Keno fans: you will hit a jackpot tonight, guaranteed.'))).toEqual(['absolute_claim']);
    expect(types(check('A guaranteed winner every night with our keno number system.'))).toEqual(['absolute_claim']);
  });

  it('reads sales copy dressed as a notice about the reader\'s file, not a public notice or a reminder from the reader\'s own library', () => {
    expect(types(check('IMPORTANT NOTICE - HOME WARRANTY DEPARTMENT\nOur files show your home systems protection has lapsed. Reply within 10 days or lose eligibility. Call 1-800-555-0142 to reactivate.'))).toContain('official_notice_imitation');
    expect(types(check('NOTICE OF MORTGAGE FORECLOSURE SALE. Pursuant to Minn. Stat. 580, our records show the redemption period expires June 2. Call the sheriff\'s office with questions.'))).not.toContain('official_notice_imitation');
    expect(types(check('Our records show your library card expires this month. Call or stop by the front desk to renew it for free.'))).not.toContain('official_notice_imitation');
  });

  it('leaves a guarantee warned against and a race\'s rule alone', () => {
    expect(check('We sell no miracles, and anyone who guarantees you results is not being straight with you.')).toEqual([]);
    expect(check('Pie-eating contest at noon: fastest eater wins a free pie.')).toEqual([]);
    expect(types(check('The fastest internet in Otter Tail County.'))).toEqual(['unsubstantiated_superlative']);
  });

  it('reads free offers whose conditions are missing or only gestured at', () => {
    expect(types(check('Get a FREE new water heater!*\nCall Lakes Plumbing today.'))).toEqual(['free_offer_conditions']);
    expect(types(check('FREE furnace this fall. Some restrictions apply.'))).toEqual(['free_offer_conditions']);
    expect(check('Buy one, get one FREE!*\n*Of equal or lesser value.')).toEqual([]);
    expect(check('Free estimates! Some restrictions apply.')).toEqual([]);
  });

  it('tells a free look at a costly thing from the thing given away', () => {
    expect(check('We replace drafty windows all over the valley; savings depend on your home.\nFree in-home measure and written quote.')).toEqual([]);
    expect(check('Hail damage is easy to miss. Our crew will walk your roof for free and tell you honestly whether a claim makes sense.')).toEqual([]);
    expect(types(check('Hail damage? We will replace your roof for free!'))).toEqual(['free_offer_conditions']);
    expect(types(check('New windows FREE this month! Call today.'))).toEqual(['free_offer_conditions']);
  });

  it('reads a guarantee that the reader\'s child, body or means will change as a guaranteed outcome', () => {
    expect(types(check('Readwell Learning Center guarantees your child will jump two grade levels in reading in 12 weeks.'))).toEqual(['absolute_claim']);
    expect(types(check('Fish with Capt. Rory: you WILL go home with a full limit, every trip, every season, guaranteed.'))).toEqual(['absolute_claim']);
    expect(check('Guaranteed installation: your new furnace will run by Friday.')).toEqual([]);
    expect(check("You'll love our pies, guaranteed! Your order will be ready in ten minutes.")).toEqual([]);
  });

  it('reads a guaranteed share of a result as a guaranteed outcome, and a share off a price or a financing term as none', () => {
    expect(types(check('100% JOB PLACEMENT GUARANTEED. Every graduate hired.'))).toContain('absolute_claim');
    expect(types(check('PureShield removes 100% of all toxins, guaranteed.'))).toEqual(['absolute_claim']);
    expect(types(check('ClearSkies hard seltzer with electrolytes: zero hangover, guaranteed.'))).toEqual(['absolute_claim']);
    expect(check('Guaranteed 0% APR for 60 months on approved credit. 100% satisfaction guaranteed or your money back.')).toEqual([]);
  });

  it('leaves the item after a list of denials undenied: "no surgery, no downtime, results guaranteed"', () => {
    expect(types(check('Liquid Lift reverses sagging skin: no surgery, no downtime, results guaranteed.'))).toEqual(['absolute_claim']);
    expect(check('Not intended to diagnose, treat, cure or prevent any disease. Our tea is not sweet, sticky or messy.')).toEqual([]);
  });

  it('takes "no obligation" as the terms of a free trial class that charges nothing after', () => {
    expect(check('Your first class is free! New students only, one free trial class per child, no obligation to enroll.')).toEqual([]);
    expect(types(check('Free trial class at Flip City Gymnastics!'))).toEqual(['free_trial_terms']);
  });
});

describe('risk-free as a wager', () => {
  it('leaves a sportsbook\'s risk-free bet to the gambling rule, not a risk-free trial', () => {
    expect(check('New players get a $200 risk-free first wager on any game.').map((f) => f.violationType)).not.toContain('absolute_claim');
    expect(types(check('Try our knee brace risk-free today.'))).toContain('absolute_claim');
  });
});

describe('outcomes nobody controls, round 6', () => {
  it('reads sobriety, reversed aging and a fishing limit as outcomes a guarantee cannot promise', () => {
    expect(types(check('Our detox program works. Lasting sobriety, guaranteed.'))).toContain('absolute_claim');
    expect(types(check('One facial reverses aging by a decade. Guaranteed.'))).toContain('absolute_claim');
    expect(types(check('Book a day on Red Lake: every party limits out, guaranteed.'))).toContain('absolute_claim');
  });

  it('leaves a guarantee of the seller\'s own conduct near the same words alone', () => {
    expect(check('Anti-aging night cream, $24. Satisfaction guaranteed or your money back.')).toEqual([]);
    expect(check('Launch fees include bait and ice. We guarantee a heated fish house and a hot lunch. Daily limits follow DNR rules.')).toEqual([]);
    expect(check('Family support groups meet Tuesdays. Recovery takes time, and we will walk beside you.')).toEqual([]);
  });

  it('reads a sum per week as winnings where there is a game of chance, not as wages', () => {
    expect(types(check('Our parlay picks bring a guaranteed $800 a week.'))).toContain('absolute_claim');
    expect(check('Casino cage cashiers wanted: guaranteed $22 an hour, weekly pay.').filter((f) => f.violationType === 'absolute_claim')).toEqual([]);
  });
});

describe('free offers in Spanish', () => {
  it('reads "gratis" with only "aplican restricciones" as a free offer without its conditions', () => {
    expect(types(check('¡Crucero GRATIS para dos! Llame hoy. Aplican restricciones.'))).toContain('free_offer_conditions');
  });
  it('leaves a Spanish free offer with its condition stated alone', () => {
    expect(check('Corte de pelo gratis con la compra de $30 en productos. Aplican restricciones.').filter((f) => f.violationType === 'free_offer_conditions')).toEqual([]);
  });
});

describe('a race rule is not a superlative', () => {
  it('reads "fastest to finish ... drinks free" as a rule of the race', () => {
    expect(check('Pancake race Saturday: fastest to clear the plate eats free all month.')).toEqual([]);
  });
  it('still reads "fastest" said of the seller', () => {
    expect(types(check('The fastest internet in the county, now on our fiber network.'))).toContain('unsubstantiated_superlative');
  });
});

describe('a Title Case heading wrapped by OCR', () => {
  it('reads a heading broken after a preposition as one sentence', () => {
    expect(types(check('Pass Your Boards on the\nFirst Try, Guaranteed\nCall our tutors today'))).toContain('absolute_claim');
  });
  it('still ends a sentence at a line that closes on a noun', () => {
    expect(check('Cure Your Cabin Fever\nGuaranteed Fun at the Winter Carnival, all ages welcome')).toEqual([]);
  });
});

describe('a ranking said as a comparison with every rival', () => {
  it('reads "better payouts than any" and "the loosest slots in" as unsourced rankings', () => {
    expect(types(check('Bingo night at Pine Hall: bigger payouts than any hall in the county.'))).toContain('unsubstantiated_superlative');
    expect(types(check('Play the loosest slots in America this weekend.'))).toContain('unsubstantiated_superlative');
  });
  it('leaves taste compared, and a comparison with a source, alone', () => {
    expect(check('Our apple pie tastes better than any you have had.')).toEqual([]);
    expect(check('Lower rates than any bank in town, according to a 2025 Star Tribune survey.')).toEqual([]);
  });
});

describe('ranks with the "#" lost or spelled out', () => {
  it('reads a trade ranked first, however the rank is written', () => {
    expect(types(check('1 PLUMBER IN WRIGHT COUNTY\nCall Dale, 763-555-0190'))).toContain('unsubstantiated_superlative');
    expect(types(check("Duluth's No. 1 Chevy store, open late Thursdays."))).toContain('unsubstantiated_superlative');
    expect(types(check('The #1 landscaper in the Brainerd lakes area.'))).toContain('unsubstantiated_superlative');
  });
  it('leaves numbered rooms, units and attributed ranks alone', () => {
    expect(check('Suite No. 1 in the lower level is open for viewing.')).toEqual([]);
    expect(check('1 bedroom in Hopkins, $1,150 a month, heat included.')).toEqual([]);
    expect(check('Named the No. 1 remodeler in Olmsted County by Post-Bulletin readers, 2025.')).toEqual([]);
  });
  it('reads a footnote mark on the wrapped line of a ranking', () => {
    expect(check('Lakeside Toyota: #1 in Camry Sales in\nCentral Minnesota*\nSpring event now on.\n*Based on 2024 state registration data.')).toEqual([]);
  });
});

describe('professionals said to agree', () => {
  it('reads unnamed doctors agreeing as a claim needing a source', () => {
    expect(types(check('Dermatologists agree: our night balm turns back the clock.'))).toContain('unsubstantiated_scientific_claim');
  });
  it('leaves doctors agreeing to do something alone', () => {
    expect(check('Our physicians agree to same-day visits for existing patients.')).toEqual([]);
  });
});

describe('a prize that costs money to collect', () => {
  it('reads a notice of a prize won followed by a fee to claim it', () => {
    expect(types(check('Good news! You have been chosen to receive a 4-night Orlando getaway.\nTo confirm, send the $89 reservation and handling fee today.'))).toContain('prize_notice_fee');
  });
  it('leaves sweepstakes that ask nothing, and taxes owed by a winner, alone', () => {
    expect(types(check('Enter to win a pontoon at the Boat Show. No purchase necessary. Winner is responsible for all taxes.'))).not.toContain('prize_notice_fee');
  });
});

describe('a loan paid off whatever is owed', () => {
  it('reads a payoff promised regardless of the balance', () => {
    expect(types(check('Trade in today: we pay off your loan, however much you owe!'))).toContain('absolute_claim');
  });
  it('leaves a payoff with the balance carried stated alone', () => {
    expect(types(check('We pay off your trade; any amount owed beyond its value is added to your new loan.'))).not.toContain('absolute_claim');
  });

  it('reads a profit promise denied by its subject as no promise, and a guarantee denied in Russian as none', () => {
    expect(types(check('Options trading night class, $180. No one can promise you returns, and we never will.'))).toEqual([]);
    expect(types(check('Guaranteed returns of 20% a year on our trading plan.'))).not.toEqual([]);
    expect(types(check('Адвокат по иммиграции. Прошлые результаты не гарантируют успех в вашем деле.'))).toEqual([]);
  });

  it('reads free money whose footnote sends the reader to a banker as a free offer without its conditions', () => {
    expect(types(check('FREE $200 when you open a checking account*\n*See a banker for details.'))).toContain('free_offer_conditions');
    expect(types(check('FREE $200 when you open a checking account*\n*Requires $500 in direct deposits within 60 days.'))).not.toContain('free_offer_conditions');
  });

  it("reads the seller's own price history as no superiority claim, and a product's Somali cure claim", () => {
    expect(types(check('Our lowest heating-oil price since 2018: $2.89 a gallon through Dec 1.'))).toEqual([]);
    expect(types(check('Lowest heating-oil prices in the state!'))).toContain('unsubstantiated_superlative');
    expect(types(check('Daawo dabiici ah: sonkorowga waan daaweynaa 30 maalmood gudahood.'))).toContain('unsubstantiated_health_claim');
  });
});

describe('superlatives over a whole market', () => {
  it('reads "the best X in all of Minnesota" and its Spanish form', () => {
    expect(types(check('The best exchange rate in all of Minnesota, guaranteed!'))).toContain('unsubstantiated_superlative');
    expect(types(check('¡Los mejores precios de llantas de todo Minnesota!'))).toContain('unsubstantiated_superlative');
  });

  it('leaves good wishes alone', () => {
    expect(types(check('Best wishes in the new year from all of us at Lakeside Bank.'))).not.toContain('unsubstantiated_superlative');
  });
});

describe('miracles promised, and results nobody can promise', () => {
  it('reads a guaranteed miracle or healing as a guaranteed outcome', () => {
    expect(types(check('Healing revival this weekend. Your miracle is guaranteed!'))).toContain('absolute_claim');
    expect(types(check('¡Sanidad garantizada! Culto de milagros el domingo.'))).toContain('absolute_claim');
  });

  it('leaves a promise denied by who could make it', () => {
    expect(types(check('Prayer service Sunday. No one can guarantee a miracle, but you will not pray alone.'))).not.toContain('absolute_claim');
    expect(types(check('Free consultations. No lawyer can promise you a verdict; we promise to fight for it.'))).not.toContain('absolute_claim');
  });

  it('reads a store against its own earlier prices as no superlative', () => {
    expect(types(check('Snowblowers at the lowest prices we have marked since October.'))).not.toContain('unsubstantiated_superlative');
    expect(types(check('Snowblowers at the lowest prices in the state.'))).toContain('unsubstantiated_superlative');
  });
});

describe('safety promised as a result', () => {
  it('reads a guarantee that a product keeps every life or the family safe as a guaranteed outcome', () => {
    expect(types(check('The only carbon monoxide detector guaranteed to save everyone under your roof.'))).toContain('absolute_claim');
    expect(types(check('Smart locks that keep your family safe. Guaranteed.'))).toContain('absolute_claim');
  });

  it('leaves a workmanship guarantee beside safety copy alone', () => {
    expect(types(check('Smoke detectors that help keep your family safe. Installation guaranteed for five years.'))).not.toContain('absolute_claim');
  });
});

describe('a drug FDA approved for over-the-counter sale', () => {
  it('states a record, where a supplement so described is still an unsupported claim', () => {
    expect(types(check('Nicotine gum, FDA-approved for over-the-counter sale. Ask at the pharmacy counter.'))).not.toContain('unsubstantiated_scientific_claim');
    expect(types(check('Our herbal sleep supplement is FDA-approved and sold over the counter at every co-op.'))).toContain('unsubstantiated_scientific_claim');
  });
});

describe('a guarantee to pay what the advertiser\'s own error costs', () => {
  it('promises no results or returns, though it covers penalties and interest resulting from the error', () => {
    expect(check('We reimburse late fees or interest charges resulting from a mistake on our end, guaranteed.').filter((f) => f.kind === 'violation' && f.severity !== 'minor')).toEqual([]);
    expect(types(check('Guaranteed results: your credit score up 100 points in 30 days.'))).toContain('absolute_claim');
  });
});

describe('volunteered work', () => {
  it('reads no free-offer terms into volunteers\' free help', () => {
    expect(types(check('After the hailstorm our crews are volunteering: free tarping of damaged roofs Saturday, no charge, nothing to sign.'))).not.toContain('free_offer_conditions');
  });
});

describe('professionals counted as choosing a product', () => {
  it('reads "recommended by 4 out of 5 dentists" and "chosen by 9 in 10 vets" as claims to substantiate', () => {
    for (const text of ['Toothpaste recommended by 4 out of 5 dentists.', 'Chosen by 9 in 10 veterinarians for itchy dogs.']) {
      expect(checkTruthfulAdvertising(ruleInput(text)).map((f) => f.violationType)).toContain('unsubstantiated_scientific_claim');
    }
  });
  it('leaves a practice recommended by its patients', () => {
    expect(checkTruthfulAdvertising(ruleInput('New patients welcome at Lakeside Dental, recommended by our neighbors for 30 years.')).map((f) => f.violationType)).not.toContain(
      'unsubstantiated_scientific_claim',
    );
  });
});
