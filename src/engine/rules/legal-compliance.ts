import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { detectPoliticalSubmission, votingRecords, type TPoliticalContext } from './political-context';
import { concept, docOf, isNegatedHit, mentions, near, occurrences, quantityHits, restsOnUncertainWords, tokenize, union, type TConceptDoc, type TFrame, type THit } from './concepts';
import {
  deductibleCovered,
  discriminatoryHiring,
  fightingAnimalOffer,
  moneyMuleJob,
  nicotineWithoutAgeCheck,
  protectedWildlifeTrade,
  streetCannabisSale,
  unlicensedLiquorSale,
  unlicensedTradeOffer,
} from './legal-unlawful-trade';
import { artNote } from './art-note';
import { findAll, findFirst, findPhrase, lineAround, lineEndOf, sentenceAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.legalCompliance);

const CITE = {
  paidAdvertisement: { section: 'Minn. Stat. 211B.05 subd. 1', category: 'state_law', effectiveDate: null },
  disclaimer: { section: 'Minn. Stat. 211B.04 subd. 1', category: 'state_law', effectiveDate: null },
  independentExpenditure: { section: 'Minn. Stat. 211B.04 subd. 2', category: 'state_law', effectiveDate: null },
  digitalExemption: {
    section: 'Minn. Stat. 211B.04; MN Secretary of State disclaimer exemptions (electronic communications linking to the disclaimer)',
    category: 'state_law',
    effectiveDate: null,
  },
  federalDisclaimer: { section: '52 U.S.C. 30120; 11 CFR 110.11', category: 'federal_law', effectiveDate: '2023-03-01' },
  deepFake: { section: 'Minn. Stat. 609.771', category: 'state_law', effectiveDate: null },
  agencyName: { section: '18 U.S.C. 709', category: 'federal_law', effectiveDate: null },
  controlledSubstance: { section: '21 U.S.C. 841, 843(c)', category: 'federal_law', effectiveDate: '1970-10-27' },
  prescriptionDrug: { section: '21 U.S.C. 353(b); 21 U.S.C. 843(c)', category: 'federal_law', effectiveDate: null },
  cannabis: { section: 'Minn. Stat. 342.64; 21 U.S.C. 843(c)', category: 'state_law', effectiveDate: null },
  counterfeit: { section: '18 U.S.C. 2320; 15 U.S.C. 1114', category: 'federal_law', effectiveDate: null },
  underageDrinking: { section: 'Minn. Stat. 340A.503', category: 'state_law', effectiveDate: null },
  fireworks: { section: 'Minn. Stat. 624.20, 624.21', category: 'state_law', effectiveDate: null },
  moneyMule: { section: '18 U.S.C. 1956 (laundering), 18 U.S.C. 1341 and 1343 (mail and wire fraud)', category: 'federal_law', effectiveDate: null },
  animalFighting: { section: 'Minn. Stat. 343.31; 7 U.S.C. 2156', category: 'state_law', effectiveDate: null },
  wildlifeTrade: { section: '16 U.S.C. 668 (eagles); 16 U.S.C. 703 (migratory birds); Minn. Stat. ch. 97A', category: 'federal_law', effectiveDate: null },
  unlicensedLiquor: { section: 'Minn. Stat. 340A.401', category: 'state_law', effectiveDate: null },
  unlicensedCannabis: { section: 'Minn. Stat. 342.09, 342.64', category: 'state_law', effectiveDate: null },
  unlicensedTrade: { section: 'Minn. Stat. 245A.03 (child care), 326B.31-326B.59 (electrical, plumbing), 326B.805 (contractors), 146B (body art), 155A (cosmetology)', category: 'state_law', effectiveDate: null },
  employmentDiscrimination: { section: 'Minn. Stat. 363A.08 subd. 4; 42 U.S.C. 2000e-3(b); 29 U.S.C. 623(e)', category: 'state_law', effectiveDate: null },
  deductible: { section: 'Minn. Stat. 325E.66 (residential contractors; insurance deductibles)', category: 'state_law', effectiveDate: null },
  tobacco21: { section: 'Minn. Stat. 609.685; 21 U.S.C. 387f(d)(5) (Tobacco 21)', category: 'state_law', effectiveDate: '2019-12-20' },
  practiceOfLaw: { section: 'Minn. Stat. 481.02 (unauthorized practice of law); 8 C.F.R. 292.1 (who may represent persons in immigration matters)', category: 'state_law', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

// A campaign in Spanish states its disclaimers in Spanish: "ANUNCIO PAGADO" or "AVISO PAGADO", "Preparado y pagado por", "Pagado por".
// In Somali the paid advertisement is "XAYAYSIIS (LACAG) LA BIXIYAY" (spelt xayaysiis, xayeysiis or xaysiis) and the
// disclaimer "Waxaa diyaariyay oo bixiyay" (prepared and paid by).
// In Vietnamese they are "QUẢNG CÁO CÓ TRẢ TIỀN" and "Được soạn và trả tiền bởi"; in Hmong "KEV TSHAJ TAWM THEM NYIAJ" (an
// announcement paid for) and "Npaj thiab them nyiaj los ntawm" (prepared and paid by).
const PAID_ADVERTISEMENT =
  /\bPAID\s+ADVERTISEMENT\b|\b(?:ANUNCIO|AVISO|PUBLICIDAD)\s+(?:POL[IÍ]TIC[OA]\s+)?PAGAD[OA](?![\p{L}])|\bxa(?:ya|ye)?ysiis\s+(?:lacag\s+)?la\s+bixiyay\b|(?<![\p{L}])qu[ảa]ng\s+c[áa]o\s+(?:c[óo]\s+)?tr[ảa]\s+(?:ti[ềe]n|ph[íi])(?![\p{L}])|\b(?:kev\s+)?tshaj\s+tawm\s+them\s+nyiaj\b/iu;
const MN_DISCLAIMER =
  /\bprepared\s+and\s+paid\s+for\s+by\b|\bpreparad[oa]\s+y\s+pagad[oa]\s+por\b|\bwaxaa\s+diyaariy[ae]y\s+oo\s+(?:lacagta\s+)?bixiy[ae]y\b|(?<![\p{L}])(?:đ|d)[ưu][ợo]c\s+so[ạa]n(?:\s+th[ảa]o)?\s+v[àa]\s+tr[ảa]\s+(?:ti[ềe]n|ph[íi])\s+b[ởo]i(?![\p{L}])|\bnpaj\s+thiab\s+them(?:\s+(?:nyiaj|nqi))?\s+los\s+ntawm\b/iu;
const NO_COST_DISCLAIMER = /\bprepared\s+by\b[^.\n]{0,80}\bcommittee\b/i;
const PAID_FOR_BY = /\bpaid\s+for\s+by\b|\bpagad[oa]\s+por\s+(?!adelantado\b)/i;
const INDEPENDENT_EXPENDITURE = /\bindependent\s+expenditure\b|\bgasto\s+independiente\b/i;
// The statement as the statute words it, or shortened the way committees print it: "not approved by any candidate nor is any
// candidate responsible for it", "not coordinated with any candidate".
const NOT_COORDINATED =
  /\bnot\s+(?:coordinated\s+with|approved\s+by|authori[sz]ed\s+by)(?:\s+or\s+(?:coordinated\s+with|approved\s+by|authori[sz]ed\s+by))?\s+any\s+candidate\b|\bnor\s+is\s+any\s+candidate\s+responsible\b|\bno\s+(?:est[aá]\s+)?coordinad[oa]\s+con\b/i;
// A street address with a Minnesota ZIP, a PO box, or a website (allowed when the site shows the address).
// A suite, unit or floor may follow the street ("400 Robert St N, Suite 1500, St. Paul MN 55101"); the layout may
// wrap the street or the city over a line ("2400 Riverside / Ave, Minneapolis", "St. / Paul, MN").
const PAYER_ADDRESS =
  /\b\d{1,6}\s+[A-Za-z0-9 .'#\n-]{2,60}?,?(?:\s+(?:Suite|Ste\.?|Unit|Apt\.?|Floor|Fl\.?|Room|Rm\.?|#)\s*[\w-]+,?)?\s+[A-Za-z .'\n-]{2,40},?\s+(?:MN|Minn\.?|Minnesota)\.?\s*\d{5}(?:-\d{4})?\b|\bP\.?\s?O\.?\s+Box\s+\d+|\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|us|info)\b/i;
// A street address without its ZIP, or with a ZIP the scan misread: a number, a street named with its kind (St, Ave,
// Road, Hwy...), then a town and the state. "200 Main St, Anytown, MN".
const STREET_ADDRESS =
  /\b\d{1,6}\s+(?:[A-Za-z0-9.'-]+\s+){1,4}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Hwy|Highway|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Trl|Trail|Cir|Circle)\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\.?)?,?(?:\s+(?:Suite|Ste\.?|Unit|#)\s*[\w-]+,?)?\s+[A-Za-z .'\n-]{2,40},?\s+(?:MN|Minn\.?|Minnesota)\b/;
const FEDERAL_AUTHORIZATION = /\bauthori[sz]ed\s+by\b|\bnot\s+authori[sz]ed\s+by\s+any\s+candidate|\bautorizad[oa]\s+por\b/i;
const SYNTHETIC_MEDIA = /\b(?:AI[-\s]generated|deep\s?fakes?|digitally\s+(?:altered|created|generated)|synthetic\s+(?:media|video|image|voice))\b/i;

// Unlawful offers, read as concepts: a thing the law restricts near what makes offering it unlawful
// (a sale, a missing prescription, a copy of a brand, an agency as endorser), each outside negation.

/** Federal agencies and the government as a whole: names whose misuse implies official endorsement. */
export const FEDERAL_AGENCY = concept('federal agency', [
  'irs', 'internal revenue service', 'fbi', 'cia', 'secret service', 'social security administration', 'social security', '=ssa', 'medicare', 'medicaid',
  'centers for medicare', 'centers for medicare and medicaid services', '=cms', '=va', 'veterans affairs', 'department of veterans affairs', 'fema',
  'federal emergency management agency', '=hud', 'department of housing', 'treasury', 'department of the treasury', 'homeland security', 'department of justice',
  'department of defense', 'department of homeland security', 'department of energy', 'department of education', 'small business administration', '=sba',
  'federal trade commission', '=ftc', 'census bureau', 'postal service', '=usps', 'white house', 'u s government', 'us government', 'united states government',
  'federal government', 'government', 'federally',
  // Bureaus whose products are sold on: coins and medals, notes, parks passes.
  'united states mint', 'u s mint', 'us mint', 'bureau of engraving', 'bureau of engraving and printing', 'federal reserve', 'national park service', 'department of state',
  'state department', 'passport agency', 'treasury department',
  // Immigration: the agency that grants green cards and citizenship.
  'uscis', 'citizenship and immigration services', 'u s citizenship and immigration services', 'immigration and customs enforcement', 'immigration and naturalization service',
  // Land, wildlife and law-enforcement agencies whose names sell hunts, derbies, seized goods and surplus.
  'fish and wildlife service', 'fish wildlife service', 'u s fish and wildlife service', 'u s fish wildlife service', 'forest service', 'u s forest service', 'bureau of land management', '=blm',
  'national weather service', '=noaa', 'national oceanic and atmospheric administration', 'department of the interior', 'department of interior',
  'bureau of indian affairs', 'indian health service', 'marshals service', 'u s marshals', 'us marshals', 'united states marshals', 'coast guard', 'army corps of engineers',
  'customs and border protection', 'transportation security administration', '=tsa', 'general services administration', '=gsa', 'bureau of prisons',
]);
/**
 * The armed forces, whose approval sells boot camps, gear and surplus ("Army-approved workout"). Kept apart from
 * FEDERAL_AGENCY: a "Navy SEAL" is a sailor, not a seal the national-symbols rule reads.
 */
const ARMED_FORCES = concept('armed forces', [
  'u s army', 'us army', 'united states army', '=army', 'u s navy', 'us navy', '=navy', 'air force', 'u s air force', 'marine corps', 'u s marine corps', 'space force',
  'national guard', 'armed forces', 'pentagon', 'department of the army',
]);
/**
 * Agencies whose names sell farm and food goods ("USDA approved eggs"). Kept apart from FEDERAL_AGENCY, which the
 * national-symbols rule also reads for seals.
 */
const FOOD_AGENCY = concept('food agency', ['usda', 'u s d a', 'department of agriculture', 'u s department of agriculture']);

/** A government below the federal one: "the backing of Wright County government" borrows no federal name. */
const LOCAL_GOVERNMENT = new Set(['county', 'city', 'state', 'local', 'town', 'township', 'municipal', 'tribal', 'student', 'school', 'minnesota', 'village', 'metro', 'regional']);
/** Words that make an agency vouch for the advertiser. "Approved" and "certified" are also real designations (see below). */
const ENDORSEMENT = concept('endorsement', [
  'approved', 'endorsed', 'endorses', 'endorse', 'certified', 'authorized', 'authorised', 'authorizes', 'sanctioned', 'recommended', 'backed', 'sponsored',
  'accredited', 'partner', 'partners', 'partnered', 'affiliate', 'affiliated', 'official agent', 'contractor',
]);
/** Vouching an agency never grants as a designation: a "VA-endorsed" loan is an endorsement, a "VA-approved lender" a status. */
const PURE_ENDORSEMENT = concept('pure endorsement', ['endorsed', 'endorses', 'endorse', 'endorsement', 'recommended', 'recommends']);
/** The FDA approves drugs and clears devices; it approves no supplement or natural remedy. */
const FDA = concept('fda', ['=fda', 'food and drug administration']);
const FDA_STATUS = concept('fda status', ['approved', 'approves', 'approval', 'certified', 'endorsed', 'cleared', 'authorized', 'backed', 'recommended']);
const SUPPLEMENT = concept('supplement', [
  'supplement', 'supplements', 'natural', 'naturally', 'herbal', 'herb', 'herbs', 'gummies', 'tea', 'extract', 'vitamin', 'vitamins', '=cbd', 'essential oil', 'essential oils',
  'tonic', 'blend', 'homeopathic', 'detox', 'cleanse', 'superfood', 'booster', 'boosters',
  // Hemp and cannabinoid products: the FDA has approved none sold in a store.
  'hemp', 'hemp derived', '=thc', 'delta 8', 'delta 9', 'delta 10', 'cannabinoid', 'cannabinoids', 'kratom', 'seltzer', 'seltzers',
  // What a supplement aisle sells: softgels of fish oil, CoQ10, probiotics, collagen.
  'softgel', 'softgels', 'fish oil', 'omega 3', '=coq10', 'probiotic', 'probiotics', 'collagen', 'turmeric', 'elderberry', 'ashwagandha', 'melatonin', 'multivitamin',
  'multivitamins', 'dietary supplement', 'nutraceutical', 'nutraceuticals', 'superfoods',
  // Slimming products sold off the shelf: "fat burner", "keto pills", "diet pills".
  'fat burner', 'fat burners', '=keto', 'diet pill', 'diet pills', 'slimming', 'weight loss supplement', 'weight loss supplements',
  // Devices and treatments sold on a cure claim that no agency has approved: magnets, copper, unapproved stem-cell shots.
  'magnet', 'magnets', 'magnetic', 'copper', 'bracelet', 'bracelets', 'stem cell', 'stem cells', 'ionic', 'regenerative',
]);
/** "Official government notice": the advertiser presenting itself as the agency. */
const OFFICIAL_VOICE = concept('official voice', ['official notice', 'official form', 'official program', 'official agent', 'official partner', 'official agency', 'official document', 'official representative', 'official government', 'official federal']);
const OFFICIAL_WORD = concept('official', ['official', 'officially']);
/** Designations an agency really grants: an authorized e-file provider, a VA-approved lender, a Medicare-approved supplier. */
const REAL_DESIGNATION = concept('agency designation', [
  'e file', 'efile', 'enrolled agent', 'acceptance agent', 'claims agent', 'service officer', 'service officers', 'representative', '=vso', 'attorney', 'attorneys', 'lender', 'lenders', 'loan', 'loans', 'mortgage', 'mortgages', 'supplier', 'suppliers', 'provider', 'providers', 'home health',
  'hospice', 'facility', 'facilities', 'school', 'gi bill', 'renovator', 'renovators', 'lead safe', 'inspected', 'benefits accepted', 'plans', 'plan',
  // HUD approves housing counseling agencies; the VA accredits the officers who file claims.
  'housing counseling', 'housing counselor', 'housing counselors', 'counseling agency', '=officer', '=officers',
  // What the USDA really grades and certifies: "USDA certified organic", "USDA inspected", "USDA Prime".
  'organic', 'grade', 'prime', 'choice', 'plant', 'processor',
]);
/**
 * IRS-certified VITA volunteers and preparers prepare returns under the agency's own program; the IRS certifies
 * them but approves or endorses no preparer, so "IRS approved tax preparer" still borrows its name.
 */
const CERTIFIED_DESIGNATION = concept('certified designation', ['volunteer', 'volunteers', 'preparer', 'preparers']);
const CERTIFIED = concept('certified', ['certified', 'certification']);
/** Regulators that approve no investment, product or firm: "SEC-approved", "CFTC endorsed". */
const FINANCIAL_REGULATOR = concept('financial regulator', [
  'securities and exchange commission', '=sec', 'commodity futures trading commission', '=cftc', 'consumer financial protection bureau', '=cfpb',
]);
/** Acronyms that are also everyday abbreviations ("60 sec"): an agency only in capitals. */
const CAPITALS_ONLY = new Set(['sec']);
/**
 * Agencies that really test and certify products (FCC equipment authorisation, EPA-certified stoves, FAA-approved
 * parts, FHA-approved lenders): their names imply endorsement only with words no agency grants ("FCC-endorsed"), as
 * the advertiser's official voice, or as the advertiser's own office.
 */
const PRODUCT_REGULATOR = concept('product regulator', [
  '=fcc', 'federal communications commission', '=fda', 'food and drug administration', '=epa', 'environmental protection agency', '=osha', '=nhtsa', '=faa',
  'federal aviation administration', '=cdc', 'centers for disease control', '=nih', 'national institutes of health', '=nasa', 'department of labor', '=atf', '=dea',
  'drug enforcement administration', '=fha', 'federal housing administration', 'department of transportation', 'consumer product safety commission', '=cpsc', '=hhs',
  'health and human services',
]);
const AGENCY = union('agency', FEDERAL_AGENCY, ARMED_FORCES, FOOD_AGENCY, FINANCIAL_REGULATOR);
/** The boating safety gear the Coast Guard approves by type and number. */
const BOATING_GEAR = concept('boating safety gear', [
  'life jacket', 'life jackets', 'life vest', 'life vests', 'pfd', 'pfds', 'personal flotation', 'flotation device', 'flotation devices', 'throwable', 'ring buoy', 'fire extinguisher',
  'fire extinguishers', 'flares', 'visual distress',
]);
/** "The U.S. Department of ...", "the United States Treasury": a country's name before its agency. */
const COUNTRY_WORDS = new Set(['u', 's', 'us', 'united', 'states', 'the']);

/**
 * A private office dressed as the agency's: "the Federal Benefits Helpline", "Medicare Benefits Center", and titles
 * such as "Social Security Administration Benefits Update" or "Important Medicare Notice for 2027".
 */
const AGENCY_OFFICE = concept('agency office', ['helpline', 'hotline', 'benefits helpline', 'benefits hotline', 'benefits line', 'benefits center', 'benefits office', 'enrollment center']);
/** The nouns of a government office's name: "... Processing Center", "... Relief Bureau". */
const OFFICE_NOUN = concept('office noun', ['center', 'centre', 'bureau', 'office', 'division', 'agency', 'administration', 'department']);
/** "Federal" in a business's or a place's own name: a federal credit union, a savings bank, Federal Way, Federal Dam. */
const FEDERAL_BUSINESS = concept('federal business', ['credit union', 'savings', 'bank', 'express', 'way', 'hill', 'signal', 'premium', 'dam', 'heights', 'point', 'plaza', 'square']);
const AGENCY_TITLE = concept('agency title', ['=notice', '=alert', 'benefits update', 'benefits notice', 'services notice', 'services alert']);
const TITLE_LEAD = new Set(['important', 'urgent', 'official', 'final', 'new', 'annual']);
const FEDERAL_WORD = concept('federal', ['federal']);

/** Controlled substances by their street and chemical names. */
const CONTROLLED_SUBSTANCE = concept('controlled substance', [
  'psilocybin', 'psilocybe', 'magic mushroom', 'magic mushrooms', 'shroom', 'shrooms', 'golden teacher', 'golden teachers', 'penis envy', 'microdose', 'microdoses', 'microdosing',
  'cocaine', 'crack cocaine', 'mdma', 'ecstasy', 'pressies', 'pressed pills', 'pressed bars', 'ketamine', 'lsd', 'acid tabs', 'blotter', 'heroin', 'fentanyl',
  'methamphetamine', 'crystal meth', '=meth', 'dmt', 'ayahuasca', 'ghb', 'mescaline', 'peyote', 'oxys', 'm30', 'm30s',
  // Khat, a Schedule I leaf, by its Arabic, Somali, Kenyan and Amharic names.
  'khat', '=qat', 'qaad', 'jaad', 'miraa', '=ጫት',
]);
/** Street names that are also everyday words (a name, a music genre, a crack in a windshield): drugs only beside another drug. */
const DRUG_SLANG = concept('drug slang', ['molly', '=ket', 'fent', 'percs', 'crack', 'blues', 'tabs', 'caps', 'boomers', 'snow', 'ice']);
/** Someone selling or delivering. */
const SALE = concept('sale', [
  // Amharic: arrived (in stock), wholesale, retail.
  '=ደርሷል', '=በጅምላ', '=በጅምላና', '=በችርቻሮ',
  'for sale', 'buy', 'order', 'orders', 'sell', 'selling', 'delivery', 'deliver', 'delivered', 'drop off', 'dropoff', 'ship', 'shipped', 'shipping', 'mail', 'mailed', 'menu',
  'in stock', 'available now', 'dm', 'text me', 'text us', 'hit my line', 'hit me up', 'venmo', 'cash app', 'zelle', 'paypal', 'price', 'prices', 'plug', 'restock', 'same day',
  // Sold over a counter or by the piece: "ask at the counter", "cash only", "per bar", "per gram".
  'cash only', 'at the counter', 'behind the counter', 'ask at', 'in store', 'per bar', 'per gram', 'per pack', 'per piece', 'per gummy', 'per square', 'per chocolate', 'per cap',
  'per capsule', 'a gram', 'an eighth', 'an ounce',
  // Somali: price ("qiimo"), wholesale and retail ("jumlo iyo tafaariiq"), for sale ("iib").
  'qiimo', 'qiimaha', 'jumlo', 'tafaariiq', 'iib', 'iibka',
]);
/** Talking about drugs rather than selling them: talks, awareness, treatment. */
const DRUG_EDUCATION = concept('drug education', [
  'awareness', 'prevention', 'talk', 'forum', 'seminar', 'training', 'naloxone', 'narcan', 'overdose', 'recovery', 'treatment', 'crisis', 'epidemic', 'what parents should know',
  'take back', 'drug free', 'clinical trial',
]);
/** Street names of prescription pills that name nothing else ("addys", "xannies", "percs"). */
const PILL_SLANG = concept('pill slang', [
  'addys', 'addies', 'xannies', 'xanies', 'zannies', 'zanies', 'xans', 'roxies', 'roxys', 'norcos', 'percs', 'percocets', 'oxys', 'klonnies', 'k pins', 'm30', 'm30s',
  'perc 30s', 'benzos',
]);
/** Street names that are everyday words too ("blues", "bars", "Vikes", "footballs"): pills only beside an unambiguous one. */
const AMBIGUOUS_PILL_SLANG = concept('ambiguous pill slang', ['bars', 'blues', 'beans', 'ladders', 'sticks', 'footballs', '=vikes', '=hydros', 'pharma pressed', 'pressed', 'tabs', 'pills']);
/** Drugs sold only on a prescription. */
const PRESCRIPTION_ONLY = concept('prescription drug', [
  'oxycodone', 'oxycontin', 'percocet', 'vicodin', 'hydrocodone', 'xanax', 'alprazolam', 'valium', 'diazepam', 'ativan', 'lorazepam', 'klonopin', 'clonazepam', 'adderall',
  'ritalin', 'modafinil', 'tramadol', 'codeine', 'viagra', 'sildenafil', 'cialis', 'tadalafil', 'ozempic', 'wegovy', 'mounjaro', 'zepbound', 'semaglutide', 'tirzepatide',
  'glp 1', 'glp1', 'antibiotic', 'antibiotics', 'amoxicillin', 'azithromycin', 'doxycycline', 'ciprofloxacin', 'penicillin', 'steroid', 'steroids', 'anabolic', 'testosterone',
  '=trt', '=hgh', 'accutane', 'isotretinoin', 'benzos', 'opioids', 'painkillers', 'pain pills',
  // Skin, hair and lash drugs sold on a prescription: tretinoin, prescription hydroquinone, finasteride, bimatoprost.
  'tretinoin', 'retin a', 'tri luma', 'hydroquinone', 'finasteride', 'propecia', 'dutasteride', 'spironolactone', 'bimatoprost', 'latisse', 'clindamycin', 'minocycline',
  'hydroxychloroquine', 'prednisone', 'gabapentin', 'phentermine', 'metformin', 'lisinopril', 'atorvastatin', 'sertraline', 'fluoxetine', 'prozac', 'zoloft',
  // GLP-1 drugs by their short and compounded names: "compounded sema", "tirz", "reta".
  '=sema', '=tirz', '=tirzep', 'retatrutide', '=reta', 'liraglutide', 'saxenda', 'rybelsus', 'compounded semaglutide', 'compounded tirzepatide', 'compounded glp 1',
  // ADHD stimulants, a schedule II class: "Vyvanse", "Concerta", "dextroamphetamine".
  'vyvanse', 'lisdexamfetamine', 'dexedrine', 'dextroamphetamine', 'amphetamine salts', 'focalin', 'dexmethylphenidate', 'concerta', 'methylphenidate',
  // Fish and bird antibiotics sold by their pet-trade names, the same drugs a doctor prescribes: "Fish-Mox", "Fish Flex".
  'fish mox', 'fishmox', 'fish mox forte', 'fish flex', 'fish pen', 'fish cillin', 'fish zole', 'fish cycline', 'bird biotic', 'bird sulfa',
  // Livestock drugs sold only on a veterinarian's order: injectable antibiotics and flunixin, by trade and generic name.
  'draxxin', 'tulathromycin', 'ceftiofur', 'excenel', 'nuflor', 'florfenicol', 'resflor', 'banamine', 'flunixin', 'baytril', 'enrofloxacin', 'micotil', 'tilmicosin', 'zuprevo',
  // Erectile-dysfunction drugs as the trade names them.
  'little blue pill', 'little blue pills', 'blue pill', 'blue pills', 'erection pills', 'ed pills', 'ed meds', 'ed tablets', 'generic viagra', 'generic cialis', 'levitra', 'vardenafil',
  // Spanish and Somali
  'antibióticos', 'antibiótico', 'amoxicilina', 'penicilina', 'oxicodona', 'hidrocodona', 'esteroides', 'pastillas para bajar de peso', 'antibiyootig', 'antibiyootiko',
  // Korean antibiotics and sleeping pills; Russian and Ukrainian antibiotics.
  '항생제*', '수면제*', 'антибиотик*', 'антибіотик*',
]);
/** The gate a prescription drug passes: the prescription, the prescriber, the visit. */
const PRESCRIBER = concept('prescriber', [
  'prescription', 'prescriptions', '=rx', 'script', 'scripts', 'doctor', 'doctors', "doctor's", 'physician', 'prescriber', 'doctor visit', 'doctor appointment', 'office visit',
  'medical exam', 'consultation', 'clinician', 'provider visit', 'telehealth visit', 'video visit',
  // Livestock antibiotics pass through the veterinarian: "no vet needed" waives that gate.
  'vet', 'vets', "vet's", 'veterinarian', 'veterinarians', 'veterinary', '=vfd', 'feed directive', 'veterinary feed directive',
  // Spanish and Somali: prescription, doctor, "the doctor's paper".
  'receta', 'recetas', 'receta médica', 'médico', 'warqad dhakhtar', 'dhakhtar',
  // Korean prescription ("처방전"), Russian and Ukrainian "рецепт".
  '처방전*', '처방', 'рецепт*',
]);
/** A private seller's cues: a prescription drug sold this way skips the pharmacy and its prescription. */
const STREET_SALE = concept('street sale', [
  'text me', 'text us', '=dm', 'dm me', 'hit my line', 'hit me up', 'cash app', 'venmo', 'zelle', 'discreet', 'discreetly', 'no questions', 'plug', 'cash only', 'meet up',
  // Someone else's pills sold on, off the record: "leftover pills, ask quietly", "no paperwork".
  'quietly', 'on the down low', 'on the low', 'no paperwork', 'leftover', 'left over', 'extra pills',
]);
const PHARMACY = concept('pharmacy', ['pharmacy', 'pharmacist', 'pharmacies', 'refill', 'refills', 'prescribe', 'prescribed', 'telehealth', 'clinic']);
/** Ways copy waves the gate aside: "skip the doctor appointment", "no need for a script". */
const SKIP = concept('skip', [
  'skip', 'skips', 'bypass', 'avoid', 'forget', 'no need for', 'without', 'no', 'never need', "don't need", 'no questions',
  // Spanish and Somali: "sin receta", "no necesita receta", "looma baahna warqad dhakhtar" (no doctor's paper needed).
  'sin', 'no necesita', 'no se necesita', 'no requiere', 'sin necesidad de', 'looma baahna', 'looma baahan', 'aan u baahnayn',
  // Russian and Ukrainian "без" (without).
  '=без',
]);
/** Korean waives the gate after naming it: "처방전 없이" (without a prescription), "처방전 필요 없음" (none needed). */
const WAIVED_AFTER = concept('waived after', ['=없이', '=필요 =없이', '=필요없이', '=필요 =없음', '=필요없음', '=필요 =없습니다']);

/** Copies of a branded product. Strong words name a copy outright; weak ones ("copies", "dupes") only beside a logo. */
const COPY_STRONG = concept('counterfeit', [
  'replica', 'replicas', 'counterfeit', 'counterfeits', 'knockoff', 'knockoffs', 'knock off', 'knock offs', 'fake', 'fakes', 'mirror quality', 'mirror grade', 'mirror image quality',
  '1 1 quality', '1 1 grade', 'top grade copy', 'super clone', 'superclone', '=aaa', 'unauthorized copies', 'bootleg',
  // Spanish
  'réplica', 'réplicas', 'imitación', 'pirata', 'copia exacta',
]);
const COPY_WEAK = concept('copy', ['copy', 'copies', 'dupe', 'dupes', 'imitation', 'imitations', 'lookalike', 'look alike', 'clone', 'clones', 'identical to the original', 'identical to the originals', 'same as the original', 'can\'t tell the difference', 'cannot tell the difference', 'nobody can tell the difference', 'no one can tell the difference']);
/** A maker's mark: a brand by name, or its logo. */
const NAMED_BRAND = concept('named brand', [
  'rolex', 'omega', 'cartier', 'patek', 'audemars', 'tag heuer', 'louis vuitton', '=lv', 'gucci', 'chanel', 'prada', 'hermes', 'dior', 'fendi', 'burberry', 'versace', 'balenciaga',
  'coach', 'michael kors', 'kate spade', 'tiffany', 'pandora', 'ray ban', 'oakley', 'nike', 'air jordans', 'jordans', 'yeezy', 'adidas', 'north face', 'canada goose',
  'lululemon', 'yeti', 'airpods', 'apple watch',
]);
export const BRAND = union(
  'brand',
  NAMED_BRAND,
  // The makers named without their names: "copies of the big names", "top brands", "high-end labels".
  concept('generic brand', ['designer', 'luxury', 'name brand', 'brand name', 'name brands', 'big names', 'big name', 'big brands', 'top brands', 'high end', 'designer labels']),
);
/** A copy sold as passing for the real thing: "look 100% real", "perfect copies", "nobody can tell". */
const PASSES_AS_REAL = concept('passes as real', [
  'look real', 'looks real', 'look 100 real', 'looks 100 real', '100 real', 'look authentic', 'looks authentic', 'look genuine', 'looks genuine', 'perfect copy', 'perfect copies',
  'exact copy', 'exact copies', 'exactly like', 'just like the originals', 'identical', 'indistinguishable', 'same as the real', 'just like the real', "can't tell", 'cannot tell', 'nobody can tell', 'no one can tell', 'pass as real',
  'passes for real', '1 1', 'nobody will know', 'no one will know', 'nobody will ever know', 'no one will ever know', 'nobody will notice', 'no one will notice',
  'same as store bought', 'same as the store', 'same stamps', 'same date codes', 'same serials',
  // The maker's marks or maker claimed: "the same logos", "made in the same factory".
  'same logo', 'same logos', 'same tags', 'same labels', 'same branding', 'same factory',
]);
/** Said of a look-alike that keeps it lawful. */
const UNBRANDED = concept('unbranded', ['no logo', 'no logos', 'logo free', 'unbranded', 'no branding', 'inspired by', 'inspired']);
const LOGO = concept('logo', ['logo', 'logos', 'trademark', 'branding', 'label', 'tags', 'serial', 'engraving', 'engravings', 'hallmark', 'hallmarks', 'emblem', 'emblems', 'monogram', 'monograms']);
/** "Official", "licensed" or "authentic" goods are the maker's own. */
const GENUINE = concept('genuine', ['official', 'officially licensed', 'licensed', 'authentic', 'authenticated', 'genuine']);

// A notario offering immigration work: in the countries the title comes from a notario is a lawyer, here a notary public may
// not give legal advice or prepare an immigration case (notario fraud). A notary who stamps papers, a lawyer's office that
// warns against notarios ("un notario público no es abogado"), and an accredited representative are not.
const NOTARIO = concept('notario', ['=notario', '=notaria', '=notarios', '=notaría', 'notario público', 'notario publico', 'notaria pública', 'notaria publica']);
const IMMIGRATION_MATTER = concept('immigration matter', [
  '=inmigración', '=inmigracion', '=immigration', 'papeles', 'arreglar papeles', 'arreglamos papeles', 'residencia permanente', 'green card', 'green cards', 'tarjeta verde', 'mica',
  'visa', 'visas', 'asilo', 'asylum', 'ciudadanía', 'ciudadania', 'citizenship', 'naturalización', 'naturalizacion', 'permiso de trabajo', 'work permit', 'deportación', 'deportacion',
  'deportation', 'daca', '=tps', 'petición familiar', 'peticiones familiares', 'perdón migratorio', 'uscis',
]);
const LAWYER = concept('lawyer', ['attorney', 'attorneys', 'attorney at law', 'lawyer', 'lawyers', 'law office', 'law firm', 'abogado', 'abogada', 'abogados', 'accredited representative', 'representante acreditado']);

function notarioImmigrationWork(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, LAWYER).some((h) => !isNegatedHit(doc, h, 3))) return null;
  // "Un notario no es abogado", "a notario cannot help you": the ad warns against them.
  const offering = occurrences(doc, NOTARIO).filter((h) => !isNegatedHit(doc, h) && !doc.tokens.slice(h.last + 1, h.last + 4).some((t) => t.clause === doc.tokens[h.last].clause && /^(?:no|not|cannot|can't|nunca|ni)$/.test(t.norm)));
  const frame = near(doc, offering, IMMIGRATION_MATTER, { window: 25, sameClause: false }).find((f) => !isNegatedHit(doc, f.b));
  return frame ? { text: sentenceAround(doc.text, frame.a, 80).trim() || frame.a.text, start: frame.a.start, end: frame.a.end } : null;
}

/** Drinks served: the alcohol a venue pours. */
const DRINKS_SERVED = concept('drinks served', [
  'drinks', 'drink specials', 'rail drinks', 'well drinks', 'beer', 'beers', 'tallboys', 'pitchers', 'shots', 'shot', 'cocktails', 'wine', 'booze', 'liquor', 'seltzers', 'hard seltzer',
  'margaritas', 'mimosas', 'open bar', 'happy hour', 'bottle service', 'pregame', 'pre game',
]);
/** The age check waived or winked at: "nobody checks", "we don't card", "no ID needed", "fake IDs welcome". */
const ID_WAIVED = concept('id check waived', [
  'nobody checks', 'no one checks', 'nobody cards', 'no one cards', "don't card", 'dont card', "won't card", 'wont card', 'never card', 'no carding', 'no id needed',
  'no id required', 'no ids checked', 'ids not checked', 'not checking ids', 'fake ids welcome', 'fake id welcome', 'fake ids ok', 'fake ids accepted', 'no questions asked',
]);
/** Guests under 21 invited: "18+", "high schoolers", "minors". */
const UNDER_TWENTY_ONE = concept('under 21', ['underage', 'minors', 'high school', 'high schoolers', 'teens', 'under 21', 'freshmen']);

/** Drinks served to a crowd that includes people under 21 while the age check is waived: furnishing alcohol to minors. */
function underageServiceWinked(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, DRINKS_SERVED).length === 0) return null;
  const young = [...quantityHits(doc, 'age', (q) => q.value < 21 && /\+|over|older|up/i.test(q.text)), ...occurrences(doc, UNDER_TWENTY_ONE)];
  if (young.length === 0) return null;
  // "No ID, no entry" keeps the check; only a waiver standing on its own, said of the drinks or the crowd, counts.
  const waivers = occurrences(doc, ID_WAIVED).filter((h) => !/^no\b/i.test(doc.text.slice(h.end, h.end + 12).replace(/^[\s,]+/, '')));
  const frame = near(doc, waivers, [...occurrences(doc, DRINKS_SERVED), ...young], { window: 15, sameClause: false })[0];
  return frame ? frame.a : null;
}

/**
 * Fireworks Minnesota keeps from consumers: whatever flies or explodes (624.20 allows only ground and hand-held
 * sparkling items). These names mean nothing else.
 */
const AERIAL_FIREWORKS = concept('aerial fireworks', [
  'roman candle', 'roman candles', 'bottle rockets', '=firecrackers', '=m80s', 'm 80s', 'aerial repeater', 'aerial repeaters', 'artillery shell', 'artillery shells', 'mortar shells',
  'multi shot cakes', 'repeater cakes', 'aerial fireworks',
]);
/**
 * Words that name an aerial firework only beside fireworks: shapes and weights ("mortars", "500 gram cakes") and names
 * that are also a drink, a race or a verb ("cherry bomb", "firecracker 5K", "prices skyrocket").
 */
const AMBIGUOUS_FIREWORKS = concept('firework shapes', [
  'mortars', 'mortar', 'cakes', 'shells', 'rockets', 'repeaters', 'salutes', 'aerial', 'aerials', '500 gram', '=500g', '200 gram', 'firecracker', 'cherry bomb', 'cherry bombs',
  'skyrocket', 'skyrockets', 'sky rockets', '=m80',
]);
const FIREWORKS = concept('fireworks', ['fireworks', 'firework', 'pyro', 'pyrotechnics', 'pyrotechnic', '🎆', '🎇', '🧨']);
/** A display by a licensed operator, or a safety message: not a sale to consumers. */
const FIREWORKS_DISPLAY = concept('fireworks display', [
  'display', 'displays', 'fireworks show', 'show at dusk', 'licensed operator', 'licensed display', 'display operator', 'safety', 'injury', 'injuries', 'burns', 'leave it to the pros',
  'leave the fireworks to',
]);
/**
 * A stand selling what the state allows. It clears the shapes ("cakes", "fountains"), not an aerial named outright:
 * a stand may list its legal stock and sell shells and Roman candles from behind the counter.
 */
const STATE_LEGAL = concept('state legal', ['minnesota legal', 'legal in minnesota', 'state legal', 'mn legal', 'legal in mn']);
/** Said of the aerials themselves: "Roman candles are illegal here". */
const BANNED = concept('banned', ['illegal', 'banned', 'prohibited', 'not legal', 'not allowed', 'against the law', 'cannot sell', "can't sell", 'we do not sell', "we don't sell"]);

/** How fireworks are sold: from a tent or a store, by the list, with the permit waved aside. */
const FIREWORKS_SALE = union('fireworks sale', SALE, concept('fireworks stand', [
  'selection', 'tent', 'stand', 'store', 'warehouse', 'outlet', 'stock up', 'open daily', 'no permit', 'no permits', 'no questions', 'bogo', 'buy one', 'the list', 'pickup', 'pick up',
]));

/** Aerial or exploding fireworks offered to buyers in Minnesota: named outright, or by their shapes beside "fireworks". */
function aerialFireworksOffer(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, FIREWORKS_DISPLAY).length > 0) return null;
  const banned = occurrences(doc, BANNED).map((h) => doc.tokens[h.first].clause);
  const clear = occurrences(doc, AERIAL_FIREWORKS).filter((h) => !isNegatedHit(doc, h) && !banned.includes(doc.tokens[h.first].clause));
  const named = occurrences(doc, FIREWORKS).length > 0 || clear.length > 0;
  const stateLegal = occurrences(doc, STATE_LEGAL).length > 0;
  const shapes = named && !stateLegal ? occurrences(doc, AMBIGUOUS_FIREWORKS).filter(notNegated(doc)) : [];
  const items = [...(stateLegal && banned.length > 0 ? [] : clear), ...shapes].sort((a, b) => a.first - b.first);
  if (items.length === 0) return null;
  const frame = near(doc, items, FIREWORKS_SALE, { window: 25, sameClause: false })[0];
  return frame ? { text: sentenceAround(doc.text, frame.a, 80).trim() || frame.a.text, start: frame.a.start, end: frame.a.end } : null;
}

/** Adult-use cannabis businesses (licensed in Minnesota, but with their own advertising rules and federal exposure). */
const CANNABIS_BUSINESS = concept('cannabis business', ['marijuana', 'dispensary', 'dispensaries', 'cannabis flower', 'cannabis store', 'cannabis shop', 'cannabis retailer', 'cannabis microbusiness', 'cannabis dispensary', 'cannabis delivery', 'adult use cannabis', 'recreational cannabis']);

export function checkLegalCompliance(input: TRuleInput): TRuleFinding[] {
  const detected = detectPoliticalSubmission(input);
  const political = detected.isPolitical ? detected : foreignLanguageCampaign(input);
  return [...(political.isPolitical ? checkPoliticalDisclaimers(input, political) : []), ...checkUnlawfulOffers(input)];
}

/**
 * A campaign written in a language the English signals miss: a call to vote and an office, a candidate or the
 * election day, in Vietnamese, Somali, Hmong, Oromo or Amharic (Spanish the political signals read already). The disclaimer law
 * reads the same in any language; a notice on how to register or where to vote asks no vote for anyone.
 */
const FOREIGN_VOTE_CALL = concept('foreign vote call', [
  'hãy bầu', 'bầu cho', 'bỏ phiếu cho', 'hãy bỏ phiếu', 'u codee', 'codee', 'codeeya', 'codkaaga', 'pov npav rau', 'pov npav', 'sagalee kenni', 'sagalee keessan',
  // Amharic: "choose" (vote for), "give your vote".
  'ይምረጡ', 'ድምጽ ይስጡ', 'ድምፅ ይስጡ',
]);
const FOREIGN_CAMPAIGN = concept('foreign campaign', [
  'ứng cử viên', 'ngày bầu cử', 'bầu cử', 'hội đồng thành phố', 'thị trưởng', 'hội đồng giáo dục', 'thượng nghị sĩ', 'dân biểu', 'tái cử', 'doorashada', 'doorasho', 'musharax',
  'musharaxa', 'golaha magaalada', 'duqa magaalada', 'guddiga waxbarashada', 'xaiv tsa', 'hnub xaiv tsa', 'neeg sib tw', 'tus kav nroog', 'filannoo', 'kaadhimamaa',
  // Amharic: election, candidate, council, mayor.
  'ምርጫ', 'ዕጩ', 'እጩ', 'ምክር ቤት', 'ከንቲባ',
]);
const VOTER_INFORMATION = concept('voter information', [
  'register to vote', 'voter registration', 'polling place', 'sample ballot', 'nonpartisan', 'non partisan', 'đăng ký cử tri', 'ghi danh', 'is diiwaangeli', 'diiwaangelinta',
  'sau npe', 'galmee',
]);

function foreignLanguageCampaign(input: TRuleInput): TPoliticalContext {
  const doc = docOf(input);
  if (occurrences(doc, VOTER_INFORMATION).length > 0) return { isPolitical: false, isFederal: false, trigger: null };
  const calls = occurrences(doc, FOREIGN_VOTE_CALL).filter(notNegated(doc));
  const campaign = occurrences(doc, FOREIGN_CAMPAIGN);
  const distinct = new Set(campaign.map((h) => h.text.toLowerCase())).size;
  const isPolitical = (calls.length > 0 && campaign.length > 0) || distinct >= 2;
  return { isPolitical, isFederal: false, trigger: isPolitical ? (calls[0] ?? campaign[0]) : null };
}

/** Print (or unspecified) ads carry the disclaimer on their face; a digital ad may rely on its landing page. */
function reliesOnLandingPage(input: TRuleInput): boolean {
  const types = input.metadata.campaignTypes;
  return types.includes('Digital') && !types.includes('Print') && Boolean(input.metadata.landingPageUrl);
}

/** Whether political copy prints both of Minnesota's disclaimers, in any language the rule reads. */
export function carriesPoliticalDisclaimers(text: string): boolean {
  return PAID_ADVERTISEMENT.test(text) && (MN_DISCLAIMER.test(text) || PAID_FOR_BY.test(text));
}

function checkPoliticalDisclaimers(input: TRuleInput, political: TPoliticalContext): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  const digital = reliesOnLandingPage(input);

  // Bilingual copy may print the disclaimer twice, once in full: the complete one is the one judged.
  const judged = [MN_DISCLAIMER, NO_COST_DISCLAIMER, PAID_FOR_BY]
    .flatMap((pattern) => findAll(text, pattern))
    .map((match) => ({ match, problems: checkDisclaimerContent(input, match, political) }));
  const chosen = judged.find((d) => d.problems.length === 0) ?? judged[0];
  const disclaimer = chosen?.match ?? null;
  // A digital ad that prints its own disclaimer had the room for "PAID ADVERTISEMENT" beside it: the landing-page
  // exemption is for ads too small to carry either.
  const linkedOnly = digital && !disclaimer;
  const paidAd = findFirst(text, PAID_ADVERTISEMENT);
  // What is missing is missing whatever points at it: an ad its submitter calls political is not cleared because the
  // signal pointed at was a word OCR was unsure of.
  const trigger = input.metadata.submissionType === 'political' && political.trigger && restsOnUncertainWords(docOf(input), political.trigger) ? null : political.trigger;
  if (!paidAd) {
    findings.push(
      finding({
        citation: linkedOnly ? CITE.digitalExemption : CITE.paidAdvertisement,
        severity: linkedOnly ? 'major' : 'critical',
        type: 'missing_paid_advertisement',
        description: linkedOnly
          ? 'Political digital ad without the words "PAID ADVERTISEMENT"; confirm the linked landing page carries them with the disclaimer.'
          : 'Political advertisement without the words "PAID ADVERTISEMENT"; Minn. Stat. 211B.05 forbids the newspaper to accept it.',
        match: trigger,
        kind: linkedOnly ? 'review_item' : 'violation',
      }),
    );
  } else if (!isAtBeginningOrEnd(input, paidAd)) {
    findings.push(
      finding({
        citation: CITE.paidAdvertisement,
        severity: 'minor',
        type: 'paid_advertisement_position',
        description: '"PAID ADVERTISEMENT" must appear at the beginning or end of the advertisement.',
        match: paidAd,
      }),
    );
  }

  if (!disclaimer) {
    findings.push(
      finding({
        citation: digital ? CITE.digitalExemption : CITE.disclaimer,
        severity: digital ? 'major' : 'critical',
        type: 'missing_disclaimer',
        description: digital
          ? 'No "Prepared and paid for by" disclaimer in the ad; the exemption applies only if the linked page shows it (landing-page check).'
          : 'Political advertisement without the "Prepared and paid for by [committee], [address]" disclaimer required by Minn. Stat. 211B.04.',
        match: trigger,
        kind: digital ? 'review_item' : 'violation',
      }),
    );
  } else {
    findings.push(...chosen.problems);
  }

  // The submitter may call the ad an independent expenditure in the description rather than on its face.
  const declaredIndependent = INDEPENDENT_EXPENDITURE.test(input.metadata.description ?? '') ? (disclaimer ?? political.trigger) : null;
  const independent = findFirst(text, INDEPENDENT_EXPENDITURE) ?? (disclaimer ? outsideGroupOnACandidate(input, disclaimer) : null) ?? declaredIndependent;
  if (independent && !findPhrase(text, 'not coordinated with or approved by any candidate', 0.85) && !NOT_COORDINATED.test(text)) {
    findings.push(
      finding({
        citation: CITE.independentExpenditure,
        severity: 'major',
        type: 'independent_expenditure_statement',
        description:
          'Independent expenditure without "It is not coordinated with or approved by any candidate nor is any candidate responsible for it."',
        match: independent,
      }),
    );
  }

  if (political.isFederal) {
    // The layout note or the description may say how the disclaimer is set: one that runs in the body type with no box
    // is the violation itself, not a thing to check.
    const unboxed = findFirst(text, UNBOXED_DISCLAIMER) ?? (UNBOXED_DISCLAIMER.test(input.metadata.description ?? '') ? (disclaimer ?? political.trigger) : null);
    findings.push(
      unboxed
        ? finding({
            citation: CITE.federalDisclaimer,
            severity: 'major',
            type: 'federal_disclaimer_not_boxed',
            description: 'Federal candidate ad whose "Paid for by" disclaimer is not set apart in a printed box, as 11 CFR 110.11(c)(2) requires.',
            match: unboxed,
          })
        : finding({
            citation: CITE.federalDisclaimer,
            severity: 'major',
            type: 'federal_disclaimer_format',
            description:
              'Federal candidate ad: check the disclaimer sits in a printed box set apart from the ad, in clearly readable type (12-point safe harbor) with adequate contrast.',
            match: disclaimer ?? political.trigger,
            kind: 'review_item',
          }),
    );
  }

  const depicted = syntheticDepiction(input);
  if (depicted) {
    findings.push(
      finding({
        citation: CITE.deepFake,
        severity: 'critical',
        type: 'election_deep_fake',
        description:
          'Political ad built on a synthetic or altered image, video or voice of a person: an election deep fake (Minn. Stat. 609.771) unless that person consented; a label does not cure it.',
        match: depicted,
      }),
    );
  }
  const synthetic = depicted ? null : findFirst(text, SYNTHETIC_MEDIA);
  if (synthetic) {
    findings.push(
      finding({
        citation: CITE.deepFake,
        severity: 'critical',
        type: 'election_deep_fake',
        description: 'Political ad mentions synthetic or altered media; check for a deep fake of a candidate (Minn. Stat. 609.771) before publishing.',
        match: synthetic,
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

/** Synthetic or altered media in a campaign ad: "AI-generated photo", "digitally altered video", "cloned voice". */
const SYNTHETIC = concept('synthetic media', [
  // OCR reads the capital I of "AI" as a lower-case l: "Al-generated".
  'ai generated', 'al generated', 'ai created', 'ai made', 'generated by ai', 'created with ai', 'made with ai', 'deepfake', 'deepfakes', 'deep fake', 'deep fakes', 'digitally altered',
  'digitally created', 'digitally generated', 'synthetic', 'computer generated', 'doctored', 'photoshopped', 'voice clone', 'cloned voice', 'voice cloned',
  // Made with a generating tool: "created in an image generator", "generated with Midjourney".
  'image generator', 'ai image', 'ai tool', 'ai photo', 'ai video', 'generated image', 'generated with', 'generated by', 'made up image', 'fabricated',
]);
/** What a deep fake shows or plays. */
const DEPICTION = concept('depiction', ['photo', 'photos', 'photograph', 'image', 'images', 'picture', 'video', 'videos', 'footage', 'clip', 'audio', 'voice', 'recording', 'likeness']);
/** Talk about deep fakes as a subject: a candidate's stand on them, not one shown. */
const DEEP_FAKE_POLICY = concept('deep fake policy', ['ban', 'bans', 'banning', 'outlaw', 'law', 'laws', 'bill', 'legislation', 'regulate', 'crack down', 'protect', 'fight', 'stop', 'against']);

/**
 * A synthetic picture, clip or voice shown in the ad, not a stand on deep fakes nor a denial of using one; in the copy, or
 * in the submitter's note on the artwork ("the picture is fabricated"), where the evidence then points
 * at the ad's own picture.
 */
/** A note on the layout saying the disclaimer has no box: "without a border", "not boxed", "unboxed". */
const UNBOXED_DISCLAIMER =
  /\b(?:(?:with\s+)?no|without(?:\s+a)?)\s+(?:(?:rule|border|line|frame)\s+or\s+)?(?:box|border)\b|\bnot\s+(?:boxed|in\s+a\s+box|set\s+(?:apart|off)|enclosed)\b|\bunboxed\b/i;

function syntheticDepiction(input: TRuleInput): TMatch | null {
  const shown = (doc: TConceptDoc, window = 3) =>
    near(doc, SYNTHETIC, DEPICTION, { window }).find(
      (f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && near(doc, [f.a], DEEP_FAKE_POLICY, { window: 6 }).length === 0,
    );
  const doc = docOf(input);
  const frame = shown(doc);
  if (frame) return frameMatch(frame);
  const note = artNote(input);
  // A note tells it at more length: "the picture of the mayor asleep was generated with an AI tool".
  if (!note || !shown(note, 8)) return null;
  // The evidence is the ad's picture, or its first line where the copy does not name it.
  return occurrences(doc, DEPICTION)[0] ?? { text: lineAround(input.text, 0), start: 0, end: lineEndOf(input.text, 0) };
}

/** A payer that is a group of its own (a PAC, an action fund, an alliance), not a candidate's committee. */
const OUTSIDE_GROUP = concept('outside group', [
  '=pac', 'political action committee', 'action committee', 'action fund', 'political fund', 'alliance', 'coalition', 'association', 'taxpayers', 'federation', 'network',
  'project', 'institute', 'super pac', 'independent',
  // A body of people standing for a cause: "Minnesota Realtors for Affordable Homes", "Parents for Safe Schools". A candidate's
  // committee is a person's name for an office ("Lund for Senate").
  ...['minnesotans', 'citizens', 'residents', 'neighbors', 'neighbours', 'parents', 'families', 'moms', 'mothers', 'fathers', 'women', 'veterans', 'voters', 'homeowners', 'renters',
    'realtors', 'nurses', 'teachers', 'educators', 'farmers', 'workers', 'firefighters', 'doctors', 'physicians', 'employers', 'businesses', 'business owners', 'builders', 'retailers',
    'hunters', 'sportsmen', 'seniors', 'students', 'retirees', 'pensioners', 'grandparents', 'advocates', 'landlords', 'tenants', 'drivers',
    'anglers', 'ranchers', 'patients', 'caregivers', 'survivors'].map((people) => `${people} for`),
]);
/** A candidate's own committee names the candidate or the office sought. */
const CANDIDATE_COMMITTEE = concept('candidate committee', ['committee to elect', 'friends of', 'volunteer committee', 'volunteers for', 'campaign committee', 'for senate', 'for house', 'for congress', 'for mayor', 'for council', 'for sheriff', 'for governor', 'for commissioner', 'for judge', 'for school board']);
/** The ad is about a person on the ballot, named by office; "defeat" or "vote against" alone may be a ballot question. */
const CANDIDATE_REFERENCE = concept('candidate', [
  'senator', '=sen', 'representative', '=rep', 'mayor', 'commissioner', 'council member', 'councilmember', 'sheriff', 'judge', 'governor', '=candidate', 'incumbent',
  'congressman', 'congresswoman', 'attorney general', 're elect', 'reelect',
]);

/** "Vote Lindqvist for District 2", "re-elect Okafor": a person asked for by name; "vote yes on the levy" asks for a measure. */
const ELECT = concept('elect', ['=vote', 'vote for', '=elect', 're elect', '=reelect', 'vota por', 'voten por', '=elegir', 'reelegir']);
const MEASURE_WORD = new Set(['yes', 'no', 'question', 'amendment', 'referendum', 'levy', 'bond', 'measure', 'early', 'today', 'now', 'here', 'tuesday', 'november', 'si', 'sí']);
function electedByName(doc: TConceptDoc): THit[] {
  return occurrences(doc, ELECT).filter((h) => {
    const next = doc.tokens[h.last + 1];
    return next !== undefined && next.clause === doc.tokens[h.last].clause && /^\p{Lu}[\p{Ll}'’-]+$/u.test(next.raw) && !MEASURE_WORD.has(next.norm);
  });
}

/** "Keep him on the County Board", "send her back to the Senate": a person, by pronoun, in an elected office. */
const PERSON_PRONOUN = concept('person', ['=him', '=her', '=he', '=she', '=his']);
const SEAT = concept('seat', [
  'county board', 'city council', 'council', 'school board', 'senate', 'state senate', 'house', 'state house', 'legislature', 'congress', 'bench', 'commission', 'park board', '=board',
]);

/**
 * "Teachers for Okafor-Lindqvist", "Parents for Mai Vue Thao": a people "for" a name the ad itself names before its
 * disclaimer is the candidate's own committee, called by its supporters.
 */
function namesTheCandidate(text: string, group: THit, payerEnd: number, before: number): boolean {
  if (!/\bfor$/i.test(group.text)) return false;
  const names = text.slice(group.end, payerEnd).match(/\p{Lu}[\p{L}'’-]{2,}/gu) ?? [];
  const body = text.slice(0, before);
  // A name holds letters, apostrophes and hyphens only, none of them special in a pattern.
  return names.some((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(body));
}

/** An outside group speaking for or against a candidate: an independent expenditure, whatever the ad calls itself. */
function outsideGroupOnACandidate(input: TRuleInput, disclaimer: TMatch): TMatch | null {
  const doc = docOf(input);
  const payerEnd = input.text.slice(disclaimer.end).search(/[,\n]|\.\s/);
  const payer = { start: disclaimer.end, end: disclaimer.end + (payerEnd === -1 ? 120 : Math.min(payerEnd, 120)) };
  const inPayer = (h: THit) => h.start >= payer.start && h.end <= payer.end;
  const group = occurrences(doc, OUTSIDE_GROUP).find(inPayer);
  if (!group || occurrences(doc, CANDIDATE_COMMITTEE).some(inPayer) || namesTheCandidate(input.text, group, payer.end, disclaimer.start)) return null;
  const seated = near(doc, PERSON_PRONOUN, SEAT, { window: 4, ordered: true }).map((f) => f.a);
  const aboutCandidate = [...occurrences(doc, CANDIDATE_REFERENCE), ...votingRecords(doc), ...seated, ...electedByName(doc)].some((h) => h.end <= disclaimer.start || h.start >= payer.end);
  return aboutCandidate ? { text: input.text.slice(payer.start, payer.end).trim(), start: payer.start, end: payer.end } : null;
}

function checkDisclaimerContent(input: TRuleInput, disclaimer: TMatch, political: TPoliticalContext): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  // The payer and address follow the opening words, sometimes over two lines.
  const statement = text.slice(disclaimer.start, Math.min(text.length, disclaimer.end + 220));
  // A federal candidate's own committee states that the candidate authorized the ad; 11 CFR 110.11 asks an address
  // (or website) only of a payer no candidate authorized, and 211B.04 yields to it for federal races.
  const federalAuthorized = political.isFederal && FEDERAL_AUTHORIZATION.test(text) && !/\bnot\s+authori[sz]ed\b/i.test(text);
  if (!federalAuthorized && !PAYER_ADDRESS.test(statement) && !STREET_ADDRESS.test(statement)) {
    findings.push(
      finding({
        citation: CITE.disclaimer,
        severity: 'major',
        type: 'disclaimer_without_address',
        description:
          "The disclaimer does not give the payer's address (or a website that shows the mailing address), as Minn. Stat. 211B.04 requires.",
        match: { ...disclaimer, text: sentenceAround(text, disclaimer, 120).trim() || disclaimer.text },
      }),
    );
  }
  if (!MN_DISCLAIMER.test(text) && !NO_COST_DISCLAIMER.test(text) && !political.isFederal) {
    findings.push(
      finding({
        citation: CITE.disclaimer,
        severity: 'minor',
        type: 'disclaimer_wording',
        description: 'Minnesota print campaign material uses the wording "Prepared and paid for by"; "Paid for by" is the broadcast form.',
        match: disclaimer,
      }),
    );
  }
  // A candidate's own committee paying ("Paid for by Varga for Congress") says by its name that the candidate authorized
  // the ad, which is all 11 CFR 110.11(b)(1) asks of it.
  const doc = docOf(input);
  const ownCommittee = occurrences(doc, CANDIDATE_COMMITTEE).some((h) => h.start >= disclaimer.start && h.end <= disclaimer.start + statement.length);
  if (political.isFederal && !FEDERAL_AUTHORIZATION.test(text) && !ownCommittee) {
    findings.push(
      finding({
        citation: CITE.federalDisclaimer,
        severity: 'moderate',
        type: 'federal_authorization_statement',
        description:
          'Federal campaign ad without "authorized by [candidate]" or "not authorized by any candidate or candidate\'s committee".',
        match: disclaimer,
      }),
    );
  }
  return findings;
}

function isAtBeginningOrEnd(input: TRuleInput, match: TMatch): boolean {
  const segment = input.segments.find((s) => match.start >= s.start && match.end <= s.end);
  const start = segment?.start ?? 0;
  const end = segment?.end ?? input.text.length;
  const edge = Math.max(160, (end - start) * 0.2);
  return match.start - start <= edge || end - match.end <= edge;
}

function frameMatch(f: TFrame): TMatch {
  return { text: f.text, start: f.start, end: f.end };
}

const notNegated = (doc: TConceptDoc) => (h: THit) => !isNegatedHit(doc, h);

/** The law, not an office: "authorized by federal law", "as federal regulations require", "under Medicare rules". */
const LAW_NOUN = new Set(['law', 'laws', 'statute', 'statutes', 'regulation', 'regulations', 'rule', 'rules', 'code', 'act']);
function namesALaw(doc: TConceptDoc, hit: THit): boolean {
  const after = doc.tokens[hit.last + 1];
  return after !== undefined && after.clause === doc.tokens[hit.last].clause && LAW_NOUN.has(after.norm);
}

/** "The backing of Wright County government": a local government, not the federal one. */
function isLocalGovernment(doc: TConceptDoc, hit: THit): boolean {
  const before = doc.tokens[hit.first - 1];
  return hit.text.toLowerCase() === 'government' && before !== undefined && LOCAL_GOVERNMENT.has(before.norm);
}

/** A title where the agency's name stands first in its line or clause, or after "Important", and the notice word ends it or runs on with "for". */
function isAgencyTitle(doc: TConceptDoc, f: TFrame): boolean {
  const { tokens } = doc;
  const before = tokens[f.a.first - 1];
  const startsTitle = !before || before.clause !== tokens[f.a.first].clause || TITLE_LEAD.has(before.norm);
  const after = tokens[f.b.last + 1];
  const endsTitle = !after || after.clause !== tokens[f.b.last].clause || after.norm === 'for' || after.norm === 'to';
  return startsTitle && endsTitle;
}

/** What a relief office promises: the debt settled, the grant paid. An agency's own offices carry other names. */
const REMEDY = concept('remedy', [
  'relief', 'resolution', 'forgiveness', 'settlement', 'debt', 'refund', 'refunds', 'grant', 'grants', 'stimulus', 'hardship', 'amnesty', 'rebate', 'rebates', 'payout', 'compensation',
]);
/** Words that may open an office's name: a title lead, or the advertiser owning it ("our Federal ... Hotline"). */
const NAME_LEAD = new Set([...TITLE_LEAD, 'our']);

/**
 * A name that opens with "Federal" or an agency and ends on an office noun or a helpline, every word capitalised:
 * "Federal Student Aid Forgiveness Center", "Federal Benefits Processing Office", a tax agency's acronym before "Debt
 * Settlement Unit". A private firm so named poses as a government office. After an agency's own name a relief word
 * must sit inside ("... Debt Relief Bureau"): the agencies' real offices ("Medical Center", "Service Center") promise none.
 */
function officeNames(doc: TConceptDoc, agencies: THit[]): TFrame[] {
  const { tokens } = doc;
  const capitalised = (i: number) => /^\p{Lu}/u.test(tokens[i].raw);
  // "Federal" opening an agency's full name ("Federal Trade Commission") is that agency, not a name of its own.
  const inAgencyName = (h: THit) => agencies.some((a) => a.first <= h.first && a.last > h.first);
  const federal = occurrences(doc, FEDERAL_WORD).filter((h) => !inAgencyName(h));
  const names = [...agencies, ...federal].sort((a, b) => a.first - b.first);
  const offices = [...occurrences(doc, OFFICE_NOUN), ...occurrences(doc, AGENCY_OFFICE)].sort((a, b) => a.first - b.first);
  // A heading may break the name over two lines, but no stop or comma falls inside it.
  return near(doc, names, offices, { window: 4, ordered: true, sameClause: false }).filter((f) => {
    if (f.b.first <= f.a.last || /[.!?;:,]/.test(doc.text.slice(f.a.end, f.b.start))) return false;
    const before = tokens[f.a.first - 1];
    const startsName = !before || before.clause !== tokens[f.a.first].clause || NAME_LEAD.has(before.norm);
    const span = Array.from({ length: f.b.last - f.a.first + 1 }, (_, k) => f.a.first + k);
    const inName = (h: THit) => h.first > f.a.last && h.last < f.b.first;
    const relief = f.a.concept === FEDERAL_WORD.name || occurrences(doc, REMEDY).some(inName);
    return startsName && relief && span.every(capitalised) && !occurrences(doc, FEDERAL_BUSINESS).some(inName);
  });
}

// The advertiser called the immigration authority's own agent: "Agente autorizado de Inmigración", "official immigration agent".
// No private office is one; a lawyer or an accredited representative represents the client before the agency.
const AGENT_CLAIM = concept('agent claim', ['authorized agent', 'authorised agent', 'official agent', 'agente autorizado', 'agentes autorizados', 'agente oficial', 'agentes oficiales', 'autorizado por', 'autorizados por', 'aprobado por', 'certificado por']);
const IMMIGRATION_AUTHORITY = concept('immigration authority', ['=inmigración', '=inmigracion', '=immigration', 'uscis', 'departamento de inmigración', 'oficina de inmigración']);
const AGENT_WORD = concept('agent', ['authorized', 'authorised', 'official', 'approved', 'certified']);

function immigrationAgentClaims(doc: TConceptDoc): TFrame[] {
  return [
    ...near(doc, AGENT_CLAIM, IMMIGRATION_AUTHORITY, { window: 2, ordered: true }),
    // "Authorized immigration agent", "official immigration agent".
    ...near(doc, AGENT_WORD, IMMIGRATION_AUTHORITY, { window: 0, ordered: true }).filter((f) => /^(?:agents?|agentes?|officers?)$/.test(doc.tokens[f.b.last + 1]?.norm ?? '')),
  ].filter((f) => !isNegatedHit(doc, f.a));
}

/** The advertiser styled as the agency: its office, its helpline, its notice. */
function agencyImpersonation(doc: TConceptDoc, agencies: THit[]): TFrame[] {
  const names = [...agencies, ...occurrences(doc, FEDERAL_WORD)].sort((a, b) => a.first - b.first);
  const offices = [...near(doc, names, AGENCY_OFFICE, { window: 1, ordered: true }), ...officeNames(doc, agencies)];
  const titles = near(doc, agencies, AGENCY_TITLE, { window: 1, ordered: true }).filter((f) => isAgencyTitle(doc, f));
  return [...offices, ...titles];
}

/**
 * A headline that names a relief programme after an agency, every word capitalised and the relief word ending it: "FHA
 * SENIOR CASH RELIEF", "IRS Debt Forgiveness", "FEMA Home Grant". The agencies name their own programmes otherwise, and a
 * private firm so titled poses as one. "FHA loans" and "VA home loans" promise no relief.
 */
function agencyReliefTitles(doc: TConceptDoc, agencies: THit[]): TFrame[] {
  const { tokens } = doc;
  return near(doc, agencies, REMEDY, { window: 3, ordered: true }).filter((f) => {
    const after = tokens[f.b.last + 1];
    const endsTitle = !after || after.clause !== tokens[f.b.last].clause;
    const span = tokens.slice(f.a.first, f.b.last + 1);
    const named = occurrences(doc, FEDERAL_BUSINESS).some((h) => h.first === f.a.last + 1);
    return endsTitle && !named && span.every((t) => /^\p{Lu}/u.test(t.raw)) && !/[.!?;:,]/.test(doc.text.slice(f.a.end, f.b.start));
  });
}

const GOV_ADDRESS = /\b[\w-]+(?:\.[\w-]+)*\.gov\b/i;

/** An agency vouching for the advertiser: "approved by the IRS", "FEMA-certified", "official partner of the Social Security Administration". */
/** An approval a lender or insurer gives of its own: "credit approval", "loan approval", "underwriting approval". */
const LENDERS_OWN = new Set(['credit', 'loan', 'lender', 'underwriting', 'application', 'financing']);

/** The words of an agency's full name before its own: "by the U.S. Department of", "from the United States Office of". */
const FULL_NAME_WORDS = new Set([...COUNTRY_WORDS, 'by', 'from', 'department', 'office', 'of']);

/** "Approved by the United States Department of Health and Human Services": an endorsement reaching past the agency's full title. */
function endorsedByTheFullName(doc: TConceptDoc, agencies: THit[]): TFrame[] {
  return occurrences(doc, ENDORSEMENT).flatMap((e) => {
    let i = e.last + 1;
    while (i < doc.tokens.length && i - e.last <= 8 && FULL_NAME_WORDS.has(doc.tokens[i].norm) && doc.tokens[i].clause === doc.tokens[e.last].clause) i++;
    const agency = agencies.find((h) => h.first === i);
    return agency ? [{ a: e, b: agency, start: e.start, end: agency.end, text: doc.text.slice(e.start, agency.end) }] : [];
  });
}

/**
 * "Official (U.S.) <agency>", with at most three of the country's words between, or "official <product> of (the) (U.S.)
 * <agency>": one or two words of product, then "of" and the country's words.
 */
function officialOf(doc: TConceptDoc, f: TFrame): boolean {
  const between = doc.tokens.slice(f.a.last + 1, f.b.first).map((t) => t.norm);
  if (between.length <= 3 && between.every((w) => COUNTRY_WORDS.has(w))) return true;
  const of = between.indexOf('of');
  return of >= 1 && of <= 2 && between.slice(of + 1).every((w) => COUNTRY_WORDS.has(w));
}

function impliedEndorsement(doc: TConceptDoc): TMatch | null {
  const named = occurrences(doc, AGENCY);
  // A product regulator is read where no other agency's name covers it.
  const regulators = occurrences(doc, PRODUCT_REGULATOR).filter((r) => !named.some((h) => h.first <= r.first && h.last >= r.first));
  const agencies = [...named, ...regulators].sort((a, b) => a.first - b.first).filter(
    (h) => !isLocalGovernment(doc, h) && !namesALaw(doc, h) && (!CAPITALS_ONLY.has(h.text.toLowerCase()) || h.text === h.text.toUpperCase()),
  );
  const isRegulator = (h: THit) => regulators.includes(h);
  if (agencies.length === 0) return immigrationAgentClaims(doc).map(frameMatch)[0] ?? null;
  const certifiedBy = (f: TFrame) => occurrences(doc, CERTIFIED).some((c) => c.first === f.a.first || c.first === f.b.first);
  const designationsFor = (f: TFrame) => [...occurrences(doc, REAL_DESIGNATION), ...(certifiedBy(f) ? occurrences(doc, CERTIFIED_DESIGNATION) : [])];
  const frames = [
    ...immigrationAgentClaims(doc),
    ...near(doc, ENDORSEMENT, agencies, { window: 4 }),
    ...endorsedByTheFullName(doc, agencies),
    // "OFFICIAL NOTICE: U.S. Treasury ...": a heading's colon sits between the voice and the agency.
    ...near(doc, OFFICIAL_VOICE, agencies, { window: 3, sameClause: false }).filter((f) => doc.tokens[f.b.first].clause - doc.tokens[f.a.first].clause <= 1),
    // "Official Social Security notice", "official IRS form", "Official U.S. Department of ...", and "the official boot of
    // the Park Service": the product named the agency's own.
    ...near(doc, OFFICIAL_WORD, agencies, { window: 7, ordered: true }).filter((f) => officialOf(doc, f)),
    ...agencyImpersonation(doc, agencies),
    ...agencyReliefTitles(doc, agencies),
  ].sort((a, b) => a.start - b.start);
  const pure = occurrences(doc, PURE_ENDORSEMENT);
  // "The U.S. Small Business Administration does not endorse any lender": an agency the ad itself says endorses nothing.
  const disclaimed = near(doc, agencies, ENDORSEMENT, { window: 5, ordered: true })
    .filter((f) => isNegatedHit(doc, f.b))
    .map((f) => f.a.text.toLowerCase());
  const agencyOf = (f: TFrame) => (f.a.concept === ENDORSEMENT.name ? f.b : f.a);
  const frame = frames.find((f) => {
    if (isNegatedHit(doc, f.a) || isNegatedHit(doc, f.b)) return false;
    if (disclaimed.includes(agencyOf(f).text.toLowerCase())) return false;
    // "Subject to credit approval": the lender's approval, not the agency's.
    if (f.a.concept === ENDORSEMENT.name && /^approv/i.test(f.a.text) && LENDERS_OWN.has(doc.tokens[f.a.first - 1]?.norm ?? '')) return false;
    // "...at the official U.S. government website, www.benefits.va.gov": the ad sends the reader to the agency itself.
    if (GOV_ADDRESS.test(lineAround(doc.text, f.start))) return false;
    if (pure.some((p) => p.first === f.a.first)) return true;
    // "Our officers are accredited by the VA": accreditation is a status the agency grants to the designation named before it.
    const first = Math.min(f.a.first, f.b.first);
    if (f.a.concept === ENDORSEMENT.name && /^accredit/i.test(f.a.text) && designationsFor(f).some((d) => d.last < first && first - d.last <= 3 && doc.tokens[d.last].clause === doc.tokens[first].clause)) return false;
    // A regulator's "approved" or "certified" is a real product status.
    if (f.a.concept === ENDORSEMENT.name && isRegulator(f.b)) return false;
    // "Coast Guard approved" life jackets and fire extinguishers: the Coast Guard approves boating safety gear.
    if (f.a.concept === ENDORSEMENT.name && /^(?:u\s?s\s?)?coast\s+guard$|^uscg$/i.test(agencyOf(f).text) && mentions(doc, BOATING_GEAR)) return false;
    // "Authorized IRS e-file provider", "VA-approved lender": a designation the agency grants, named right after.
    const after = Math.max(f.a.last, f.b.last);
    return !designationsFor(f).some((d) => d.first > after && d.first - after <= 2);
  });
  return frame ? frameMatch(frame) : null;
}

/**
 * "FDA approved" said of a supplement or natural remedy, in copy with no prescription or prescriber. "Sold without a
 * prescription" or "no prescription needed" names no prescriber: it boasts the product needs none.
 */
function falseFdaApproval(doc: TConceptDoc): TMatch | null {
  const supplements = occurrences(doc, SUPPLEMENT);
  const prescribers = occurrences(doc, PRESCRIBER);
  if (supplements.length === 0 || prescribers.some((h) => !isNegatedHit(doc, h, 4))) return null;
  // An over-the-counter drug is FDA approved and needs no prescription either: where the copy says so, the approval
  // must be claimed of the supplement itself, not of a drug sold beside it.
  const claimed = prescribers.length === 0 ? () => true : (f: TFrame) => near(doc, [f.a], supplements, { window: 5, sameClause: false }).length > 0;
  const frame = near(doc, FDA, FDA_STATUS, { window: 3 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && claimed(f));
  return frame ? frameMatch(frame) : null;
}

/** A controlled substance beside a sale, in copy that is not about prevention or treatment. */
function controlledSubstanceOffer(doc: TConceptDoc): TMatch | null {
  const named = occurrences(doc, CONTROLLED_SUBSTANCE).filter(notNegated(doc));
  if (named.length === 0 || occurrences(doc, DRUG_EDUCATION).length > 0) return null;
  const drugs = [...named, ...occurrences(doc, DRUG_SLANG).filter(notNegated(doc))].sort((a, b) => a.first - b.first);
  // A price is a sale: "2 for $40", "$25 an eighth".
  const sales = [...occurrences(doc, SALE), ...quantityHits(doc, 'money')].sort((a, b) => a.first - b.first);
  const frame = near(doc, drugs, sales, { window: 30, sameClause: false })[0];
  return frame ? frame.a : null;
}

/** A prescription drug offered past its gate: "no prescription needed", "no script", "skip the doctor appointment". */
function prescriptionWithout(doc: TConceptDoc): TMatch | null {
  const drugs = prescriptionDrugs(doc);
  if (drugs.length === 0) return null;
  const prescribers = occurrences(doc, PRESCRIBER);
  // "Refunded if you are not prescribed" states what happens when the prescriber says no: the gate is kept.
  const conditional = (h: THit) => doc.tokens.slice(Math.max(0, h.first - 5), h.first).some((t) => t.clause === doc.tokens[h.first].clause && /^(?:if|unless|whether)$/.test(t.norm));
  const waived = [
    ...prescribers.filter((h) => isNegatedHit(doc, h, 5) && !conditional(h)),
    ...near(doc, SKIP, prescribers, { window: 2, ordered: true }).map((f) => f.b),
    ...near(doc, prescribers, WAIVED_AFTER, { window: 0, ordered: true }).map((f) => f.a),
  ];
  // "Prescription required" or "ask your doctor" are the gate kept, not waived.
  const frame = near(doc, drugs, waived, { window: 30, sameClause: false })[0];
  if (frame) return { text: sentenceAround(doc.text, frame.b, 80).trim() || frame.b.text, start: frame.b.start, end: frame.b.end };
  // "Oxycodone 30mg for sale, text me": sold hand to hand, with no pharmacy or prescriber anywhere.
  // A "testosterone booster" is a supplement named after the drug, not the drug.
  if (prescribers.length > 0 || occurrences(doc, PHARMACY).length > 0 || occurrences(doc, SUPPLEMENT).length > 0) return null;
  const street = near(doc, drugs, STREET_SALE, { window: 20, sameClause: false })[0];
  return street ? { text: sentenceAround(doc.text, street.a, 80).trim() || street.a.text, start: street.a.start, end: street.a.end } : null;
}

/** Prescription drugs by name or by street name; everyday street words count only beside a clear one. */
function prescriptionDrugs(doc: TConceptDoc): THit[] {
  const clear = [...occurrences(doc, PRESCRIPTION_ONLY), ...occurrences(doc, PILL_SLANG)];
  if (clear.length === 0) return [];
  return [...clear, ...occurrences(doc, AMBIGUOUS_PILL_SLANG)].sort((a, b) => a.first - b.first);
}

/** What "1:1" grades: "1:1 quality", "1:1 mirror", "1:1 copies". */
const GRADE = concept('grade', ['quality', 'grade', 'mirror', 'copy', 'copies', 'replica', 'replicas', 'clone', 'clones', 'version', 'versions', 'batch', 'batches', 'pair', 'pairs']);

/** "1:1" as the trade grades a copy. The colon ends a clause for the concept layer, so the ratio is read here. */
function oneToOneCopies(doc: TConceptDoc): THit[] {
  const { tokens, text } = doc;
  const grades = occurrences(doc, GRADE);
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1];
    if (t.norm !== '1' || next?.norm !== '1' || text.slice(t.end, next.start).trim() !== ':') return [];
    if (!grades.some((g) => g.first > i + 1 && g.first - (i + 1) <= 2)) return [];
    return [{ concept: 'counterfeit', first: i, last: i + 1, start: t.start, end: next.end, text: text.slice(t.start, next.end), uncertain: t.uncertain || next.uncertain }];
  });
}

/** Said of a mark on a copy: the maker's own. */
const IDENTICAL = concept('identical', ['identical', 'same', 'exact', 'exactly like', 'indistinguishable', 'matching']);

/** A copy whose marks are said to match the maker's: "the same logos", "tags and box label all identical". */
/** The maker's marks said to be on the goods: "the same logo", "identical tags". */
function marksClaimed(doc: TConceptDoc, logos: THit[]): THit[] {
  return near(doc, logos, IDENTICAL, { window: 3 })
    .filter((f) => !isNegatedHit(doc, f.b))
    .map((f) => f.a);
}

function marksReproduced(doc: TConceptDoc, copies: THit[], marks: THit[]): TFrame[] {
  if (marks.length === 0) return [];
  return near(doc, [...copies, ...occurrences(doc, COPY_WEAK)], marks, { window: 30, sameClause: false });
}

/** A price no maker's own goods are sold at: "a quarter of the price", "75% off" a brand's list. */
const FRACTION_OF_PRICE = concept('fraction of the price', [
  'fraction of the price', 'fraction of retail', 'fraction of the cost', 'quarter the price', 'quarter of the price', 'one quarter the price', 'a third of the price', 'third the price',
]);
const STEEP_DISCOUNT = 60;

/**
 * A named brand said to carry its maker's own marks ("the same logo and tags") at a fraction of its price: no copy word is
 * needed when the goods are sold as the brand's for what its goods never cost. A dealer's sale is never that steep.
 */
function brandMarksAtAFraction(doc: TConceptDoc, marks: THit[]): TFrame[] {
  if (marks.length === 0) return [];
  const steep = occurrences(doc, FRACTION_OF_PRICE).length > 0 || quantityHits(doc, 'percent', (q) => q.value >= STEEP_DISCOUNT).length > 0;
  return steep ? near(doc, NAMED_BRAND, marks, { window: 40, sameClause: false }) : [];
}

/** A copy of a branded product: a counterfeit word beside a brand or a logo, or a copy said to carry the logo. */
function counterfeitGoods(doc: TConceptDoc): TMatch | null {
  const genuine = occurrences(doc, GENUINE);
  // "No logos" is what keeps a look-alike lawful.
  const logos = occurrences(doc, LOGO).filter(notNegated(doc));
  // Not only in one clause: "1:1" and "Replicas: Gucci, LV" put a colon between the copy and the brand.
  const copies = [...occurrences(doc, COPY_STRONG), ...oneToOneCopies(doc)];
  const strong = near(doc, copies, [...occurrences(doc, BRAND), ...logos], { window: 6, sameClause: false });
  const weak = near(doc, COPY_WEAK, logos, { window: 6, sameClause: false });
  // "Rolex copies that look 100% real": a copy of a named brand sold as passing for it.
  const passing = occurrences(doc, PASSES_AS_REAL).length > 0 && occurrences(doc, UNBRANDED).length === 0;
  const passedOff = passing ? near(doc, COPY_WEAK, NAMED_BRAND, { window: 8, sameClause: false }) : [];
  const marks = marksClaimed(doc, logos);
  const frame = [...strong, ...weak, ...passedOff, ...marksReproduced(doc, copies, marks), ...brandMarksAtAFraction(doc, marks)]
    .sort((a, b) => a.start - b.start)
    .find((f) => !isNegatedHit(doc, f.a) && !genuine.some((g) => doc.tokens[g.first].clause === doc.tokens[f.a.first].clause && Math.abs(g.first - f.a.first) <= 3));
  return frame ? frameMatch(frame) : null;
}

/** A body line this long that ends on no stop was wrapped by the layout, not ended by the writer. */
const WRAPPED_LINE = /(?<=[^\n]{40})(?<=[\p{L}\d,])\n(?=[ \t]*[\p{L}\d])/gu;

/**
 * The copy with body lines that wrap mid-sentence joined (same length, so offsets hold): an agency's name runs over
 * the wrap ("partner of the United States / Mint"), and extraction joins such lines only before a lower-case word.
 */
// A heading set in capitals wraps anywhere ("IRS / AUTHORIZED TAX RELIEF / PROGRAM"): a line ending on a word in capitals
// runs on into a line set wholly in capitals.
const WRAPPED_HEADING = /(?<=\b\p{Lu}{2,}[ \t]*)\n(?=[ \t]*\p{Lu}{2,}\b[^\n\p{Ll}]*$)/gmu;

function bodyLinesJoined(input: TRuleInput): TConceptDoc {
  const joined = input.text.replace(WRAPPED_LINE, ' ').replace(WRAPPED_HEADING, ' ');
  return joined === input.text ? docOf(input) : tokenize(joined, input.uncertain ?? []);
}

function checkUnlawfulOffers(input: TRuleInput): TRuleFinding[] {
  const doc = docOf(input);
  const findings: TRuleFinding[] = [];

  const endorsement = impliedEndorsement(bodyLinesJoined(input)) ?? falseFdaApproval(doc);
  if (endorsement) {
    findings.push(
      finding({
        citation: CITE.agencyName,
        severity: 'major',
        type: 'implied_government_endorsement',
        description: 'Uses a federal agency or the government to imply official endorsement (18 U.S.C. 709).',
        match: endorsement,
      }),
    );
  }

  const drug = controlledSubstanceOffer(doc);
  if (drug) {
    findings.push(
      finding({
        citation: CITE.controlledSubstance,
        severity: 'critical',
        type: 'controlled_substance_offer',
        description: 'Offers a controlled substance for sale.',
        match: drug,
      }),
    );
  }

  const unprescribed = prescriptionWithout(doc);
  if (unprescribed) {
    findings.push(
      finding({
        citation: CITE.prescriptionDrug,
        severity: 'critical',
        type: 'prescription_drug_without_prescription',
        description: 'Offers a prescription-only drug without a prescription.',
        match: unprescribed,
      }),
    );
  }

  const winked = underageServiceWinked(doc);
  if (winked) {
    findings.push(
      finding({
        citation: CITE.underageDrinking,
        severity: 'critical',
        type: 'alcohol_to_minors',
        description: 'Invites guests under 21 to a drinking event while saying the age check will be skipped: furnishing alcohol to minors (Minn. Stat. 340A.503).',
        match: winked,
      }),
    );
  }

  const cannabis = occurrences(doc, CANNABIS_BUSINESS).find(notNegated(doc));
  if (cannabis) {
    findings.push(
      finding({
        citation: CITE.cannabis,
        severity: 'major',
        type: 'cannabis_business',
        description:
          'Adult-use cannabis advertising: confirm the advertiser holds an Office of Cannabis Management license and the ad meets Minn. Stat. 342.64; mailed editions carry federal risk under 21 U.S.C. 843(c).',
        match: cannabis,
        kind: 'review_item',
      }),
    );
  }

  const notario = notarioImmigrationWork(doc);
  if (notario) {
    findings.push(
      finding({
        citation: CITE.practiceOfLaw,
        severity: 'major',
        type: 'unauthorized_practice_of_law',
        description: 'A notario offers immigration services: a notary public may not give legal advice or handle an immigration case (unauthorized practice of law, notario fraud).',
        match: notario,
      }),
    );
  }

  const fireworks = aerialFireworksOffer(doc);
  if (fireworks) {
    findings.push(
      finding({
        citation: CITE.fireworks,
        severity: 'major',
        type: 'aerial_fireworks_sale',
        description: 'Offers aerial or exploding fireworks (mortars, Roman candles, bottle rockets) to consumers in Minnesota, where only ground and hand-held fireworks may be sold (Minn. Stat. 624.20-624.21).',
        match: fireworks,
      }),
    );
  }

  findings.push(...unlawfulTrades(doc));

  const counterfeit = counterfeitGoods(doc);
  if (counterfeit) {
    findings.push(
      finding({
        citation: CITE.counterfeit,
        severity: 'critical',
        type: 'counterfeit_goods',
        description: 'Offers replica or counterfeit branded goods.',
        match: counterfeit,
      }),
    );
  }
  return findings;
}

/** Illegal services and goods a private seller offers: each frame and the law it breaks. */
const UNLAWFUL_TRADES = [
  {
    find: moneyMuleJob,
    citation: CITE.moneyMule,
    type: 'money_mule_job',
    description: 'Recruits people to reship parcels from home or pass other people\'s payments through their own accounts: a reshipping or money-mule scheme.',
  },
  {
    find: fightingAnimalOffer,
    citation: CITE.animalFighting,
    type: 'animal_fighting',
    description: 'Offers animals in the language of dog or cock fighting (game-bred, game-tested, fighting cocks): animal fighting is a crime (Minn. Stat. 343.31).',
  },
  {
    find: protectedWildlifeTrade,
    citation: CITE.wildlifeTrade,
    type: 'protected_wildlife_trade',
    description: 'Buys or sells eagle, hawk or other migratory-bird parts, bear galls, or game hides without their tags: federal and Minnesota law forbid the trade.',
  },
  {
    find: unlicensedLiquorSale,
    citation: CITE.unlicensedLiquor,
    type: 'unlicensed_alcohol_sale',
    description: 'Sells homemade wine, beer or spirits by the container: selling liquor needs a license (Minn. Stat. 340A.401).',
  },
  {
    find: streetCannabisSale,
    citation: CITE.unlicensedCannabis,
    type: 'unlicensed_cannabis_sale',
    description: 'Offers cannabis hand to hand from an unlicensed seller: only a licensed cannabis business may sell it (Minn. Stat. 342.09).',
  },
  {
    find: unlicensedTradeOffer,
    citation: CITE.unlicensedTrade,
    type: 'unlicensed_service',
    description:
      'Offers a service Minnesota licenses (child care for several families, electrical or plumbing work, contracting, body art, cosmetology) while saying the advertiser holds no license or skips the permit.',
  },
  {
    find: discriminatoryHiring,
    citation: CITE.employmentDiscrimination,
    type: 'discriminatory_job_ad',
    description: 'A job ad that turns applicants away by age, sex, race, religion, national origin, family status or disability (Minn. Stat. 363A.08; Title VII; ADEA).',
  },
  {
    find: nicotineWithoutAgeCheck,
    citation: CITE.tobacco21,
    type: 'tobacco_sale_without_age_check',
    description: 'Offers tobacco or nicotine products while waiving the age check ("no ID", "all ages"): they may be sold only to people 21 or older.',
  },
  {
    find: deductibleCovered,
    citation: CITE.deductible,
    type: 'contractor_pays_deductible',
    description: "A contractor offers to cover, waive or rebate the homeowner's insurance deductible, which Minnesota forbids residential contractors (Minn. Stat. 325E.66).",
  },
] as const;

function unlawfulTrades(doc: TConceptDoc): TRuleFinding[] {
  return UNLAWFUL_TRADES.flatMap(({ find, citation, type, description }) => {
    const match = find(doc);
    return match ? [finding({ citation, severity: 'major', type, description, match })] : [];
  });
}

export const legalComplianceRule: TPolicyRuleModule = { policyId: POLICY_IDS.legalCompliance, check: checkLegalCompliance };
