import { POLICY_LIBRARY_CATEGORIES, POLICY_RISK_LEVELS } from './enums';

export type TPolicyLibraryCategory = (typeof POLICY_LIBRARY_CATEGORIES)[number];
export type TPolicyRiskLevel = (typeof POLICY_RISK_LEVELS)[number];

/** One rule of the publisher's policy library, as reviewers read it and as the engine cites it. */
export interface TPolicyRule {
  id: string;
  category: TPolicyLibraryCategory;
  title: string;
  description: string;
  requirements: string[];
  /** The one-line citation shown beside the rule. */
  reference: string;
  /** Every statute, regulation or guide the rule rests on. */
  legalReferences: string[];
  riskLevel: TPolicyRiskLevel;
  keywords: string[];
}

export const POLICY_IDS = {
  truthfulAdvertising: 'mock_truthful_advertising',
  legalCompliance: 'mock_legal_compliance',
  goodTaste: 'mock_good_taste',
  adultProducts: 'mock_adult_products',
  alcohol: 'mock_alcohol',
  bettingGambling: 'mock_betting_gambling',
  hempProducts: 'mock_hemp_products',
  firearmsWeapons: 'mock_firearms_weapons',
  contestsSweepstakes: 'mock_contests_sweepstakes',
  housingRealEstate: 'mock_housing_real_estate',
  foreignLanguages: 'mock_foreign_languages',
  nationalSymbols: 'mock_national_symbols',
} as const;
export type TBuiltInPolicyId = (typeof POLICY_IDS)[keyof typeof POLICY_IDS];

/**
 * The 12 built-in rules. Citations follow the publisher's regulatory reference; laws change, so
 * the engine's numeric thresholds live in its settings, not here.
 */
export const POLICY_LIBRARY: readonly TPolicyRule[] = [
  {
    id: POLICY_IDS.truthfulAdvertising,
    category: 'General Standards',
    title: 'Truthful Advertising',
    description:
      'Advertising must not deceive a reasonable reader. Objective claims (health effects, "clinically proven", "#1", "lowest prices", earnings, weight loss) need a reasonable basis before publication, and "free" offers must state their conditions clearly.',
    requirements: [
      'No claims that a product cures, treats or prevents disease without competent and reliable scientific evidence',
      'No guaranteed results, "miracle" or instant-results claims',
      'Superlatives and scientific claims ("#1", "lowest prices", "clinically proven") must be substantiated or attributed',
      'Earnings and weight-loss claims must be typical and substantiated; "results not typical" is not an adequate disclosure',
      'Conditions of a "free" offer must appear with the offer',
    ],
    reference: 'FTC Act section 5 (15 U.S.C. 45); Minn. Stat. 325F.67',
    legalReferences: [
      'FTC Act section 5, 15 U.S.C. 45 (deceptive acts or practices)',
      'FTC Act section 12, 15 U.S.C. 52 (food, drugs, devices, cosmetics)',
      'FTC Policy Statement Regarding Advertising Substantiation (1984)',
      '16 CFR 251 (use of the word "free")',
      '16 CFR 255 (endorsements and testimonials)',
      'Minn. Stat. 325F.67 (false statement in advertising)',
    ],
    riskLevel: 'high',
    keywords: ['guaranteed', 'clinically proven', 'cure', 'free', 'lowest price', 'miracle'],
  },
  {
    id: POLICY_IDS.legalCompliance,
    category: 'General Standards',
    title: 'Legal Compliance',
    description:
      'Advertising must comply with federal, state and local law. Political advertising must carry the words "PAID ADVERTISEMENT" and the Minnesota "Prepared and paid for by" disclaimer with the payer\'s address; the newspaper may not accept it otherwise. Ads may not offer illegal goods or services, or imply endorsement by a federal agency.',
    requirements: [
      'Political ads: the words "PAID ADVERTISEMENT" at the beginning or end (Minn. Stat. 211B.05)',
      'Political ads: "Prepared and paid for by [committee], [address or website with address]" (Minn. Stat. 211B.04)',
      'Independent expenditures: the statement that the ad is not coordinated with or approved by any candidate',
      'Federal campaign ads: "Paid for by" disclaimer in a printed box set apart from the ad (11 CFR 110.11)',
      'No controlled substances, prescription drugs without prescription, or counterfeit goods',
      'No use of federal agency names implying government endorsement',
    ],
    reference: 'Minn. Stat. 211B.04, 211B.05; 11 CFR 110.11',
    legalReferences: [
      'Minn. Stat. 211B.04 (campaign material disclaimer)',
      'Minn. Stat. 211B.05 (paid advertisements in newspapers)',
      '52 U.S.C. 30120; 11 CFR 110.11 (federal election disclaimers)',
      'Minn. Stat. 609.771 (election deep fakes)',
      '21 U.S.C. 841, 843(c) (controlled substances and their advertisement)',
      '18 U.S.C. 709 (false advertising or misuse of names to indicate federal agency)',
      '18 U.S.C. 2320 (trafficking in counterfeit goods)',
    ],
    riskLevel: 'high',
    keywords: ['paid advertisement', 'prepared and paid for by', 'vote', 'election', 'prescription'],
  },
  {
    id: POLICY_IDS.goodTaste,
    category: 'General Standards',
    title: 'Good Taste',
    description:
      'The publisher may refuse advertising that fails judicious good taste: profanity, slurs, graphic violence, fear-based shock copy, or commercial exploitation of a tragedy.',
    requirements: [
      'No profanity, including masked or leetspeak spellings',
      'No slurs or language denigrating a protected group',
      'No graphic violence or gore',
      'No fear-based shock headlines',
      'No sales tied to a local or national tragedy',
    ],
    reference: "Publisher's advertising acceptance policy",
    legalReferences: [
      "Publisher's right to refuse advertising (editorial discretion of a private publisher)",
      'Minn. Stat. 349A.09 (state lottery advertising standards, used as a taste checklist)',
    ],
    riskLevel: 'moderate',
    keywords: ['profanity', 'offensive', 'graphic', 'violence', 'slur'],
  },
  {
    id: POLICY_IDS.adultProducts,
    category: 'Restricted Content',
    title: 'Adult Products and Services',
    description:
      'Explicit sexual content is not accepted. Escort, erotic massage and similar services are refused as promotion of prostitution. Lawful adult businesses are accepted only with placement restrictions after review.',
    requirements: [
      'No escort, "body rub", outcall/incall or similar sexual services',
      'No explicit sexual language or imagery',
      'Lawful adult businesses (adult stores, clubs) need publisher review and placement away from youth content',
    ],
    reference: 'Minn. Stat. 617.241, 609.322; 18 U.S.C. 2421A',
    legalReferences: [
      'Minn. Stat. 617.241 (obscenity)',
      'Minn. Stat. 617.293 (material harmful to minors)',
      'Minn. Stat. 609.322 (solicitation and promotion of prostitution)',
      '18 U.S.C. 1461 (mailing obscene matter)',
      '18 U.S.C. 2421A (promotion of prostitution)',
    ],
    riskLevel: 'high',
    keywords: ['escort', 'adult', 'explicit', 'massage', 'xxx'],
  },
  {
    id: POLICY_IDS.alcohol,
    category: 'Regulated Products',
    title: 'Alcohol',
    description:
      'Alcohol advertising must not make health claims, encourage excessive drinking, offer free drinks or premiums, appeal to minors, or use the American flag or armed forces. Spirits ads state alcohol content, and every ad names the responsible advertiser.',
    requirements: [
      'No health or therapeutic claims',
      'No encouragement of excessive or rapid drinking',
      'No free drinks, giveaways or premiums (Minn. R. 7515.0760)',
      'No children, family scenes or toys; models at least 25 (industry codes)',
      'No American flag or armed forces (Minn. R. 7515.0760)',
      'Responsible advertiser name and city; spirits state % alcohol by volume',
      '"Please drink responsibly" recommended',
    ],
    reference: '27 CFR 4.60-4.65, 5.231-5.236, 7.231-7.236; Minn. R. 7515.0760',
    legalReferences: [
      '27 CFR 4.60-4.65 (wine advertising)',
      '27 CFR 5.231-5.236 (distilled spirits advertising)',
      '27 CFR 7.231-7.236 (malt beverage advertising)',
      'Minn. R. 7515.0760 (alcoholic beverage advertising)',
      'Beer Institute Advertising and Marketing Code',
    ],
    riskLevel: 'moderate',
    keywords: ['beer', 'wine', 'spirits', 'cocktail', 'alcohol'],
  },
  {
    id: POLICY_IDS.bettingGambling,
    category: 'Restricted Content',
    title: 'Betting and Gambling',
    description:
      'Minnesota makes it a crime to disseminate information encouraging participation in a lottery other than the Minnesota State Lottery or the lottery of an adjoining state (Iowa, Wisconsin, North Dakota, South Dakota). Sports betting and online casinos are not lawful in Minnesota. Tribal casinos and licensed charitable gambling need review.',
    requirements: [
      'Lottery ads only for the Minnesota, Iowa, Wisconsin, North Dakota or South Dakota lotteries and multi-state games sold in Minnesota',
      'No sportsbook or online casino solicitation',
      'Lottery courier or pool services state that they are not affiliated with the Minnesota State Lottery',
      'No misrepresentation of odds, no "guaranteed wins", no gambling as relief from financial difficulty',
      'Charitable gambling ads show the Gambling Control Board license',
    ],
    reference: 'Minn. Stat. 609.755(3); 18 U.S.C. 1301-1307',
    legalReferences: [
      'Minn. Stat. 609.75 (gambling definitions)',
      'Minn. Stat. 609.755(3) (disseminating lottery information)',
      'Minn. Stat. 609.76 (sports bookmaking)',
      '18 U.S.C. 1301-1307 (lottery advertising; 1307 exemptions)',
      'Minn. Stat. 349A.09 (lottery advertising)',
      'Minn. Stat. 299L.09 (lottery service businesses)',
      'Minn. Stat. ch. 349 (lawful charitable gambling)',
    ],
    riskLevel: 'high',
    keywords: ['lottery', 'casino', 'sports betting', 'jackpot', 'odds'],
  },
  {
    id: POLICY_IDS.hempProducts,
    category: 'Regulated Products',
    title: 'Hemp-Derived Products',
    description:
      'Hemp-derived cannabinoid products may be sold only to people 21 or older, within Minnesota potency limits, and hemp is at most 0.3% delta-9 THC by dry weight. Ads must carry the Office of Cannabis Management warning, make no health claims, not promote overconsumption, and not appeal to or depict anyone under 21. Publisher policy: submitted at least 24 hours before publication.',
    requirements: [
      'Office of Cannabis Management warning text ("not for use by anyone under the age of 21...")',
      'Delta-9 THC at most 0.3% by dry weight; at most 5 mg THC per serving and 50 mg per package (10 mg per beverage)',
      'Only delta-8 or delta-9 THC (no HHC, THC-O, THCP, delta-10)',
      'No health or therapeutic claims; no promotion of overconsumption',
      'No persons under 21 and nothing appealing to under-21s (cartoons, candy, toys)',
      'Sales only to ages 21 and over',
      'Publication date at least 24 hours after submission',
    ],
    reference: 'Minn. Stat. 342.64; Minn. Stat. 151.72; 7 U.S.C. 1639o',
    legalReferences: [
      'Minn. Stat. 342.64 (cannabis and hemp advertising)',
      'Minn. Stat. 151.72 (edible cannabinoid products)',
      'Minn. Stat. ch. 342 (cannabis and hemp regulation)',
      'OCM Guidance Memo GM-2025-07 (required warning)',
      '7 U.S.C. 1639o (hemp: 0.3% delta-9 THC by dry weight)',
      'H.R. 5371 section 781 (federal total-THC redefinition, effective about 12 Nov 2026)',
    ],
    riskLevel: 'high',
    keywords: ['hemp', 'THC', 'CBD', 'delta-9', 'edibles'],
  },
  {
    id: POLICY_IDS.firearmsWeapons,
    category: 'Restricted Content',
    title: 'Firearms and Weapons',
    description:
      'Lawful firearms, ammunition and dealers may advertise. Ads may not offer transfers without background checks or permits, unserialized ("ghost") guns, machine-gun conversion devices, or market firearms to minors.',
    requirements: [
      'No offers of sales without background checks, paperwork or ID',
      'No machine guns, auto sears, "Glock switches", binary or forced-reset triggers, bump stocks, unserialized or 80% lowers',
      'Private sales of pistols and semiautomatic military-style assault weapons mention the transferee permit or permit to carry and the record of transfer',
      'No shipping firearms directly to a buyer\'s door (transfers go through a licensed dealer)',
      'No youth-directed firearm marketing (hunter safety education excepted)',
    ],
    reference: '18 U.S.C. 922; Minn. Stat. 624.7132, 609.67',
    legalReferences: [
      '18 U.S.C. 922 (unlawful acts; 922(o) machine guns)',
      '26 U.S.C. 5845 (National Firearms Act definitions)',
      '27 CFR 478.12 (frame or receiver)',
      'Minn. Stat. 624.7132 (report of transfer; private transfers)',
      'Minn. Stat. 624.7131 (transferee permit)',
      'Minn. Stat. 609.67 (machine guns, trigger activators)',
    ],
    riskLevel: 'high',
    keywords: ['firearm', 'gun', 'ammunition', 'rifle', 'pistol'],
  },
  {
    id: POLICY_IDS.contestsSweepstakes,
    category: 'Content Requirements',
    title: 'Contests and Sweepstakes',
    description:
      'A promotion with a prize, chance and a required purchase is an illegal lottery. Sweepstakes must state that no purchase is necessary, the free method of entry and the end date; prize notices that involve any payment must state the sponsor, retail value, odds and fees.',
    requirements: [
      '"No purchase necessary" and a free method of entry for any game of chance',
      'The scheduled end date of the promotion',
      'Prize notices with a fee: sponsor, retail value of each prize, odds, fees and restrictions',
      'Official rules and "void where prohibited" (recommended)',
    ],
    reference: 'Minn. Stat. 325F.755; Minn. Stat. 609.75 subd. 1',
    legalReferences: [
      'Minn. Stat. 609.75 subd. 1 (lottery: prize, chance, consideration; in-package promotions)',
      'Minn. Stat. 325F.755 (prize notices)',
      '39 U.S.C. 3001(k) (mailed sweepstakes disclosures)',
    ],
    riskLevel: 'moderate',
    keywords: ['sweepstakes', 'contest', 'no purchase necessary', 'prize', 'giveaway'],
  },
  {
    id: POLICY_IDS.housingRealEstate,
    category: 'Content Requirements',
    title: 'Housing and Real Estate',
    description:
      'It is unlawful to publish a housing advertisement that indicates a preference, limitation or discrimination based on race, color, religion, sex, disability, familial status or national origin, and in Minnesota also creed, marital status, public assistance status and sexual orientation. The publisher is liable for what it prints.',
    requirements: [
      'No words indicating a preference for or against a protected group ("adults only", "no children", "Christian home", "English speakers only", "no wheelchairs")',
      'No exclusion of tenants on public assistance',
      'Housing for older persons (55+ / 62+) stated on the face of the ad',
      'Equal Housing Opportunity logo or statement (recommended)',
    ],
    reference: '42 U.S.C. 3604(c); 24 CFR 100.75; Minn. Stat. 363A.09',
    legalReferences: [
      '42 U.S.C. 3604(c) (discriminatory advertising)',
      '24 CFR 100.75 (discriminatory advertisements, statements and notices)',
      '42 U.S.C. 3607(b) (housing for older persons)',
      'Minn. Stat. 363A.09 (Minnesota Human Rights Act, real property)',
      'HUD guidance on advertisements under section 804(c) (Achtenberg memo, 9 Jan 1995)',
    ],
    riskLevel: 'moderate',
    keywords: ['rent', 'apartment', 'fair housing', 'for sale', 'lease'],
  },
  {
    id: POLICY_IDS.foreignLanguages,
    category: 'Content Requirements',
    title: 'Foreign Languages',
    description:
      'Advertising in a language other than English needs a translation for review. Required disclosures must appear in the predominant language of the ad, not only in English.',
    requirements: [
      'A translation supplied with any non-English creative',
      'Required disclosures (political disclaimer, hemp warning, "no purchase necessary", Equal Housing Opportunity) in the ad\'s predominant language',
    ],
    reference: '16 CFR 14.9',
    legalReferences: ['16 CFR 14.9 (disclosures in foreign-language advertising)', '24 CFR 109.25 (selective English-only media, HUD guidance)'],
    riskLevel: 'low',
    keywords: ['translation', 'language', 'spanish', 'disclosure'],
  },
  {
    id: POLICY_IDS.nationalSymbols,
    category: 'General Standards',
    title: 'National Symbols',
    description:
      'The U.S. flag should not be used for advertising, and Minnesota makes commercial use of the U.S. or Minnesota flag a misdemeanor. Government seals may not be used to imply endorsement.',
    requirements: [
      'No U.S. or Minnesota flag as an element of a commercial ad',
      'No words or logos printed on the flag',
      'No government seals implying endorsement',
    ],
    reference: '4 U.S.C. 8; Minn. Stat. 609.40',
    legalReferences: [
      '4 U.S.C. 8(g), 8(i) (respect for the flag)',
      'Minn. Stat. 609.40 subd. 2 (flags)',
      '18 U.S.C. 713 (use of the Great Seal and official seals)',
    ],
    riskLevel: 'moderate',
    keywords: ['flag', 'seal', 'patriotic', 'eagle'],
  },
];

export function findPolicyRule(id: string): TPolicyRule | undefined {
  return POLICY_LIBRARY.find((rule) => rule.id === id);
}
