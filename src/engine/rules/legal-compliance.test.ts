import { describe, expect, it } from 'vitest';
import { carriesPoliticalDisclaimers, checkLegalCompliance } from './legal-compliance';
import { detectPoliticalAd } from './political-context';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const COMPLIANT = `PAID ADVERTISEMENT
Re-elect Sheriff Dan Olson. Vote Tuesday, November 4.
Prepared and paid for by the Olson Volunteer Committee, 412 Oak Ave, Grand Rapids, MN 55744`;

describe('political ad detection', () => {
  it('recognises candidate and ballot-question ads', () => {
    expect(detectPoliticalAd(ruleInput('Elect Maria Lopez for School Board. She puts kids first.')).isPolitical).toBe(true);
    expect(detectPoliticalAd(ruleInput('Vote YES on the Duluth schools operating levy, November 4.')).isPolitical).toBe(true);
  });

  it('leaves commercial uses of "vote" and "candidate" alone', () => {
    expect(detectPoliticalAd(ruleInput('Vote for your favorite pizza in the Readers Choice poll!')).isPolitical).toBe(false);
    expect(detectPoliticalAd(ruleInput('Now hiring. The ideal candidate has a CDL and a clean record.')).isPolitical).toBe(false);
    expect(detectPoliticalAd(ruleInput('Elect to receive paperless statements and save.')).isPolitical).toBe(false);
  });

  it('trusts the declared submission type', () => {
    expect(detectPoliticalAd(ruleInput('Jane Smith. Leadership that listens.', { meta: { submissionType: 'political' } })).isPolitical).toBe(true);
  });

  it('marks federal races', () => {
    expect(detectPoliticalAd(ruleInput('Send Amy Berg to the U.S. Senate. Vote November 3.')).isFederal).toBe(true);
  });
});

describe('political disclaimers (Minn. Stat. 211B.04, 211B.05)', () => {
  it('accepts a complete print ad', () => {
    expect(violations(checkLegalCompliance(ruleInput(COMPLIANT)))).toEqual([]);
  });

  it('rejects a political ad with neither PAID ADVERTISEMENT nor the disclaimer', () => {
    const findings = checkLegalCompliance(ruleInput('Re-elect Sheriff Dan Olson. Experience you can trust. Vote November 4.'));
    expect(types(violations(findings))).toEqual(['missing_paid_advertisement', 'missing_disclaimer']);
    expect(findings.every((f) => f.severity === 'critical' && f.policyCategory === 'state_law')).toBe(true);
    expect(findings[0].policySection).toBe('Minn. Stat. 211B.05 subd. 1');
    expect(findings[0].affectedContent).toBe('Re-elect');
  });

  it('needs both elements: disclaimer alone is not enough', () => {
    const text = 'Re-elect Sheriff Dan Olson.\nPrepared and paid for by the Olson Volunteer Committee, 412 Oak Ave, Grand Rapids, MN 55744';
    expect(types(violations(checkLegalCompliance(ruleInput(text))))).toEqual(['missing_paid_advertisement']);
  });

  it('flags a disclaimer without an address', () => {
    const text = 'PAID ADVERTISEMENT\nElect Maria Lopez for School Board.\nPrepared and paid for by Lopez for Schools.';
    const findings = violations(checkLegalCompliance(ruleInput(text)));
    expect(types(findings)).toEqual(['disclaimer_without_address']);
    expect(findings[0].severity).toBe('major');
  });

  it('accepts a website in place of the mailing address', () => {
    const text = 'PAID ADVERTISEMENT\nElect Maria Lopez for School Board.\nPrepared and paid for by Lopez for Schools, www.lopezforschools.org';
    expect(violations(checkLegalCompliance(ruleInput(text)))).toEqual([]);
  });

  it('advises the Minnesota wording when only "Paid for by" is used', () => {
    const text = 'PAID ADVERTISEMENT\nElect Maria Lopez for School Board.\nPaid for by Lopez for Schools, PO Box 12, Duluth, MN 55802';
    const findings = violations(checkLegalCompliance(ruleInput(text)));
    expect(findings.map((f) => [f.violationType, f.severity])).toEqual([['disclaimer_wording', 'minor']]);
  });

  it('requires the independent-expenditure statement', () => {
    const text = `PAID ADVERTISEMENT\nDefeat the levy. Vote NO November 4.\nThis is an independent expenditure prepared and paid for by Taxpayers United, 90 Main St, Mankato, MN 56001.`;
    expect(types(violations(checkLegalCompliance(ruleInput(text))))).toEqual(['independent_expenditure_statement']);
    const complete = `${text} It is not coordinated with or approved by any candidate nor is any candidate responsible for it.`;
    expect(violations(checkLegalCompliance(ruleInput(complete)))).toEqual([]);
  });

  it('reads an outside group speaking about a candidate as an independent expenditure, whatever it calls itself', () => {
    const attack = `PAID ADVERTISEMENT\nSenator Dahl cut nursing home funding. Tell him to stop.\nPrepared and paid for by Minnesotans for Senior Care Action Fund, 12 Main St, St. Paul, MN 55101`;
    expect(types(violations(checkLegalCompliance(ruleInput(attack))))).toEqual(['independent_expenditure_statement']);
    const pac = `PAID ADVERTISEMENT\nMayor Lund raised your taxes. Vote for change November 4.\nPrepared and paid for by Rochester Taxpayers Association, PO Box 44, Rochester, MN 55903`;
    expect(types(violations(checkLegalCompliance(ruleInput(pac))))).toEqual(['independent_expenditure_statement']);
    const stated = `${attack}. This is an independent expenditure; it is not coordinated with or approved by any candidate nor is any candidate responsible for it.`;
    expect(violations(checkLegalCompliance(ruleInput(stated)))).toEqual([]);
    // A ballot question committee and a candidate's own committee are not independent expenditures.
    const levy = `PAID ADVERTISEMENT\nVote YES for the Duluth schools levy on November 4.\nPrepared and paid for by Duluth Taxpayers for Schools Coalition, PO Box 2, Duluth, MN 55802`;
    expect(violations(checkLegalCompliance(ruleInput(levy)))).toEqual([]);
    const own = `PAID ADVERTISEMENT\nRe-elect Commissioner Ruth Berg.\nPrepared and paid for by the Committee to Elect Ruth Berg, 12 Elm St, Hibbing, MN 55746`;
    expect(violations(checkLegalCompliance(ruleInput(own)))).toEqual([]);
  });

  it('accepts a suite or unit in the payer address', () => {
    const text = 'PAID ADVERTISEMENT\nElect Tom Reyes for Sheriff.\nPrepared and paid for by Reyes for Sheriff, 400 Robert St N, Suite 200, St. Paul, MN 55101';
    expect(violations(checkLegalCompliance(ruleInput(text)))).toEqual([]);
  });

  it('turns missing elements of a digital ad with a landing page into review items', () => {
    const findings = checkLegalCompliance(
      ruleInput('Re-elect Mayor Kim. Vote November 4. Learn more.', {
        meta: { campaignTypes: ['Digital'], landingPageUrl: 'https://kimformayor.org' },
      }),
    );
    expect(violations(findings)).toEqual([]);
    expect(types(reviewItems(findings))).toEqual(['missing_paid_advertisement', 'missing_disclaimer']);
  });

  it('asks for a box check on federal candidate ads', () => {
    const text = 'PAID ADVERTISEMENT\nSend Amy Berg to the U.S. Senate.\nPaid for by Berg for Senate, www.bergforsenate.com, and authorized by Amy Berg.';
    const findings = checkLegalCompliance(ruleInput(text));
    expect(violations(findings)).toEqual([]);
    expect(types(reviewItems(findings))).toEqual(['federal_disclaimer_format']);
  });
});

describe('unlawful offers', () => {
  it('flags agency names implying endorsement, not an agency mentioned in passing', () => {
    expect(types(checkLegalCompliance(ruleInput('Our debt relief program is approved by the IRS. Call today.')))).toEqual(['implied_government_endorsement']);
    expect(checkLegalCompliance(ruleInput('We prepare returns and file electronically with the IRS.'))).toEqual([]);
  });

  it('reads a status the agency grants, and a pointer to the agency\'s own site, as no endorsement', () => {
    const flagged = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(flagged('Home buyer education class, free. Offered by a HUD-approved housing counseling nonprofit.')).toEqual([]);
    expect(flagged('Free help with VA claims. Our officers are accredited by the VA and never charge a fee.')).toEqual([]);
    expect(flagged('GI Bill® is a registered trademark of the U.S. Department of Veterans Affairs (VA). More at the official U.S. government website at www.benefits.va.gov/gibill.')).toEqual([]);
    expect(flagged('HUD-CERTIFIED CASH HOME BUYER. Facing foreclosure? We pay cash.')).toEqual(['implied_government_endorsement']);
    expect(flagged('Accredited by the IRS: fast refunds, every time.')).toEqual(['implied_government_endorsement']);
    // The endorsement reaches past the agency's full title to its name.
    expect(flagged('Endorsed by the United States Department of Health and Human Services: Northfield Hearing Aids.')).toEqual(['implied_government_endorsement']);
    expect(flagged('Sunrise Home Care: licensed by the Minnesota Department of Health, serving Stearns County since 1998.')).toEqual([]);
  });

  it('flags drugs offered for sale, not public-health events', () => {
    expect(types(checkLegalCompliance(ruleInput('Magic mushrooms and psilocybin chocolates, discreet shipping. Text us.')))).toEqual(['controlled_substance_offer']);
    expect(checkLegalCompliance(ruleInput('Fentanyl awareness night at the library. Free naloxone training.'))).toEqual([]);
    expect(types(checkLegalCompliance(ruleInput('Fresh khat bundles flown in weekly, $35 a bundle. Text 612-555-0100.')))).toEqual(['controlled_substance_offer']);
    expect(types(checkLegalCompliance(ruleInput('Miraa cusub, $30 xirmo kasta. Wac 612-555-0101.')))).toEqual(['controlled_substance_offer']);
    expect(types(checkLegalCompliance(ruleInput('Jaad cusub, qiimaha jumlada waa jaban. Wac 612-555-0102.')))).toEqual(['controlled_substance_offer']);
    expect(checkLegalCompliance(ruleInput('Khat and families: a community talk on prevention and recovery. Free, Saturday 2 pm.'))).toEqual([]);
  });

  it('flags prescription drugs without prescription', () => {
    expect(types(checkLegalCompliance(ruleInput('Compounded semaglutide shipped to you, no prescription needed!')))).toEqual([
      'prescription_drug_without_prescription',
    ]);
    expect(checkLegalCompliance(ruleInput('Ask your doctor about Ozempic. Prescription required.'))).toEqual([]);
  });

  it('flags counterfeit goods but not licensed replica jerseys', () => {
    expect(types(checkLegalCompliance(ruleInput('AAA quality replica Rolex watches, $99!')))).toEqual(['counterfeit_goods']);
    expect(checkLegalCompliance(ruleInput('Official Vikings replica jerseys, all sizes.'))).toEqual([]);
  });

  it('sends adult-use cannabis retailers to review', () => {
    expect(types(reviewItems(checkLegalCompliance(ruleInput('North Star Dispensary now open in Duluth. 21+.'))))).toEqual(['cannabis_business']);
  });

  it('sees a drug sale cue in the next sentence', () => {
    expect(types(checkLegalCompliance(ruleInput('Magic mushroom chocolate bars, 3 grams per bar. Shipped discreetly anywhere.')))).toEqual(['controlled_substance_offer']);
  });
});

describe('unlawful offers read as concepts', () => {
  const flagged = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));

  it('reads an agency as endorser in any frame, outside negation and real designations', () => {
    for (const text of [
      'Approved by the FBI for home security.',
      'Our crews are certified by FEMA. Call today.',
      'FEMA-certified roofing crews for storm damage.',
      'The Centers for Medicare has authorized our office to update your card.',
      'We are an official partner of the Social Security Administration.',
      'Official Social Security notice: call now to keep your benefits.',
      'Our VA-endorsed home equity program is open to you.',
      'VA-Endorsed Home Loans for veterans, zero down.',
      'Recommended by the Social Security Administration: call our benefits helpline.',
      'Our herbal blood sugar formula is FDA-approved and all natural.',
      'FDA approved detox tea: melt away toxins.',
    ]) {
      expect(flagged(text), text).toEqual(['implied_government_endorsement']);
    }
    for (const text of [
      'Authorized IRS e-file provider since 2004.',
      'Medicare-approved supplier of diabetic shoes; we bill Medicare directly.',
      'VA-approved lender for home loans.',
      'IRS Certified Acceptance Agent: ITIN applications in Spanish and English.',
      'VA-accredited claims agent, free help with your disability claim.',
      'We are not affiliated with or endorsed by the U.S. government or Medicare.',
      'Hiring: former FBI agents welcome to apply.',
      'The Social Security office is moving; our tax office is next door.',
      'VA-backed home loans with zero down from a VA-approved lender.',
      'Free help filing VA disability claims from our VA-accredited service officer.',
      'FDA-cleared hearing aids, fitted by our audiologists.',
      'Vitamin D gummies. These statements have not been evaluated by the FDA.',
      'Our turmeric supplement is made in an FDA-registered facility.',
      'Ask your doctor whether this FDA-approved prescription is right for you.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });

  it('reads controlled substances by street name beside a sale, not in prevention copy or everyday words', () => {
    for (const text of [
      'Golden Teacher caps and microdose capsules. Discreet mail, Venmo only.',
      'Molly, pressies and ket for the festival. Same-day drop-off, hit my line.',
      'Selling shrooms and acid tabs, DM me.',
    ]) {
      expect(flagged(text), text).toEqual(['controlled_substance_offer']);
    }
    for (const text of [
      "Molly's Cafe: order online for pickup.",
      'Blues festival tickets on sale now, buy at the box office.',
      'A retired DEA agent on fentanyl and what parents should know. Free.',
      'Grow your own oyster and shiitake mushrooms! Kits $25, order online.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });

  it('reads a prescription drug offered past the prescription, however the gate is waived', () => {
    for (const text of [
      'Real alprazolam bars, 2 mg. No script, no questions. Overnight shipping.',
      'Compounded GLP-1 injections delivered. Skip the doctor appointment and just check out.',
      'Amoxicillin 500 mg, and you never need a prescription from your doctor.',
      'Viagra and Cialis online, no doctor visit, discreet delivery.',
      'Addys and xannies, no script, fast delivery. DM.',
      'Percs, roxies and blues for pain, no doctor needed, cash app.',
      'Oxycodone 30mg for sale, text me.',
    ]) {
      expect(flagged(text), text).toEqual(['prescription_drug_without_prescription']);
    }
    for (const text of [
      'We fill Ozempic and Wegovy prescriptions from your provider.',
      'Ask your doctor if Mounjaro is right for you. Prescription required.',
      'Our telehealth doctors can prescribe semaglutide after a video visit.',
      'Blues night at the bar! Live music, cheap beans and chili, no cover, no tickets needed.',
      'Prescription drug drop-off box at the police station. No questions asked.',
      'Vikes tickets and signed footballs, text me, cash only.',
      'Testosterone booster for men, text us for wholesale pricing.',
      'Xanax dependence? Confidential help at our clinic, text us.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });

  it('reads counterfeits as a copy of a brand or its logo, not genuine, licensed or logo-free goods', () => {
    for (const text of [
      'Mirror-quality Rolex Submariner copies, $180.',
      'Tumblers at half price! Factory copies with the logo etched on.',
      'Fake Rolex watches for sale.',
      'Knockoff Gucci belts, $20.',
      'Gucci bags, exact copies, nobody can tell. $60.',
      'Rolex copies that look 100% real, two for $150.',
      'Ray-Ban copies that look exactly like the originals, $15.',
    ]) {
      expect(flagged(text), text).toEqual(['counterfeit_goods']);
    }
    for (const text of [
      'Pre-owned Louis Vuitton bags, each authenticated. We never sell replicas or copies.',
      'Designer handbag dupes, inspired by the runway, no logos.',
      'Official licensed replica Stanley Cup trophy.',
      'Photo copies 10 cents at the library.',
      'Yeti-style tumbler copies, no logos, look just like the real ones, $12.',
      'Pre-owned Rolex, authenticated, with papers. Looks like new!',
      'Replica Stanley Cup on display at the Civic Center this weekend. Official NHL event.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });
});

describe('unlawful offers in the trade\'s own words', () => {
  const flagged = (t: string) => types(violations(checkLegalCompliance(ruleInput(t))));

  it('reads counterfeits across a colon, and copies sold as undetectable', () => {
    for (const text of [
      'Gucci Marmont 1:1 mirror grade, $90.',
      'Replicas: Chanel, Dior and Prada, $75 each.',
      'Designer wallets, 1:1 quality, same stamps as the boutique.',
      'Rolex Datejust copies, same serials as the real ones. Nobody will ever know.',
      'Bolsas réplica Louis Vuitton y Gucci, envío gratis.',
    ]) {
      expect(flagged(text), text).toEqual(['counterfeit_goods']);
    }
    for (const text of [
      'Mix the paint 1:1 with water: designer colors for less.',
      'Authentic Coach bags: store returns, tags attached, nobody will ever know they were returns.',
      'Handmade leather totes, no logos. Nobody will know they cost $40.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });

  it('reads the advertiser styled as an agency, the USDA as endorser, and leaves local government and real grades alone', () => {
    for (const text of [
      'URGENT: Social Security Benefits Update\nSeniors born before 1960 should call now.',
      'Important Medicare Notice for residents of Stearns County. Call 1-800-555-0101.',
      'Questions? Call the Federal Benefits Hotline at 1-888-555-0102.',
      'USDA approved honey from our own hives, $9 a jar.',
      'Our jerky is endorsed by the U.S. Department of Agriculture.',
    ]) {
      expect(flagged(text), text).toEqual(['implied_government_endorsement']);
    }
    for (const text of [
      'Got an IRS notice? Bring your IRS notice to Hometown Tax and we will answer it.',
      'The Social Security office is moving; our tax office is next door.',
      'Call the Minnesota Senior LinkAge Line helpline for free Medicare counseling.',
      'USDA certified organic vegetables at the Saturday market.',
      'USDA Prime steaks, dry aged 28 days.',
      'Free tax preparation at the library by IRS-certified volunteers.',
      'Re-elect the auditor who has the backing of county government and local business.',
      'Proudly supported by city government and the Chamber of Commerce.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });

  it('reads prescription drugs by trade names and the gate waived in Spanish and Somali', () => {
    for (const text of [
      'Compounded sema, 4-week vial, shipped to your door. No script needed. DM for price.',
      'Little blue pills, 30 for $49. No Rx, no doctor talk, plain packaging.',
      'Tramadol y antibióticos sin receta, envío a todo Minnesota.',
      'Xanax, no necesita receta médica. Escríbanos por WhatsApp.',
      'Amoxicilina y penicilina sin receta, envío a domicilio.',
      'Antibiyootig iyo kaniini. Looma baahna warqad dhakhtar. Wac 612-555-0100.',
    ]) {
      expect(flagged(text), text).toEqual(['prescription_drug_without_prescription']);
    }
    for (const text of [
      'Semaglutide programs with a licensed clinician; prescription required.',
      'Antibióticos solo con receta médica. Farmacia San José, Minneapolis.',
      'Strep throat? Our walk-in clinic treats it and prescribes antibiotics, no appointment needed.',
      'Receta de la abuela: tamales sin gluten, $12 la docena.',
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });
});

describe('political ads read by office and ballot', () => {
  it('recognises a campaign that names an office and the ballot, however worded', () => {
    expect(detectPoliticalAd(ruleInput('Keep Janet Moe working for you. Olmsted County Commissioner, District 4. Return your ballot by November 3.')).isPolitical).toBe(true);
    expect(detectPoliticalAd(ruleInput('Mark your ballot for Tom Reyes, Hennepin County Attorney.')).isPolitical).toBe(true);
  });

  it('leaves an official at an event or a popularity poll alone', () => {
    expect(detectPoliticalAd(ruleInput('County Commissioner Ruth Berg invites you to the library ribbon cutting, June 4.')).isPolitical).toBe(false);
    expect(detectPoliticalAd(ruleInput('Meet the mayor at our pancake breakfast! Vote for your favorite pancake.')).isPolitical).toBe(false);
  });
});

describe('political disclaimers in Spanish and on ballot questions', () => {
  it('accepts a Spanish campaign ad with its disclaimers in Spanish', () => {
    const text = 'ANUNCIO PAGADO\nReelija a Lucía Paredes para el concejo municipal. Vote el 5 de noviembre.\nPreparado y pagado por Comité Paredes, 218 Main St, Willmar, MN 56201';
    expect(violations(checkLegalCompliance(ruleInput(text)))).toEqual([]);
  });

  it('flags a Spanish ballot-question ad with neither disclaimer', () => {
    const text = '¡Vota SÍ a la pregunta del condado! Más autobuses y rutas nuevas. Vota el 5 de noviembre.';
    expect(types(violations(checkLegalCompliance(ruleInput(text))))).toEqual(['missing_paid_advertisement', 'missing_disclaimer']);
  });

  it('reads "Yes on Question N" as a ballot question and wants the payer\'s address', () => {
    const text = 'YES ON QUESTION 2\nA new pool for Austin kids.\nPaid for by Swim Austin Yes.';
    expect(types(violations(checkLegalCompliance(ruleInput(text))))).toEqual(['missing_paid_advertisement', 'disclaimer_without_address', 'disclaimer_wording']);
  });

  it('reads the title of an upload when the copy alone does not show the campaign', () => {
    const text = 'Clean lakes and safe trails for every neighborhood.\nPaid for by Friends of Owatonna Parks.';
    expect(violations(checkLegalCompliance(ruleInput(text)))).toEqual([]);
    expect(types(violations(checkLegalCompliance(ruleInput(text, { meta: { title: 'Vote yes on the parks levy' } }))))).toContain('missing_paid_advertisement');
  });
});

describe('independent expenditures told by a voting record or the description', () => {
  const payer = 'Prepared and paid for by Rural Health Action Fund, 40 Oak St, Willmar, MN 56201';
  it('reads a named person\'s voting record as an ad about a candidate', () => {
    const text = `PAID ADVERTISEMENT\nKarin Holm voted to close two rural clinics.\nAsk her why on November 5.\n${payer}`;
    expect(types(violations(checkLegalCompliance(ruleInput(text))))).toEqual(['independent_expenditure_statement']);
  });

  it('leaves a council\'s vote on a ballot question alone', () => {
    const text = `PAID ADVERTISEMENT\nThe City Council voted to put the library bond on the ballot. Vote yes November 5.\n${payer}`;
    expect(violations(checkLegalCompliance(ruleInput(text)))).toEqual([]);
  });

  it('takes the description\'s word that the ad is an independent expenditure', () => {
    const text = 'PAID ADVERTISEMENT\nVote for a county board that listens. November 5.\nPrepared and paid for by Friends of Fair Roads, 9 Elm St, Marshall, MN 56258';
    expect(violations(checkLegalCompliance(ruleInput(text)))).toEqual([]);
    const declared = ruleInput(text, { meta: { description: 'Independent expenditure supporting two county board candidates.' } });
    expect(types(violations(checkLegalCompliance(declared)))).toEqual(['independent_expenditure_statement']);
  });
});

describe('unlawful offers in other words', () => {
  it('reads a bureau named as partner and an agency notice under a heading', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Proud authorized partner of the U.S. Mint: proof sets shipped in days.'))))).toEqual(['implied_government_endorsement']);
    expect(types(violations(checkLegalCompliance(ruleInput('IMPORTANT OFFICIAL NOTICE: Social Security Administration\nCall now to update your benefit.'))))).toEqual(['implied_government_endorsement']);
    expect(violations(checkLegalCompliance(ruleInput('Silver rounds from a private mint, not affiliated with the U.S. Mint.')))).toEqual([]);
    const wrapped = 'Our advisers are an approved partner of the Social Security\nAdministration, here to help you file.';
    expect(types(violations(checkLegalCompliance(ruleInput(wrapped))))).toEqual(['implied_government_endorsement']);
    expect(violations(checkLegalCompliance(ruleInput('Questions about your retirement benefits from Social\nSecurity? Our volunteers can point you to the right office.')))).toEqual([]);
  });

  it('reads copies of the big names and copies carrying the maker\'s marks', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Mirror-grade copies of the top brands, half the boutique price.'))))).toEqual(['counterfeit_goods']);
    expect(types(violations(checkLegalCompliance(ruleInput('1:1 batch watches. Dial, crown and caseback engravings all identical, box and papers too.'))))).toEqual(['counterfeit_goods']);
    expect(types(violations(checkLegalCompliance(ruleInput('Knockoff-priced totes with the same logos as the mall stores.'))))).toEqual(['counterfeit_goods']);
    expect(violations(checkLegalCompliance(ruleInput('Our own-design totes: inspired by the classics, no logos, same great leather.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Authenticated pre-owned designer bags with the same tags they left the boutique with.')))).toEqual([]);
  });

  it('reads a controlled substance sold by the piece or over the counter, not a talk about it', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Psilocybin gummies, 3 g per gummy. Ask at the register, cash only.'))))).toEqual(['controlled_substance_offer']);
    expect(violations(checkLegalCompliance(ruleInput('Psilocybin and teens: what parents should know. Free forum, ask at the library desk.')))).toEqual([]);
  });

  it('reads a skin or hair drug sold past its prescription', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Finasteride tablets shipped monthly. No prescription, no video visit.'))))).toEqual(['prescription_drug_without_prescription']);
    expect(violations(checkLegalCompliance(ruleInput('Ask our dermatologist whether tretinoin is right for you; prescriptions after a video visit.')))).toEqual([]);
  });

  it('reads ADHD stimulants and livestock drugs on a veterinarian\'s order sold past their gate', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Exam week? Concerta and Focalin, no prescription needed. Text for drop-off.'))))).toEqual(['prescription_drug_without_prescription']);
    expect(types(violations(checkLegalCompliance(ruleInput('Tulathromycin and florfenicol for your calves, no vet script needed, cash at the counter.'))))).toEqual(['prescription_drug_without_prescription']);
    expect(violations(checkLegalCompliance(ruleInput('Banamine and Nuflor filled on your veterinarian\'s prescription. Herd health counter open 8-5.')))).toEqual([]);
  });

  it('reads drinks for an under-21 crowd with the age check waived, not a check kept', () => {
    const winked = checkLegalCompliance(ruleInput('College night, 18 and over. $3 pitchers till 11 and we never card, wink.'));
    expect(types(violations(winked))).toEqual(['alcohol_to_minors']);
    expect(violations(checkLegalCompliance(ruleInput('18+ dance night. Drinks for 21+ with wristbands only: no ID, no wristband.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Teens welcome at the all-ages show. Beer for 21+ only; fake IDs will be taken and kept.')))).toEqual([]);
  });

  it('reads a livestock drug sold past the veterinarian, not one sold on a vet\'s order', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Amoxicillin for calves and horses, skip the vet visit. We ship the same day.'))))).toEqual([
      'prescription_drug_without_prescription',
    ]);
    expect(violations(checkLegalCompliance(ruleInput("Penicillin for cattle now needs a veterinary prescription: bring your vet's order to the farm store.")))).toEqual([]);
  });

  it('reads someone else\'s pills sold on the quiet, not pills taken back', () => {
    expect(types(violations(checkLegalCompliance(ruleInput("Garage sale Saturday. Also mom's leftover Percocet and Valium, ask quietly."))))).toEqual([
      'prescription_drug_without_prescription',
    ]);
    expect(violations(checkLegalCompliance(ruleInput('Bring leftover oxycodone and other unused pills to the pharmacy take-back bin.')))).toEqual([]);
  });

  it('reads aerial fireworks offered to buyers, not a display or the legal kinds', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Skyrockets, firecrackers and 500 gram repeaters by the case. Delivered to your door in Rochester, cash only.'))))).toEqual([
      'aerial_fireworks_sale',
    ]);
    expect(types(violations(checkLegalCompliance(ruleInput('Fireworks tent open daily till July 5: mortars, cakes and shells, best prices in the county.'))))).toEqual([
      'aerial_fireworks_sale',
    ]);
    expect(violations(checkLegalCompliance(ruleInput('City fireworks display at dusk over the lake: aerial shells fired by a licensed operator.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Sparklers, fountains and snakes: Minnesota-legal fireworks at our tent, open daily till July 5.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Fresh cakes and cupcakes to order at the bakery counter, open daily.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Gun show: buy, sell, trade. Knives, optics, reloading supplies, cash and carry.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Cherry bomb cocktails and 500g bags of coffee beans, order at the counter before prices skyrocket.')))).toEqual([]);
  });

  it('reads a financial regulator lent as endorser, and a preparer the IRS is said to approve', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Our gold fund is SEC-approved and pays 9% a month.'))))).toEqual(['implied_government_endorsement']);
    expect(violations(checkLegalCompliance(ruleInput('Personal loans approved in 60 sec. Registered with the SEC as an investment adviser.')))).toEqual([]);
    expect(types(violations(checkLegalCompliance(ruleInput('IRS-approved tax preparers on duty every Saturday.'))))).toEqual(['implied_government_endorsement']);
    expect(violations(checkLegalCompliance(ruleInput('Free returns from IRS-certified volunteer preparers at the library.')))).toEqual([]);
  });

  it('reads a private firm named as a federal office, not a federal credit union', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('FEDERAL HOUSING RELIEF\nPROCESSING CENTER\nCall today to claim your grant.'))))).toEqual([
      'implied_government_endorsement',
    ]);
    expect(violations(checkLegalCompliance(ruleInput('Federal Credit Union Member Center opens Monday on Main Street.')))).toEqual([]);
    expect(violations(checkLegalCompliance(ruleInput('Come see the new Lakeside Federal Savings office downtown.')))).toEqual([]);
  });
});

describe('independent expenditures, deep fakes and digital disclaimers', () => {
  const politicalAd = (text: string, meta = {}) => checkLegalCompliance(ruleInput(text, { meta: { submissionType: 'political', ...meta } }));

  it('reads an outside group backing a person for a seat, not a group hosting candidates', () => {
    const ie = politicalAd('PAID ADVERTISEMENT\nShe fixed the roads. Send her back to the County Board.\nPrepared and paid for by Lakes Area Action Fund, 18 Elm St, Brainerd, MN 56401.');
    expect(types(violations(ie))).toEqual(['independent_expenditure_statement']);
    const dinner = politicalAd(
      'PAID ADVERTISEMENT\nSpring dinner: hear from candidates for the Legislature. Tickets $40.\nPrepared and paid for by North Shore Workers Political Fund, 9 Pier Rd, Two Harbors, MN 55616.',
    );
    expect(violations(dinner)).toEqual([]);
  });

  it('reads a synthetic picture of a person as a deep fake, not a stand against them', () => {
    const fake = politicalAd(
      'PAID ADVERTISEMENT\nA digitally altered video of Mayor Tran counting bribes. Vote him out November 3.\nPrepared and paid for by Mankato Forward Committee, 5 Oak St, Mankato, MN 56001.',
    );
    expect(types(violations(fake))).toContain('election_deep_fake');
    const stand = politicalAd('PAID ADVERTISEMENT\nRe-elect Jo Lind: she will ban AI-generated videos in campaign ads.\nPrepared and paid for by Lind Volunteer Committee, 5 Oak St, Mankato, MN 56001.');
    expect(types(violations(stand))).not.toContain('election_deep_fake');
    // The submitter's note on the artwork says how the picture was made.
    const copy = 'PAID ADVERTISEMENT\n[Photo: Mayor Tran asleep at a council meeting]\nVote him out November 3.\nPrepared and paid for by Mankato Forward Committee, 5 Oak St, Mankato, MN 56001.';
    expect(types(violations(politicalAd(copy, { description: 'The picture of the mayor asleep was generated with an AI tool.' })))).toContain('election_deep_fake');
    expect(types(violations(politicalAd(copy, { description: 'Photo by our volunteer at the May 4 council meeting.' })))).not.toContain('election_deep_fake');
  });

  it('reads a digital ad that prints its disclaimer but not PAID ADVERTISEMENT, and leaves a bare banner to its landing page', () => {
    const meta = { submissionType: 'advertisement', campaignTypes: ['Digital'], landingPageUrl: 'https://example.org/yes' };
    const printed = checkLegalCompliance(
      ruleInput('Vote yes on the library levy, November 3.\nPrepared and paid for by Yes for Libraries, 77 Lake St, Winona, MN 55987.', { meta }),
    );
    expect(types(violations(printed))).toEqual(['missing_paid_advertisement']);
    const banner = checkLegalCompliance(ruleInput('Vote yes on the library levy, November 3.', { meta }));
    expect(violations(banner)).toEqual([]);
  });

  it('reads a payer address the layout wrapped over a line', () => {
    expect(
      violations(politicalAd('PAID ADVERTISEMENT\nVote yes on the library levy, November 3.\nPrepared and paid for by Yes for Libraries, 77 Lake\nSt, Winona, MN 55987.')),
    ).toEqual([]);
    expect(violations(politicalAd('PAID ADVERTISEMENT\nVote yes on the library levy, November 3.\nPrepared and paid for by Yes for Libraries, 400 Cedar St, Suite 5, St.\nPaul, MN 55101.'))).toEqual([]);
  });
});

describe('legal compliance: round five', () => {
  const politicalAd = (text: string, meta = {}) => checkLegalCompliance(ruleInput(text, { meta: { submissionType: 'political', ...meta } }));

  it('reads a notario offering immigration work, not a notary stamping papers or a lawyer warning against notarios', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('NOTARIO PÚBLICO\nTramitamos su residencia y permiso de trabajo. Llame hoy, precios bajos.'))))).toEqual(['unauthorized_practice_of_law']);
    expect(violations(checkLegalCompliance(ruleInput('Notaria pública: poderes notariales, cartas y traducciones certificadas. Abierto sábados.')))).toEqual([]);
    expect(
      violations(checkLegalCompliance(ruleInput('Ortega Law Firm. Asylum and green card cases. Cuidado: un notario no es abogado y no puede llevar su caso de inmigración.'))),
    ).toEqual([]);
  });

  it('reads an office called the immigration authority\'s own agent', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Somos agentes autorizados de Inmigración. Citas los sábados.'))))).toEqual(['implied_government_endorsement']);
    expect(types(violations(checkLegalCompliance(ruleInput('Official immigration agent for the Twin Cities. Visa forms filed fast.'))))).toEqual(['implied_government_endorsement']);
    expect(violations(checkLegalCompliance(ruleInput('Immigration paperwork help from a DOJ accredited representative at the parish office.')))).toEqual([]);
  });

  it('reads an agency vouching across a wrapped capitals heading, not a designation', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('SOCIAL SECURITY\nAPPROVED BENEFIT\nADVISERS\nCall us today.'))))).toEqual(['implied_government_endorsement']);
    expect(violations(checkLegalCompliance(ruleInput('AUTHORIZED IRS\nE-FILE PROVIDER\nRefunds in days.')))).toEqual([]);
  });

  it('reads the Somali paid-advertisement and disclaimer statements', () => {
    expect(
      violations(politicalAd('XAYEYSIIS LA BIXIYAY\nU codee Cabdi Yuusuf, Golaha Magaalada\nWaxaa diyaariyay oo bixiyay Cabdi for Council, 1200 Cedar Ave, Minneapolis, MN 55404.')),
    ).toEqual([]);
    expect(types(violations(politicalAd('U codee Cabdi Yuusuf, Golaha Magaalada\nWaxaa diyaariyay oo bixiyay Cabdi for Council, 1200 Cedar Ave, Minneapolis, MN 55404.')))).toEqual([
      'missing_paid_advertisement',
    ]);
  });

  it('accepts the non-coordination statement as committees shorten it, and reads a group of people for a cause as an outside group', () => {
    const attack = 'PAID ADVERTISEMENT\nSenator Dahl voted to cut school funding. Call him.\nPrepared and paid for by Parents for Strong Schools, 44 Oak St, Anoka, MN 55303.';
    expect(types(violations(politicalAd(attack)))).toEqual(['independent_expenditure_statement']);
    expect(violations(politicalAd(`${attack} This is an independent expenditure not approved by any candidate nor is any candidate responsible for it.`))).toEqual([]);
    expect(violations(politicalAd('PAID ADVERTISEMENT\nRe-elect Senator Dahl.\nPrepared and paid for by Dahl for Senate, 44 Oak St, Anoka, MN 55303.'))).toEqual([]);
    const retirees = 'PAID ADVERTISEMENT\nSenator Dahl voted to cut the renters\' credit. Tell him no.\nPrepared and paid for by Pensioners for Fair Rent, 9 Elm St, Anoka, MN 55303.';
    expect(types(violations(politicalAd(retirees)))).toEqual(['independent_expenditure_statement']);
  });

  it('keeps a declared political ad\'s missing statement when the word pointed at was read with low confidence', () => {
    const text = 'Vote YES for the Pine City levy\nPrepared and paid for by Yes for Pine City Kids, PO Box 8, Pine City, MN 55063.';
    const input = ruleInput(text, { meta: { submissionType: 'political' } });
    const findings = checkLegalCompliance({ ...input, uncertain: [{ start: 0, end: 4 }] });
    expect(types(violations(findings))).toEqual(['missing_paid_advertisement']);
  });
});

describe('round six frames', () => {
  const politicalAd = (text: string, meta = {}) => checkLegalCompliance(ruleInput(text, { meta: { submissionType: 'political', ...meta } }));

  it('reads a street address without its ZIP as the payer address, but not a committee name alone', () => {
    expect(types(violations(politicalAd('PAID ADVERTISEMENT\nVote NO on the Elk River bond.\nPrepared and paid for by Elk River Taxpayers, 720 Main Street W, Elk River, MN.')))).toEqual([]);
    expect(types(violations(politicalAd('PAID ADVERTISEMENT\nVote NO on the Elk River bond.\nPrepared and paid for by Elk River Taxpayers.')))).toContain('disclaimer_without_address');
  });

  it('asks no address of a federal candidate committee the candidate authorized, but does of an unauthorized payer', () => {
    const authorized = 'PAID ADVERTISEMENT\nSend Joe Varga to Congress.\nPaid for by Varga for Congress. Authorized by Joe Varga.';
    expect(violations(politicalAd(authorized))).toEqual([]);
    // The candidate's own committee paying, named for the candidate, needs no separate authorization line.
    expect(violations(politicalAd('PAID ADVERTISEMENT\nJoe Varga: a farmer for the First District.\nPrepared and paid for by Varga for Congress, 12 Main St, Mankato, MN 56001.'))).toEqual([]);
    expect(types(violations(politicalAd('PAID ADVERTISEMENT\nJoe Varga for Congress: a farmer for the First District.\nPrepared and paid for by Farmers United, 12 Main St, Mankato, MN 56001.')))).toContain(
      'federal_authorization_statement',
    );
    const outside = 'PAID ADVERTISEMENT\nSend Joe Varga to Congress.\nPaid for by Farmers United. Not authorized by any candidate or candidate\'s committee.';
    expect(types(violations(politicalAd(outside)))).toContain('disclaimer_without_address');
  });

  it('reads an agency name that heads a law as the law, not an endorser', () => {
    expect(types(checkLegalCompliance(ruleInput('Your first consultation is free, as permitted by federal regulations. Call our office.')))).toEqual([]);
    expect(types(checkLegalCompliance(ruleInput('Our debt relief program is authorized by the federal government. Call today.')))).toEqual(['implied_government_endorsement']);
  });

  it('reads a price beside a controlled substance as a sale', () => {
    expect(types(checkLegalCompliance(ruleInput('Shroom chocolate bars now in, 3 for $50 at the shop.')))).toEqual(['controlled_substance_offer']);
    expect(types(checkLegalCompliance(ruleInput('Psilocybin and the brain: a public lecture. Tickets $10. Prevention speakers follow.')))).toEqual([]);
  });

  it('reads a claim of FDA approval on a hemp product as false, not a hemp drink that names no agency', () => {
    expect(types(checkLegalCompliance(ruleInput('The first FDA approved delta 9 gummies, 5 mg each. 21+ only.')))).toEqual(['implied_government_endorsement']);
    expect(types(checkLegalCompliance(ruleInput('Hemp seltzer, 5 mg THC per can, lab tested in Minnesota. 21+ only.')))).toEqual([]);
  });

  it('reads the singular firecracker as a name, the plural with a sale as the product', () => {
    expect(types(checkLegalCompliance(ruleInput('Firecracker Lemonade: our Fourth of July special, pick up a pitcher at the stand.')))).toEqual([]);
    expect(types(checkLegalCompliance(ruleInput('Firecrackers and bottle rockets, stock up at our tent by the highway.')))).toEqual(['aerial_fireworks_sale']);
  });
});

describe('round seven: agency names, unlawful trades, campaigns in other languages', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));

  it('reads a product regulator as an endorser only with pure endorsement or the official voice', () => {
    expect(found('Certified Lifeline carrier. Officially FCC-endorsed for seniors on benefits. Stop by for your free phone.')).toEqual(['implied_government_endorsement']);
    expect(found('Our balance blend is recommended by the CDC for every adult over sixty.')).toEqual(['implied_government_endorsement']);
    expect(found('FCC certified two-way radios and scanners in stock from $49.')).toEqual([]);
    expect(found('EPA certified wood stoves on display this weekend, 10% off.')).toEqual([]);
    expect(found('FHA approved condo complex. Ask your lender about FHA financing.')).toEqual([]);
  });

  it('reads "official" before a country-named agency, but not a lender naming the loan program', () => {
    expect(found('OFFICIAL UNITED STATES DEPARTMENT OF VETERANS AFFAIRS BENEFIT LOANS\nZero down, call Ridgeview Funding.')).toEqual(['implied_government_endorsement']);
    expect(found('We accept VA and FHA loans. VA-approved lender, NMLS 44120. Equal Housing Lender.')).toEqual([]);
    expect(found('Free return prep by IRS-certified volunteers, an IRS e-file provider. Bring last year\'s W-2s.')).toEqual([]);
  });

  it('reads a private relief office named after an agency, not the agency\'s own centers', () => {
    expect(found('TREASURY DEBT SETTLEMENT BUREAU\nBack taxes erased in weeks. Call now.')).toEqual(['implied_government_endorsement']);
    expect(found('Stuck with a tax lien? Call our Federal Tax Forgiveness Helpline today. Brightline Tax Partners LLC.')).toEqual(['implied_government_endorsement']);
    expect(found('Our clinic is across the street from the VA Medical Center. Walk-ins welcome.')).toEqual([]);
  });

  it('reads FDA approval of a supplement sold without a prescription, not of an over-the-counter drug', () => {
    expect(found('Nature\'s Pulse fish oil softgels: the only FDA-approved omega formula you can buy without a prescription.')).toEqual(['implied_government_endorsement']);
    expect(found('Stop-smoking lozenges, FDA approved to help you quit, no prescription needed. Also this week: multivitamins 2 for $12.')).toEqual([]);
  });

  it('reads a reshipping or payment-forwarding job, not a warehouse job or a warning', () => {
    expect(found('Home parcel agent wanted: accept boxes at your residence, repackage them and send them on with labels we send. $450 weekly.')).toEqual(['money_mule_job']);
    expect(found('Remote finance assistant: client funds arrive in your bank account, then you forward them by wire the same day and keep 5%. $30/hr.')).toEqual(['money_mule_job']);
    expect(found('Dock workers needed. Unload trucks, scan packages, relabel pallets for the stores. $21/hr, benefits. Apply online.')).toEqual([]);
    expect(found('Now hiring care aides. $19/hr, paid every Friday by direct deposit to your account.')).toEqual([]);
    expect(found('Fraud warning: a "job" that ships packages to your home for you to reship is a scam. Report it.')).toEqual([]);
  });

  it('reads animals offered in the fighting trade\'s words, not hunting dogs or a rescue', () => {
    expect(found('Bully pups out of dead game lines, sire proven, $2,000 firm. Dogmen call only.')).toEqual(['animal_fighting']);
    expect(found('Hatch stags and pullets, sold as fighting roosters, $150 each. Text 555-0140.')).toEqual(['animal_fighting']);
    expect(found('Springer pups from field lines, game bred and steady to wing. Ready for the upland season, $900.')).toEqual([]);
    expect(found('Meet Duke, a pit bull saved from a dog fighting ring. Adopt him at the shelter this Saturday.')).toEqual([]);
  });

  it('reads wagers on cockfights or their live streams as promoting the fight, not a history talk or an air show', () => {
    expect(found('Peleas de gallos en vivo todos los sábados: apuestas desde $10 en la app GalloRey.')).toEqual(['animal_fighting']);
    expect(found('Stream the big derby: bet on every cockfight from Manila on your phone. 18+.')).toEqual(['animal_fighting']);
    expect(found('Cockfighting in the old Philippines: a history talk at the public library, free admission.')).toEqual([]);
    expect(found('Air show Saturday: watch a live dogfight between two restored P-51s over the lake.')).toEqual([]);
  });

  it('reads homemade liquor sold by the container, not a licensed shop, a kit or a jelly', () => {
    expect(found('Home distilled corn whiskey, $25 a jar. Limited batch, pick up at my place.')).toEqual(['unlicensed_alcohol_sale']);
    expect(found('Apple pie moonshine $22.99 per bottle at Corner Liquor this week.')).toEqual([]);
    expect(found('Make your own wine at home: complete kits $59, Saturday class free with purchase.')).toEqual([]);
    expect(found('Homemade wine jelly, $7 a jar at the Saturday market.')).toEqual([]);
  });

  it('reads cannabis offered by a private seller, not a licensed store or a tolerant roommate', () => {
    expect(found('Kush by the eighth or the zip, Venmo accepted, delivered same night.')).toEqual(['unlicensed_cannabis_sale']);
    expect(found('Room for rent near campus, $650. 420 friendly house, quiet, text me.')).toEqual([]);
    expect(found('Licensed cannabis retailer now open: flower, pre-rolls and edibles, 21+ with valid ID.')).toEqual([]);
  });

  it('reads a job ad that turns a protected group away, not an age minimum or an open invitation', () => {
    expect(found('Roofing crew hiring, $26/hr. Strong young men only, nobody over 45.')).toEqual(['discriminatory_job_ad']);
    expect(found('Now hiring cashiers. Older applicants need not apply.')).toEqual(['discriminatory_job_ad']);
    expect(found('Now hiring dishwashers. Must be 16 or older, no one under 16. $15/hr.')).toEqual([]);
    expect(found('Help wanted at the orchard, $17/hr. Men and women of all ages encouraged to apply.')).toEqual([]);
  });

  it('reads nicotine offered with the age check waived as an unlawful sale, not a smoke-free family night', () => {
    expect(found('Cotton candy disposables, 2 for $15. All ages welcome. No ID, no problem.')).toEqual(['tobacco_sale_without_age_check']);
    expect(found('Family fun night, all ages welcome. Smoke-free and vape-free building.')).toEqual([]);
    expect(found('Vape shop: disposables 20% off. 21+ only, ID checked every visit.')).toEqual([]);
  });

  it('reads an age band with a ceiling and an apology to a group as turning workers away', () => {
    expect(found('ROOFERS WANTED NOW\nLooking for strong workers, 18-30 only\n$26/hr to start')).toEqual(['discriminatory_job_ad']);
    expect(found('Crew wanted for the fall harvest, $20/hr. Sorry ladies, too physical for you.')).toEqual(['discriminatory_job_ad']);
    expect(found('Now hiring line cooks, 20-30 hours a week, $18 an hour. Ages 16 and up welcome.')).toEqual([]);
    expect(found('Wanted: used cars and trucks, 2010-2018 models, cash paid.')).toEqual([]);
  });

  it('reads a campaign written in Vietnamese, Somali or Hmong as political', () => {
    expect(found('Hãy bầu cho Linh Trần\nỨng cử viên Hội đồng Thành phố')).toEqual(['missing_paid_advertisement', 'missing_disclaimer']);
    expect(found('U codee Faadumo Cali\nGolaha Magaalada, Doorashada Nofeembar 4')).toEqual(['missing_paid_advertisement', 'missing_disclaimer']);
    expect(found('Hmong New Year festival, Saint Paul RiverCentre. Food, music, ball toss.')).toEqual([]);
  });
});

describe('round seven: fireworks stands that list their legal stock', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));

  it('reads aerials named outright even where the stand claims its stock is legal', () => {
    expect(found('Minnesota legal: fountains and sparklers. Under the counter: mortar shells and Roman candles, ask at the register.')).toEqual(['aerial_fireworks_sale']);
  });

  it('leaves a stand that says the aerials are illegal and not sold', () => {
    expect(found('Legal in Minnesota fireworks: fountains, snakes and sparklers. Roman candles and bottle rockets are illegal here, so we do not stock them.')).toEqual([]);
  });
});

describe('round seven: unlicensed trades, home-kitchen cannabis, Amharic campaigns', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));

  it('reads a licensed trade offered by someone who says they hold no license', () => {
    expect(found('Electrician for hire, not licensed but 20 years doing wiring and panel upgrades. Cash only, call me.')).toEqual(['unlicensed_service']);
    expect(found('Child care openings in my home for several families. I am not licensed, $150 per week per child.')).toEqual(['unlicensed_service']);
    expect(found('Licensed and insured electrician, panel upgrades from $1,200. Call today.')).toEqual([]);
    expect(found('Becoming a licensed nail tech? Not licensed yet? Enroll in our spring course, $500 deposit.')).toEqual([]);
    expect(found('Beware of unlicensed roofing contractors after a storm. Report them to the state.')).toEqual([]);
  });

  it('reads a licensed trade done without its permit as a saving', () => {
    expect(found('Basement finishing: we frame and do the wiring without pulling permits, which saves you weeks. Call us.')).toEqual(['unlicensed_service']);
    expect(found('Never hire a contractor who works without permits. Verify every license at the state site.')).toEqual([]);
  });

  it('reads cannabis baked at home and sold by message, not a hemp shop or a bar menu', () => {
    expect(found('Grandma\'s secret recipe: homemade peanut butter cookies made with THC, 20mg each, $30 a dozen. Venmo, porch pickup.')).toEqual(['unlicensed_cannabis_sale']);
    expect(found('Hemp-derived THC cookies baked in our licensed kitchen. See the menu online, 21+.')).toEqual([]);
    expect(found('THC seltzers now on the menu at the taproom. Kitchen open until 10.')).toEqual([]);
  });

  it('reads an Amharic campaign as political, not an Amharic restaurant ad', () => {
    expect(found('ለከተማ ምክር ቤት አበበ በቀለን ይምረጡ')).toEqual(['missing_paid_advertisement', 'missing_disclaimer']);
    expect(found('የኢትዮጵያ ምግብ ቤት። እንኳን ደህና መጡ። Injera and coffee every day.')).toEqual([]);
  });

  it('reads a storm contractor paying the homeowner\'s deductible, and not an owner told to pay it', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(found('Hail hit your siding? Lakes Area Exteriors will waive your deductible on any full replacement.')).toContain('contractor_pays_deductible');
    expect(found('Storm-damaged roof? $0 deductible, we handle the adjuster. Call North Star Roofing.')).toContain('contractor_pays_deductible');
    expect(found('Hail damage? You pay only your deductible; we bill your insurer for the rest. North Star Roofing.')).not.toContain('contractor_pays_deductible');
  });

  it('reads a relief programme titled after an agency as implied endorsement, and an agency\'s loans as none', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(found('IRS DEBT FORGIVENESS\nSettle your back taxes for pennies. Call Summit Tax Group LLC.')).toContain('implied_government_endorsement');
    expect(found('FHA and VA home loans with low down payments. Call Prairie Mortgage, NMLS 12345.')).not.toContain('implied_government_endorsement');
  });

  it('reads a vape named with a cannabinoid as a hemp product, not nicotine sold without an age check', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(found('THC vapes and CBD disposables, no ID needed.')).not.toContain('tobacco_sale_without_age_check');
    expect(found('Disposable vapes and Zyn pouches, no ID needed.')).toContain('tobacco_sale_without_age_check');
  });

  it('reads the land, wildlife and law-enforcement agencies as agencies whose names imply endorsement', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(found('Spring Crappie Derby, sanctioned by the U.S. Fish & Wildlife Service. $30 per angler.')).toContain('implied_government_endorsement');
    expect(found('Official U.S. Marshals surplus sale: trucks, boats and trailers this Saturday.')).toContain('implied_government_endorsement');
    expect(found('Report illegal dumping to the U.S. Forest Service ranger station. Firewood for sale, $8 a bundle.')).not.toContain('implied_government_endorsement');
  });

  it('reads an FDA approval claimed for a magnet, copper or stem-cell cure as false, not for a device honestly described', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(found('Magnetic copper insoles, FDA cleared, end foot pain for good.')).toContain('implied_government_endorsement');
    expect(found('FDA-approved stem cell shots rebuild worn hips without surgery.')).toContain('implied_government_endorsement');
    expect(found('Shockwave therapy is an FDA-cleared option for plantar fasciitis; ask your podiatrist whether it fits you.')).not.toContain('implied_government_endorsement');
  });

  it("keeps a prescriber's no, stated as a refund condition, as the gate kept", () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    const rx = 'Hair loss treatment online. A licensed physician reviews your answers and may prescribe finasteride; consult refunded if you are not prescribed.';
    expect(found(rx)).not.toContain('prescription_drug_without_prescription');
    expect(found('Finasteride shipped to your door, no prescription needed.')).toContain('prescription_drug_without_prescription');
  });

  it('reads the Vietnamese and Hmong campaign disclaimers, and the complete one of two', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text, { meta: { submissionType: 'political' } }))));
    const vietnamese = 'QUẢNG CÁO CÓ TRẢ TIỀN\nHãy bầu cho Lê Thu Hà, Hội đồng Thành phố.\nĐược soạn và trả tiền bởi Ủy ban Lê Thu Hà, 45 University Ave W, St. Paul, MN 55103.';
    expect(found(vietnamese)).toEqual([]);
    const hmong = 'KEV TSHAJ TAWM THEM NYIAJ\nPov npav rau Txoov Xyooj, Pawg Thawj Coj Tsev Kawm Ntawv.\nNpaj thiab them nyiaj los ntawm Pawg Txhawb Txoov Xyooj, 880 Payne Ave, St. Paul, MN 55130. (Prepared and paid for by Friends of Txoov Xyooj.)';
    expect(found(hmong)).toEqual([]);
    expect(found('PAID ADVERTISEMENT\nVote for Dana Reyes, City Council.\nPrepared and paid for by Friends of Dana Reyes.')).toContain('disclaimer_without_address');
  });

  it('reads "FDA approved" said of a slimming pill sold off the shelf as a false federal endorsement', () => {
    const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(found('TrimFlex keto pills: FDA approved, melt fat fast. 30 count $39.')).toContain('implied_government_endorsement');
    expect(found('Ask your doctor whether an FDA-approved weight-loss medicine is right for you. Prescription required.')).not.toContain('implied_government_endorsement');
  });

  it('reads the armed forces as a government body whose approval an ad borrows', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Boot Camp Fitness: the Army-approved workout, 6 a.m. daily. Join now.'))))).toContain('implied_government_endorsement');
    expect(types(violations(checkLegalCompliance(ruleInput('Army Navy surplus: wool blankets, boots and packs. Veterans get 10% off.'))))).not.toContain('implied_government_endorsement');
  });
});

describe('a candidate\'s committee called by its supporters, a lender\'s approval, OCR\'s "Al"', () => {
  const politicalAd = (text: string) => checkLegalCompliance(ruleInput(text, { meta: { submissionType: 'political' } }));
  it('reads "Neighbors for <the candidate>" as the candidate\'s own committee, and a cause group as an outside one', () => {
    const own = 'PAID ADVERTISEMENT\nMarisol Okafor for County Commissioner, District 3\nPrepared and paid for by Neighbors for Okafor, 210 Elm St, Winona, MN 55987.';
    expect(types(politicalAd(own))).not.toContain('independent_expenditure_statement');
    const outside = 'PAID ADVERTISEMENT\nCommissioner Dahl voted to raise your taxes.\nPrepared and paid for by Neighbors for Lower Taxes, 210 Elm St, Winona, MN 55987.';
    expect(types(politicalAd(outside))).toContain('independent_expenditure_statement');
  });

  it('reads "subject to credit approval" and an agency that disclaims endorsement as no government endorsement', () => {
    const loan = 'SBA 7(a) loans from River Bank, subject to credit approval and SBA rules. The SBA does not endorse any lender.';
    expect(types(checkLegalCompliance(ruleInput(loan)))).not.toContain('implied_government_endorsement');
  });

  it('reads an "Al-generated" image of a candidate as the AI-generated one OCR misread', () => {
    const text = 'PAID ADVERTISEMENT\n[Al-generated, realistic image of Sen. Ruth Berg taking cash]\nVote her out.\nPrepared and paid for by Citizens for Clean Hands, 4 Main St, Ely, MN 55731.';
    expect(types(politicalAd(text))).toContain('election_deep_fake');
  });
});

describe('a staffing firm that places only one people', () => {
  it('reads "only places real Americans" as a discriminatory job ad, and a firm placing everyone as none', () => {
    expect(types(checkLegalCompliance(ruleInput('We hire for warehouses across the metro. Ridgeline Staffing only places real Americans. Call 612-555-0140.')))).toContain('discriminatory_job_ad');
    expect(types(checkLegalCompliance(ruleInput('Ridgeline Staffing places immigrants and Americans alike in warehouse jobs. Equal opportunity employer.')))).not.toContain('discriminatory_job_ad');
  });
});

describe('political disclaimers in place', () => {
  it('holds both of Minnesota\'s disclaimers, in English or in the language of the copy, and not one alone', () => {
    expect(carriesPoliticalDisclaimers('PAID ADVERTISEMENT\nVote Lee.\nPrepared and paid for by Lee for Council, 4 Elm St, Winona, MN 55987.')).toBe(true);
    expect(carriesPoliticalDisclaimers('ANUNCIO PAGADO\nVote por Lee.\nPreparado y pagado por Lee para Concejo, 4 Elm St, Winona, MN 55987.')).toBe(true);
    expect(carriesPoliticalDisclaimers('Vote Lee.\nPrepared and paid for by Lee for Council, 4 Elm St, Winona, MN 55987.')).toBe(false);
    expect(carriesPoliticalDisclaimers('PAID ADVERTISEMENT\nVote Lee on Tuesday.')).toBe(false);
  });
});

describe('erection drugs by their slang', () => {
  it('reads "blue pills" offered without a prescription as a prescription drug sold past its gate', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Truck stop counter: blue pills by the pack, no doctor visit needed.'))))).toContain(
      'prescription_drug_without_prescription',
    );
    expect(types(violations(checkLegalCompliance(ruleInput('Blue pill or red pill? Book the Matrix escape room downtown, $25 a player.'))))).not.toContain(
      'prescription_drug_without_prescription',
    );
  });
});

describe('prescription drugs offered without one, in Korean and Russian', () => {
  it('reads the prescription waived before or after it is named', () => {
    const check = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(check('수면제와 항생제, 처방전 없이 택배로 보내 드립니다. 문자 주세요.')).toContain('prescription_drug_without_prescription');
    expect(check('Антибиотики без рецепта врача, привезём домой. Пишите в WhatsApp.')).toContain('prescription_drug_without_prescription');
    expect(check('항생제는 처방전을 가져오시면 조제해 드립니다. 동네 약국.')).not.toContain('prescription_drug_without_prescription');
  });
});

describe('a federal disclaimer the layout note says is not boxed', () => {
  const politicalAd = (text: string, meta = {}) => checkLegalCompliance(ruleInput(text, { meta: { submissionType: 'political', ...meta } }));
  const AD = 'PAID ADVERTISEMENT\nSend Ruth Amundsen to Congress.\nPaid for by Amundsen for Congress. Authorized by Ruth Amundsen.';

  it('is the violation itself, read in the copy or in the description', () => {
    expect(types(violations(politicalAd(`${AD}\nArt note: disclaimer printed unboxed beneath the photo.`)))).toContain('federal_disclaimer_not_boxed');
    expect(types(violations(politicalAd(AD, { description: 'The committee line sits in the text block without a border.' })))).toContain('federal_disclaimer_not_boxed');
  });

  it('stays a thing to check where nothing is said of the box, or the box is there', () => {
    expect(types(reviewItems(politicalAd(AD)))).toContain('federal_disclaimer_format');
    expect(types(violations(politicalAd(`${AD}\nLAYOUT: the Paid for by line sits in a ruled box at the foot of the ad.`)))).not.toContain('federal_disclaimer_not_boxed');
  });
});

describe('the Coast Guard\'s approval of boating safety gear', () => {
  it('is a real product status, not an implied endorsement', () => {
    expect(types(violations(checkLegalCompliance(ruleInput('Throwable cushions and type II PFDs in stock, all U.S. Coast Guard approved.'))))).not.toContain('implied_government_endorsement');
    expect(types(violations(checkLegalCompliance(ruleInput('Officially approved by the U.S. Coast Guard: our auto loans for veterans.'))))).toContain('implied_government_endorsement');
  });
});

describe('a public body\'s information that takes no side', () => {
  it('is no campaign material', () => {
    const notice = 'Road Referendum Open House\nLakeview Township answers residents\' questions on the March 10 road-tax referendum: costs, routes and timelines. The township board does not advocate either way.';
    expect(detectPoliticalAd(ruleInput(notice)).isPolitical).toBe(false);
    expect(detectPoliticalAd(ruleInput('Vote YES on the Lakeview road-tax referendum, March 10. Fix our roads.')).isPolitical).toBe(true);
  });
});

describe('a pay band in a job ad', () => {
  it('is no age band, however the dollar sign sits', () => {
    const jobAd = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
    expect(jobAd('Drivers wanted. $19-24/hour plus tips, weekly pay. Apply online.')).not.toContain('discriminatory_job_ad');
    expect(jobAd('Line cooks wanted, $17 - 21 an hour. Apply within.')).not.toContain('discriminatory_job_ad');
    expect(jobAd('Line cooks wanted, guys 19-26 only. Apply within.')).toContain('discriminatory_job_ad');
  });
});

describe('khat in Amharic', () => {
  it('is a controlled substance offered when it is said to have arrived or sold by the bundle', () => {
    expect(types(checkLegalCompliance(ruleInput('አዲስ ጫት ደርሷል! ቅዳሜ ብቻ። ይደውሉ 612-555-0190')))).toContain('controlled_substance_offer');
    expect(types(checkLegalCompliance(ruleInput('ስለ ጫት ጉዳት የማህበረሰብ ውይይት። ቅዳሜ በቤተ መጻሕፍት።')))).not.toContain('controlled_substance_offer');
  });
});

describe('places, outside groups and street words', () => {
  const check = (text: string) => checkLegalCompliance(ruleInput(text));
  it('reads an outside group asking for a candidate by name as an independent expenditure', () => {
    const text = 'PAID ADVERTISEMENT\nRe-elect Okafor: she kept the parks open.\nPrepared and paid for by Northside Parents Alliance, 12 Elm St, Ely, MN 55731.';
    expect(types(check(text))).toContain('independent_expenditure_statement');
    const measure = 'PAID ADVERTISEMENT\nVote Yes on the library levy.\nPrepared and paid for by Northside Parents Alliance, 12 Elm St, Ely, MN 55731.';
    expect(types(check(measure))).not.toContain('independent_expenditure_statement');
  });
  it('reads street measures of street words as a cannabis sale, and not a gardener\'s ounces', () => {
    expect(types(violations(check('Eighths of gas and zips of exotics, dropped off same day. Text the plug.')))).toContain('unlicensed_cannabis_sale');
    expect(types(violations(check('Seed packets by the ounce, delivered to your door. Prairie Garden Supply, Ely.')))).not.toContain('unlicensed_cannabis_sale');
  });
  it('takes a town named Federal for no federal office', () => {
    expect(types(check('Fish fry Friday. Proceeds to the Federal Heights Fire Relief.'))).not.toContain('implied_government_endorsement');
    expect(types(check('FEDERAL MORTGAGE RELIEF\nCall today to lower your payment.'))).toContain('implied_government_endorsement');
  });
});

describe('protected wildlife traded, brand marks at a fraction of the price', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));

  it('reads eagle or owl parts and bear galls bought for cash, and hides untagged', () => {
    expect(found('Paying cash for owl talons and golden eagle plumes, any condition. Call Dale.')).toEqual(['protected_wildlife_trade']);
    expect(found('Selling two bear gall bladders, dried, best offer.')).toEqual(['protected_wildlife_trade']);
    expect(found('Buying fox and coyote pelts, untagged is fine, cash at the door.')).toEqual(['protected_wildlife_trade']);
  });
  it('leaves imitations, tagged furs and a warning alone', () => {
    expect(found('Imitation eagle feathers for dance regalia, $8 each.')).toEqual([]);
    expect(found('Fur buyer at the co-op Saturday: tagged bobcat and fisher, raw muskrat. Top prices.')).toEqual([]);
    expect(found('Selling eagle feathers is a federal crime. Report offers to the game warden.')).toEqual([]);
  });

  it('reads a brand sold with its own marks at a fraction of its price', () => {
    expect(found('Oakley and Ray-Ban shades, same logos and cases, a fraction of the price. Parking lot sale Friday.')).toEqual(['counterfeit_goods']);
    expect(found('Authorized Oakley dealer: the same logo you trust, 20% off this weekend.')).toEqual([]);
  });
});

describe('a product called the official one of an agency', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
  it('reads "the official boot of the National Park Service" as an endorsement claimed', () => {
    expect(found('The official boot of the National Park Service. Waterproof, $189 at Trailhead Outfitters.')).toContain('implied_government_endorsement');
  });
  it('leaves an outfitter that sends readers to the agency for permits', () => {
    expect(found('Official outfitter of the Gunflint Trail canoe season. Permits are issued by the U.S. Forest Service.')).not.toContain('implied_government_endorsement');
  });
});

describe('pet-trade antibiotics sold for people', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
  it('reads them as the prescription drug they are when the prescription is waived', () => {
    expect(found('Fish Flex capsules, the same pills doctors hand out for an ear infection. No prescription needed, $25 a bottle.')).toContain('prescription_drug_without_prescription');
  });
  it('leaves them sold for the aquarium', () => {
    expect(found('Fish-Mox for your aquarium: treats fin rot in tropical fish. Follow the label. $18 at Pet Depot.')).toEqual([]);
  });
});

describe('a vape shop that sells cannabinoids', () => {
  const found = (text: string) => types(violations(checkLegalCompliance(ruleInput(text))));
  it('reads its disposables as cannabinoid devices, which the hemp rules judge', () => {
    expect(found('Northern Lights Vapes: HHC and delta-10 disposables, no card needed, 2 for $40.')).not.toContain('tobacco_sale_without_age_check');
  });
  it('still reads nicotine sold with no ID', () => {
    expect(found('Northern Lights Vapes: mint disposables and nicotine pouches, no ID needed.')).toContain('tobacco_sale_without_age_check');
  });
});
