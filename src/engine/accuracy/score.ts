/**
 * Scoring of the accuracy corpus, shared by `npm run accuracy` and the accuracy test: per-policy
 * precision and recall for each part and each form the engine reads (text, PDF, image by OCR),
 * the false-positive rate on clean ads, and the printed report.
 */
import { POLICY_LIBRARY } from '../../domain/policy-library';
import { RESEMBLANCE_TYPE } from '../resemblance/suggest';
import { ANALYSIS_VERSION } from '../version';
import { CORPUS_PARTS, RETIRED_PARTS, type TCorpusPart, type TOutcome } from './corpus';
import { percent, ratio } from './format';
import { renderSensitiveSubjects } from './sensitive-subjects';

/** The floor the build holds the development part to; the held-out part is only reported. */
export const DEVELOPMENT_FLOOR = { minRecall: 0.9, maxCleanFalsePositiveRate: 0.05 } as const;

export const FORMS = ['text', 'pdf', 'image'] as const;
export type TForm = (typeof FORMS)[number];
const FORM_LABEL: Record<TForm, string> = { text: 'Text (TXT, DOCX, DOC)', pdf: 'PDF', image: 'Image by OCR (PNG, scanned PDF)' };
const FORM_OF_FORMAT: Record<string, TForm> = { txt: 'text', docx: 'text', doc: 'text', pdf: 'pdf', png: 'image', scan: 'image' };

export function formOf(outcome: TOutcome): TForm {
  const form = FORM_OF_FORMAT[outcome.entry.format];
  if (!form) throw new Error(`Unknown corpus format ${outcome.entry.format} (${outcome.entry.file})`);
  return form;
}

const HELD_OUT_METHOD = [
  'The held-out part (`test/fixtures/corpus/held-out/`) was written on 24 November 2026, in one sitting, as fresh copy:',
  'car dealers, clinics, bars, realtors and landlords, campaigns, charity raffles, gun shows, hemp shops, escort and massage',
  'classifieds, payday lenders, earnings and supplement pitches, church bulletins and bingo nights, in long agency copy and',
  'short classified style, with Spanish, Somali and Hmong ads and taglines and a clean near miss for every policy. Each ad',
  'was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, and was committed (80f27fe) before any rule change it measures, in a commit that touches nothing under",
  '`src/engine/`. Its files, manifest and source are pinned by `held-out/SHA256SUMS`, which a unit test recomputes: the part',
  'is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the second held-out part was made; it is measured, as written, by rule changes made without access to it. */
const HELD_OUT_2_METHOD = [
  'The second held-out part (`test/fixtures/corpus/held-out-2/`) was written on 24 November 2026, in one sitting, as fresh',
  'copy in many voices and forms: classifieds, long agency copy, social posts, radio scripts and flyers, with misspellings and',
  'slang, Spanish, Somali, Hmong and Vietnamese ads and taglines, and the euphemisms advertisers use to dodge the rules',
  '(guaranteed gains, an end to doctor visits, handguns named by model, THC numbers, raffles for a club, adult services in code,',
  'campaign ads without their disclaimers, flags and seals as artwork), with a clean near miss for every policy. Each ad was',
  "labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the engine's",
  "rules, its tests or the development part and without running the engine on it, and was committed (7f6e26a) in a commit that",
  'touches nothing under `src/`, before the rule changes it measures, which were written at the same time with no access to it.',
  'Its files, manifest and source are pinned by `held-out-2/SHA256SUMS`, which a unit test recomputes: the part is never',
  'edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the third held-out part was made; like the second, written before the rule changes it measures. */
const HELD_OUT_3_METHOD = [
  'The third held-out part (`test/fixtures/corpus/held-out-3/`) was written on 24 November 2026, in one sitting, as newspaper',
  "and print copy the way an ad desk receives it: classifieds, display ads, local promotions, church and school notices, campaign",
  'ads and legal notices, in Spanish, Hmong, Somali and Vietnamese as well as English, with violations paraphrased, misspelled,',
  'written out in words, implied or buried mid-paragraph, several ads breaking more than one policy, and clean near misses for',
  'every policy (a licensed raffle, a hemp ad with its warning, a bar ad without excess, a welcoming rental, a safety class).',
  "Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading",
  "the engine's rules, its tests, the development part or the other held-out parts and without running the engine on it, and was",
  'committed in a commit that touches nothing under `src/engine/rules/`, before the rule changes it measures. Its files, manifest',
  'and source are pinned by `held-out-3/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine,',
  'and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the fourth held-out part was made; like the third, written before the rule changes it measures. */
const HELD_OUT_4_METHOD = [
  'The fourth held-out part (`test/fixtures/corpus/held-out-4/`) was written on 25 November 2026, in one sitting, as newspaper',
  'copy the way an ad desk receives it: classifieds, display ads, local promotions, church, school and club notices, campaign',
  'ads, legal notices, radio-style scripts and digital banners, in Spanish, Hmong, Somali and Vietnamese as well as English,',
  'with violations paraphrased, misspelled, implied, written out in words or buried mid-paragraph, and clean near misses for',
  'every policy (licensed bingo and raffles, a bar ad without excess, a hemp ad with its warning, a welcoming rental, a safety',
  'class, a clinic that promises no cure, "killer deals" and flu shots), with extra weight on good taste, gambling, alcohol,',
  'contests and health claims and on clean ads about grief, abuse and disaster. Each ad was labelled from the policy',
  "definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests, the",
  'development part or the other held-out parts and without running the engine on it, and was committed in a commit that',
  'touches nothing under `src/engine/rules/`, before the rule changes it measures. Its files, manifest and source are pinned by',
  '`held-out-4/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures are',
  'reported as measured, never used as a gate.',
].join('\n');

/** How the fifth held-out part was made; written by a different voice, before the rule changes it measures. */
const HELD_OUT_5_METHOD = [
  'The fifth held-out part (`test/fixtures/corpus/held-out-5/`) was written on 25 November 2026, in one sitting, in a voice',
  'unlike the ad desk copy of the other parts: agency and social-media copy, long advertorials, radio scripts, terse classifieds',
  'with abbreviations, text-message style, bilingual Spanish and English, and Somali, Hmong and Vietnamese lines, with violations',
  'paraphrased, implied, misspelled or spread across sentences, and clean near misses for every policy. It gives extra weight to',
  'sensitive subjects that word rules tend to miss (escort and companionship services, prescription drugs and weight-loss',
  'injections without a prescriber, gun parts and conversion devices, online casinos and bookies, free or unlimited drinks, THC',
  'products without the warning) and to clean ads on the same subjects (a pharmacy, a licensed gun shop\'s safety class, a',
  'brewery tour, a hemp shop with the warning, a licensed raffle). Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests, the development",
  'part or the other held-out parts and without running the engine on it, and was committed in a commit that touches nothing',
  'under `src/engine/rules/`, before the rule changes it measures. Its files, manifest and source are pinned by',
  '`held-out-5/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures are',
  'reported as measured, never used as a gate.',
].join('\n');

/** How the sixth held-out part was made; written by another hand, before the 1.8.0 rule changes it measures. */
const HELD_OUT_6_METHOD = [
  'The sixth held-out part (`test/fixtures/corpus/held-out-6/`) was written on 25 November 2026, in one sitting, in the voice of',
  'small-town and rural weekly papers: owners writing their own ads, plain and folksy, with run-on sentences, typos and capitals;',
  'farm and ranch supply, auctions, taverns and supper clubs, bait shops, fairs, veterans\' halls, church and school fundraisers,',
  'clinics and chiropractors, trades, used trucks, cabins for rent, county candidates, and tribal and immigrant community notices',
  '(Spanish, Somali, Hmong, Vietnamese, Karen lines), with clean near misses for every policy (meat cured, a funeral escort, adult',
  "education, a bolt-action deer rifle, a 55+ community, a flag retirement). Each ad was labelled from the policy definitions",
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, and was frozen before the 1.8.0 rule changes were committed. Its files,',
  'manifest and source are pinned by `held-out-6/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow',
  'the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the seventh held-out part was made; written by another hand, before the 1.8.0 rule changes it measures. */
const HELD_OUT_7_METHOD = [
  'The seventh held-out part (`test/fixtures/corpus/held-out-7/`) was written on 25 November 2026, in one sitting, as national and',
  'metro copy: brand and agency work, direct-response scripts, telehealth and med-spa, fintech, crypto and side-hustle pitches,',
  'sportsbooks and sweepstakes apps, cannabis-adjacent brands, nightlife promoters, condo developers and property managers, PACs',
  'and ballot-measure committees, influencer posts and app-store blurbs, with Spanish, Somali, Hmong and Vietnamese lines. Many',
  'ads hide the violation in long copy, fine print, a testimonial or another language, or misuse a hedge; many clean ads name the',
  'forbidden thing only to deny it or use the word in an ordinary sense. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, and was frozen before the 1.8.0 rule changes were committed. Its files,',
  'manifest and source are pinned by `held-out-7/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow',
  'the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the eighth held-out part was made; written by another hand, before the 1.8.0 rule changes it measures. */
const HELD_OUT_8_METHOD = [
  'The eighth held-out part (`test/fixtures/corpus/held-out-8/`) was written on 28 November 2026, in one sitting, in the voices of',
  'the many hands that reach the ad desk: voicemails and text-ins transcribed by the desk, co-op and church bulletin boards, club',
  'newsletters, ethnic community papers (Spanish, Somali, Hmong, Vietnamese, Oromo and Karen lines or whole ads), direct-to-consumer',
  'brands, event listings, estate-sale and farm-auction bills, podcast host-reads, app-store and marketplace listings, funeral and',
  'memorial services, township, school board, judicial, county and ballot-question campaigns, and owners and agents renting or',
  'selling homes. Violations hide in long copy, fine print, testimonials, slang, masked spellings and another language; clean ads',
  'include near misses for every policy. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the',
  "product spec only, without reading the engine's rules, its tests or any other part of the corpus and without running the engine",
  'on it, and was frozen before the 1.8.0 rule changes were committed. Its files, manifest and source are pinned by',
  '`held-out-8/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures are',
  'reported as measured, never used as a gate.',
].join('\n');

/** How the ninth held-out part was made; written by another hand, before the 1.9.0 rule changes it measures. */
const HELD_OUT_9_METHOD = [
  'The ninth held-out part (`test/fixtures/corpus/held-out-9/`) was written on 28 November 2026, in one sitting, as the desk\'s own',
  'inbox in a busy season: sales reps forwarding a client\'s copy with their own note on top, agency insertion orders with art notes,',
  'print adaptations of radio spots, and seasonal copy (deer opener, snowmobile season, Black Friday, the holidays, graduation, back',
  'to school, tax season, the state and county fairs) from hospital systems, universities, auto dealers, home services, insurance and',
  'Medicare agents, funeral homes, credit unions, churches and civic clubs, bars, hemp shops and gun dealers, ethnic grocers and',
  'restaurants (Spanish, Somali, Hmong, Vietnamese, Oromo, Karen, Amharic and Arabic lines or whole ads), candidates, ballot-question',
  'committees and independent-expenditure funds, and landlords and agents. Violations hide in long copy, fine print, testimonials,',
  'paraphrase, euphemism, numbers written out and another language; about two in five ads are clean, with near misses for every',
  'policy. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without',
  "reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, and was frozen",
  'before the 1.9.0 rule changes were committed. Its files, manifest and source are pinned by `held-out-9/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the tenth held-out part was made, before the 1.9.0 rule changes it measures. */
const HELD_OUT_10_METHOD = [
  'The tenth held-out part (`test/fixtures/corpus/held-out-10/`) was written on 28 November 2026, in one sitting, as digital-first',
  'and generational copy: captions and promoted posts with emoji, hashtags, texting abbreviations and Gen-Z slang, streetwear and',
  'sneaker drops, esports nights, vape, smoke and THC shops, nightlife promoters and college-town bars, fantasy and sports-talk',
  'sponsors, influencer codes, subscription free trials, side-hustle and crypto pitches, telehealth and med-spa promos, dating and',
  '"companionship" apps; and copy aimed at seniors: Medicare and final-expense insurance, hearing aids, reverse mortgages, memory',
  'supplements, walk-in tubs, senior living, estate sales, bingo halls and casino bus trips. It has Spanish, Somali, Hmong, Vietnamese',
  'and Karen lines or whole ads, with and without a supplied translation, and political copy from youth organizers, PACs and',
  'ballot-question committees, often sent as an ordinary upload. Violations hide in long copy, fine print, testimonials, slang,',
  'leetspeak, emoji and euphemism; clean ads include near misses for every policy. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, and was frozen before the 1.9.0 rule changes were committed. Its files,',
  'manifest and source are pinned by `held-out-10/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow',
  'the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the eleventh held-out part was made, before the 1.10.0 rule changes it measures. */
const HELD_OUT_11_METHOD = [
  'The eleventh held-out part (`test/fixtures/corpus/held-out-11/`) was written on 28 November 2026, in one sitting, as small-town',
  'and rural print: terse classifieds in capitals with their abbreviations, church and civic bulletins, farm and estate auction bills',
  'with guns, tractors and livestock, hunting and fishing openers, county fairs, meat raffles and pull-tabs, supper clubs and municipal',
  'liquor stores, highway hemp shops, landlords writing their own rental ads, township, sheriff and school-board races and levy',
  'questions, funeral homes, chiropractors and kitchen remedies, farm-supply dealers and work-from-home recruiting, with Spanish,',
  'Hmong, Karen, Vietnamese, Somali and Oromo copy, with and without a supplied translation.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, and the part was frozen before",
  'any 1.10.0 rule change was committed. Its files, manifest and source are pinned by `held-out-11/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twelfth held-out part was made, before the 1.10.0 rule changes it measures. */
const HELD_OUT_12_METHOD = [
  'The twelfth held-out part (`test/fixtures/corpus/held-out-12/`) was written on 28 November 2026, in one sitting, as metro agency',
  'and direct-response copy: national brands and regional chains, long advertorials with legalistic fine print, financial services,',
  'gold IRAs and crypto, personal-injury firms, health systems, telehealth, supplements and hearing devices, insurance and Medicare',
  'mailers, auto dealers, tribal casinos, offshore sportsbooks, lottery couriers and brand sweepstakes, apartment and condo',
  'developers, beauty, spirits, craft beer and THC seltzers, concerts, nightclubs and dating apps, with Spanish, Somali, Hmong,',
  'Vietnamese, Oromo and Amharic lines in multicultural campaigns.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, and the part was frozen before",
  'any 1.10.0 rule change was committed. Its files, manifest and source are pinned by `held-out-12/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the thirteenth held-out part was made, before the 1.10.0 rule changes it measures. */
const HELD_OUT_13_METHOD = [
  'The thirteenth held-out part (`test/fixtures/corpus/held-out-13/`) was written on 28 November 2026, in one sitting, as self-serve',
  'and reader-written copy: small business owners and neighbours typing their own ads, with typos, run-on sentences, capitals,',
  'emoji and non-native English; garage sales, handymen, home daycare, rooms and roommates, puppies, used cars, benefit raffles and',
  'church bingo, psychics and curanderos, personal and companionship ads, gun trades, vape shops, cottage bakers and home remedies,',
  'local special-election and levy ads, and community ads in Spanish, Somali, Hmong, Vietnamese and Karen, often untranslated.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, and the part was frozen before",
  'any 1.10.0 rule change was committed. Its files, manifest and source are pinned by `held-out-13/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the fourteenth held-out part was made, before the 1.10.0 rule changes it measures. */
const HELD_OUT_14_METHOD = [
  'The fourteenth held-out part (`test/fixtures/corpus/held-out-14/`) was written on 28 November 2026, in one sitting, at the hard',
  'edges of regulated advertising: public notices beside mailers dressed as government, candidates, PACs, unions and issue committees',
  'with and without their disclaimers, ballot questions in Spanish, Somali, Hmong, Vietnamese and Oromo, satire naming forbidden',
  'things, licensed clinics beside outfits that promise cures, loans with and without their terms, sweepstakes with official rules',
  'beside purchase-to-enter drawings, responsible brewery events beside campus bar nights, hemp ads complete or missing a part,',
  'licensed dealers beside classifieds that skip the paperwork, steering rentals, and lawful adult retailers beside companionship',
  'ads; two in five are images or scans with busy layouts.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, and the part was frozen before",
  'any 1.10.0 rule change was committed. Its files, manifest and source are pinned by `held-out-14/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the fifteenth held-out part was made, after engine 1.10.0 and before the rule changes that follow it. */
const HELD_OUT_15_METHOD = [
  'The fifteenth held-out part (`test/fixtures/corpus/held-out-15/`) was written on 28 November 2026, in one sitting, as broadcast',
  'and event copy: radio and TV spots adapted for print, team and stadium sponsorships, concert promoters and festivals (Pride,',
  'Juneteenth, Somali Independence Day, Hmong New Year, Cinco de Mayo, Oktoberfest), brewery and bar calendars, casino entertainment,',
  'church festivals with beer tents, bingo and raffles, college promos, health fairs, car and gun shows and fishing tournaments, heavy',
  'on dates, prices and sponsor lists, with Spanish, Somali, Hmong, Vietnamese, Amharic, Oromo and Karen lines.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.10.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-15/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the sixteenth held-out part was made, after engine 1.10.0 and before the rule changes that follow it. */
const HELD_OUT_16_METHOD = [
  'The sixteenth held-out part (`test/fixtures/corpus/held-out-16/`) was written on 28 November 2026, in one sitting, as professional',
  'services, trades, recruitment and real estate: law firms, tax preparers, advisers, mortgage brokers, realtors and property',
  'managers, storm-chasing roofers, clinics, pharmacies and compounding pharmacies, veterinarians, job ads and commission-only sales,',
  'schools and driving schools, concealed-carry classes, pawn shops, payday and title lenders, notario and translation services and',
  'funeral pre-planning, formal and plain, with English, Spanish, Somali, Hmong, Vietnamese and Amharic copy.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.10.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-16/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the seventeenth held-out part was made, after engine 1.11.0 and before the rule changes that follow it. */
const HELD_OUT_17_METHOD = [
  'The seventeenth held-out part (`test/fixtures/corpus/held-out-17/`) was written on 29 November 2026, in one sitting, as seasonal,',
  'tourism and holiday copy: lake resorts and cabin rentals, fishing guides and hunting outfitters, ski hills and snowmobile rallies,',
  'tribal and riverboat casino resorts, supper clubs and taverns, fair vendors, holiday sales from Black Friday to graduation, wedding',
  'and prom vendors, tanning and spa packages, holiday markets, haunted houses, tour operators, timeshares and RV and boat shows, with',
  'whole ads in Spanish, Vietnamese and German and lines in Somali, Hmong, Ojibwe and Norwegian.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.11.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-17/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the eighteenth held-out part was made, after engine 1.11.0 and before the rule changes that follow it. */
const HELD_OUT_18_METHOD = [
  'The eighteenth held-out part (`test/fixtures/corpus/held-out-18/`) was written on 29 November 2026, in one sitting, as long-form',
  'and sponsored content: advertorials set as news columns, "ask the expert" columns, open letters from owners and candidates,',
  'testimonials and before-and-after stories, sponsor pages of newsletters, supplements, naturopaths, IV-drip bars, regenerative',
  'clinics, hearing and vision centres, addiction treatment, debt relief and credit repair, gold IRAs, investment seminars, multi-level',
  'marketing, ballot-question committees and "education" pieces from gun shops, liquor stores and dispensaries, with whole ads in',
  'Spanish, Somali, Hmong, Vietnamese and Russian.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.11.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-18/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the nineteenth held-out part was made, after engine 1.12.0 and before the rule changes that follow it. */
const HELD_OUT_19_METHOD = [
  'The nineteenth held-out part (`test/fixtures/corpus/held-out-19/`) was written on 29 November 2026, in one sitting, as retail',
  'circulars, coupons and sale flyers: grocery and pharmacy weekly ads with dense price lists, big-box, furniture and mattress sales,',
  "car dealers' sales events, liquor-store, smoke-shop, supplement, gun-store, pawn, garden, pet and farm-supply circulars, loyalty",
  'programs, in-store drawings, rebates and gifts with purchase, with whole circulars and lines in Spanish, Somali, Hmong, Vietnamese',
  'and Chinese; its violations sit in a footnote or one line item among dozens.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.12.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-19/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twentieth held-out part was made, after engine 1.12.0 and before the rule changes that follow it. */
const HELD_OUT_20_METHOD = [
  'The twentieth held-out part (`test/fixtures/corpus/held-out-20/`) was written on 29 November 2026, in one sitting, as the',
  'classified section in full: help wanted, services, vehicles, rentals and roommates, homes by owner, garage sales, pets and',
  'livestock, firearms and hunting gear, personals and companionship, massage, psychics, work-from-home offers, raffles and card',
  'nights, church notices and candidate classifieds, terse and abbreviated (2BR/1BA, OBO, EOE, NS/NP, FFL, 420-friendly), with',
  'Spanish, Somali, Hmong, Vietnamese and Oromo lines and ads; its violations hide in one abbreviation or euphemism.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.12.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-20/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twenty-first held-out part was made, after engine 1.13.0 and before the rule changes that follow it. */
const HELD_OUT_21_METHOD = [
  'The twenty-first held-out part (`test/fixtures/corpus/held-out-21/`) was written on 29 November 2026, in one sitting, as cars and',
  'homes and the money behind them: car, powersports and boat dealers with their fine print, buy-here-pay-here lots, repair shops,',
  'towing, auto insurance, title loans, solar and window sellers, roofers, HVAC, radon and water treatment, home warranties and',
  'financing, cash-for-houses buyers, movers, storage units and mobile-home parks, with grand-opening drawings and customer events,',
  'in English with Spanish, Somali, Hmong and Vietnamese.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.13.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-21/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twenty-second held-out part was made, after engine 1.13.0 and before the rule changes that follow it. */
const HELD_OUT_22_METHOD = [
  'The twenty-second held-out part (`test/fixtures/corpus/held-out-22/`) was written on 29 November 2026, in one sitting, as youth,',
  'school and family copy: youth leagues, camps, tutoring, daycare, toy stores, birthday venues, arcades and fun centres, prom vendors,',
  'recruitment, teen jobs, school fundraisers, booster clubs, 4-H, hunter safety for kids, pediatric clinics and family housing, and',
  'adult products meeting young people (family nights at bars, shops near schools, youth days, school casino nights), in English with',
  'Spanish, Somali, Hmong, Vietnamese and Oromo.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.13.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-22/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twenty-third held-out part was made, after engine 1.13.0 and before any 1.14.0 rule. */
const HELD_OUT_23_METHOD = [
  'The twenty-third held-out part (`test/fixtures/corpus/held-out-23/`) was written on 29 November 2026, in one sitting, as health,',
  'wellness, care and the end of life: clinics, chiropractors, dentists, med spas, hearing and eye centres, pharmacies and supplement',
  'shops, physical therapy, addiction recovery, weight-loss programs, senior living, home care, hospice, funeral homes, Medicare',
  'plan sellers, gyms and yoga studios, with charity galas, church and veterans events, in English with Spanish, Somali, Hmong,',
  'Vietnamese, Russian, Arabic and Karen.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.13.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-23/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twenty-fourth held-out part was made, after engine 1.13.0 and before any 1.14.0 rule. */
const HELD_OUT_24_METHOD = [
  'The twenty-fourth held-out part (`test/fixtures/corpus/held-out-24/`) was written on 29 November 2026, in one sitting, as nights',
  'out, hobbies and the outdoors: bars, breweries, wineries and liquor stores, casinos, bingo and pull-tab halls, betting apps,',
  'concerts and comedy clubs, tattoo, vape, smoke and hemp shops, adult boutiques, sporting goods, hunting and fishing outfitters, gun',
  'shows and ranges, knife and archery shops, boat and snowmobile dealers, fairs and festivals, radio giveaways and cabin rentals, in',
  'English with Spanish, Somali, Hmong, Vietnamese, Ojibwe, German and Norwegian.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after the 1.13.0 rules were",
  'committed and before any later rule change. Its files, manifest and source are pinned by `held-out-24/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured, never used as a gate.',
].join('\n');

/** How the twenty-fifth held-out part was made, after engine 1.14.0 and before any later change to the judgement. */
const HELD_OUT_25_METHOD = [
  'The twenty-fifth held-out part (`test/fixtures/corpus/held-out-25/`) was written on 29 November 2026, in one sitting, as work,',
  'money and public life: help-wanted and gig recruiting, franchises and business opportunities, retirement seminars, crypto and',
  "gold, insurance, tax preparers, lawyers and bail bonds, lenders, trade schools, farm and co-op notices, trade shows, nonprofits",
  "and churches, veterans' groups, holiday events, candidate and issue ads, union and civic notices, in English with Spanish,",
  'Somali, Hmong, Vietnamese, Oromo, Russian and Arabic.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.14.0 was",
  'committed and before any later change to its judgement. Its files, manifest and source are pinned by `held-out-25/SHA256SUMS`,',
  'which a unit test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the twenty-sixth held-out part was made, after engine 1.14.0 and before any later change to the judgement. */
const HELD_OUT_26_METHOD = [
  "The twenty-sixth held-out part (`test/fixtures/corpus/held-out-26/`) was written on 29 November 2026, in one sitting, as the",
  "publisher's digital channels: web banners, newsletter sponsorships, sponsored posts and influencer copy, e-commerce and",
  'direct-to-consumer brands, apps, telehealth and online pharmacies, subscription boxes, online sweepstakes, betting and fantasy',
  'apps, online gun and ammunition sellers, vape and hemp webshops, dating and adult sites, short-term rentals and crowdfunding, with',
  'landing pages, in English with Spanish, Somali, Hmong, Vietnamese, Ojibwe, Korean and Ukrainian.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.14.0 was",
  'committed and before any later change to its judgement. Its files, manifest and source are pinned by `held-out-26/SHA256SUMS`,',
  'which a unit test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the twenty-seventh held-out part was made, after engine 1.15.0 and before any later change to the judgement. */
const HELD_OUT_27_METHOD = [
  "The twenty-seventh held-out part (`test/fixtures/corpus/held-out-27/`) was written on 29 November 2026, in one sitting, as",
  "Minnesota's immigrant and community-owned businesses and the community papers that carry them: Somali, Hmong, Latino,",
  'Vietnamese, Karen, Oromo, Ethiopian, Liberian, Tibetan and Ukrainian grocers, restaurants, remittance and travel agencies,',
  'notarios, tax offices, clinics, pharmacies, DJs, congregations, clubs, car lots, landlords and festivals, in second-language',
  'English, bilingual lines and whole ads in those communities\' languages.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.15.0 was",
  'committed and before any later change to its judgement. Its files, manifest and source are pinned by `held-out-27/SHA256SUMS`,',
  'which a unit test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the twenty-eighth held-out part was made, after engine 1.15.0 and before any later change to the judgement. */
const HELD_OUT_28_METHOD = [
  "The twenty-eighth held-out part (`test/fixtures/corpus/held-out-28/`) was written on 29 November 2026, in one sitting, as the",
  "older reader's newspaper: Medicare agents, annuity and reverse-mortgage sellers, hearing aids, walk-in tubs, senior and 55+",
  'housing, estate sales and gun auctions, funeral pre-planning, casino bus trips, church and Legion suppers, bingo, pull-tabs and',
  'meat raffles, gold buyers, supper and wine clubs, roofing and snow services, sweepstakes mailers, pharmacies and supplements,',
  "memory care and veterans' benefits, in English with Spanish, Norwegian, German, Polish, Hmong and Vietnamese.",
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.15.0 was",
  'committed and before any later change to its judgement. Its files, manifest and source are pinned by `held-out-28/SHA256SUMS`,',
  'which a unit test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the twenty-ninth held-out part was made, after engine 1.15.0 and before 1.16.0. */
const HELD_OUT_29_METHOD = [
  "The twenty-ninth held-out part (`test/fixtures/corpus/held-out-29/`) was written on 29 November 2026, in one sitting, as the",
  "regional paper's special sections and their advertisers: the health and wellness pull-out (clinics, chiropractors, med spas,",
  'supplements, hearing aids, weight-loss programmes, senior living), home and garden, bridal, back-to-school, the hunting and',
  'fishing preview, the holiday gift guide, tax and money season, autos and the year-end charity and raffle pages, in English',
  'with Spanish, Somali, Hmong, Vietnamese, Russian, Amharic, Arabic, Oromo, Dakota and Ojibwe.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.15.0 and",
  'before 1.16.0 was committed. Its files, manifest and source are pinned by `held-out-29/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the thirtieth held-out part was made, after engine 1.15.0 and before 1.16.0. */
const HELD_OUT_30_METHOD = [
  "The thirtieth held-out part (`test/fixtures/corpus/held-out-30/`) was written on 29 November 2026, in one sitting, as a year of",
  'events in greater Minnesota and the people who put them on: fairs and the midway, festivals and powwows, bars and bands, sports',
  'sponsors, church bingo, galas and charitable and tribal gaming, meat raffles and pull-tabs, fishing and hunting contests, gun',
  'shows, beer gardens and wine walks, hemp booths, late-night shows, and the rentals, contractors, lawyers, clinics and psychics',
  'that advertise around them, in English with Hmong, Somali, Vietnamese, Oromo, Amharic, Lao, Russian and Spanish.',
  'Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the',
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.15.0 and",
  'before 1.16.0 was committed. Its files, manifest and source are pinned by `held-out-30/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the thirty-first held-out part was made, after engine 1.18.0. */
const HELD_OUT_31_METHOD = [
  "The thirty-first held-out part (`test/fixtures/corpus/held-out-31/`) was written on 29 November 2026, in one sitting, as the Twin",
  'Cities alt-weekly and its website: nightlife, bars and taprooms, hemp lounges and THC seltzers, tattoo shops, adult boutiques and',
  'clubs, personals, concerts, comedy and drag brunches, sports bars with betting promotions, roommates and sublets, ballot questions',
  'and council races, activists, gig recruiting, and the Spanish, Somali, Hmong, Vietnamese, Oromo and Amharic businesses of Lake',
  'Street and University Avenue. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product',
  "spec only, without reading the engine's rules or its tests and without running the engine on it (the writer saw the first two",
  "ads of the development part while looking up the creative's type), after engine 1.18.0 and before any later change. Its files,",
  'manifest and source are pinned by `held-out-31/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the',
  'engine, and its figures are reported as measured.',
].join('\n');

/** How the thirty-second held-out part was made, after engine 1.18.0. */
const HELD_OUT_32_METHOD = [
  "The thirty-second held-out part (`test/fixtures/corpus/held-out-32/`) was written on 29 November 2026, in one sitting, as the",
  'farm-and-small-town weekly of southwestern and western Minnesota and its classifieds: implement dealers, seed and grain, livestock',
  'sales, farmland and hunting land, co-op and township notices, rural clinics and pharmacies, supper clubs and municipal liquor',
  'stores, township elections, church, Legion and VFW events, pull-tabs and meat raffles, gun shops and outfitters, farm-worker',
  'housing, and the Spanish, Somali, Karen, Hmong, Low German and Vietnamese families of the meat-packing towns. Each ad was labelled',
  "from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its",
  'tests or any other part of the corpus and without running the engine on it, after engine 1.18.0 and before any later change.',
  'Its files, manifest and source are pinned by `held-out-32/SHA256SUMS`, which a unit test recomputes: the part is never edited',
  'to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the thirty-third held-out part was made, after engine 1.19.1. */
const HELD_OUT_33_METHOD = [
  "The thirty-third held-out part (`test/fixtures/corpus/held-out-33/`) was written on 29 November 2026, in one sitting, as the",
  'college-town paper and campus weekly: bars, drink specials and bar crawls, liquor stores, spring-break trips, tattoo shops, hemp,',
  'THC and vape shops, "study aid" sellers, tutoring and essay services, student loans and credit cards, roommates, sublets and',
  'landlords, campus and city elections, student-org raffles, fantasy leagues and casino nights, plasma centres, clinical trials,',
  "gyms, gun ranges and international students' groceries, with ads and lines in Spanish, Somali, Hmong, Vietnamese, Chinese, Korean,",
  "Arabic and Nepali. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only,",
  "without reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine",
  '1.19.1 and before any later change. Its files, manifest and source are pinned by `held-out-33/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the thirty-fourth held-out part was made, after engine 1.19.1. */
const HELD_OUT_34_METHOD = [
  "The thirty-fourth held-out part (`test/fixtures/corpus/held-out-34/`) was written on 29 November 2026, in one sitting, as the",
  "metro daily's digital edition and e-mail newsletters: sponsored content and advertorials, app installs, telehealth and weight-loss",
  'programmes, med spas, online and sweepstakes casinos, sports-betting promotions, crypto and trading courses, debt relief, online gun',
  'and accessory retailers, hemp and THC shipped to the door, wine and spirits clubs, dating and adult sites, home-buying and rental',
  'sites, political digital ads with landing pages and social-media giveaways, with ads and lines in Spanish, Somali, Hmong,',
  "Vietnamese, Russian, Tagalog and Portuguese. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and",
  "the product spec only, without reading the engine's rules, its tests or any other part of the corpus and without running the",
  'engine on it, after engine 1.19.1 and before any later change. Its files, manifest and source are pinned by',
  '`held-out-34/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures are',
  'reported as measured.',
].join('\n');

/** How the thirty-fifth held-out part was made, after engine 1.20.1. */
const HELD_OUT_35_METHOD = [
  'The thirty-fifth held-out part (`test/fixtures/corpus/held-out-35/`) was written on 29 November 2026, in one sitting, as the',
  'regional daily and weeklies of Duluth, the North Shore and the Iron Range: taconite-town bars and supper clubs, Lake Superior',
  'resorts, charter fishing and snowmobile outfitters, gun and bait shops in hunting season, tribal casinos and bingo halls, Finnish',
  'and Slovene heritage festivals, union halls, clinic chains, hemp shops near the Wisconsin line, cabin and lake-lot realtors, fish',
  'fries and meat raffles, port jobs and the college crowd, with ads and lines in Finnish, Spanish, Somali, Hmong, Ojibwe, Ukrainian,',
  "Slovene, Italian, Norwegian, Swedish, Vietnamese, Russian and Karen. Each ad was labelled from the policy definitions",
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, after engine 1.20.1 and before any later change. Its files, manifest and source',
  'are pinned by `held-out-35/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its',
  'figures are reported as measured.',
].join('\n');

/** How the thirty-sixth held-out part was made, after engine 1.20.1. */
const HELD_OUT_36_METHOD = [
  'The thirty-sixth held-out part (`test/fixtures/corpus/held-out-36/`) was written on 29 November 2026, in one sitting, as the',
  "paper of a southeastern Minnesota city that lives around a famous medical centre: patient hotels and extended-stay apartments,",
  'interpreters, pharmacies and supplement shops, integrative clinics, research-study recruiting, medical-equipment rental, hospice and',
  'funeral homes, wig and prosthesis shops, downtown restaurants and bars, rentals for residents and nurses, the county fair and the',
  'minor-league team, hunting and farm trade, charity raffles and galas and county and city races, with ads and lines in Arabic,',
  'Spanish, Somali, Chinese, Russian, Hindi, Nepali, Vietnamese, Amharic and Hmong. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, after engine 1.20.1 and before any later change. Its files, manifest and source',
  'are pinned by `held-out-36/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its',
  'figures are reported as measured.',
].join('\n');

/** How the thirty-seventh held-out part was made, after engine 1.21.2. */
const HELD_OUT_37_METHOD = [
  'The thirty-seventh held-out part (`test/fixtures/corpus/held-out-37/`) was written on 29 November 2026, in one sitting, as the',
  'Red River Valley border paper of Moorhead and Clay County, read on both sides of the river: bars, liquor stores and fireworks',
  'stands across the state line, charitable-gaming sites and a tribal casino, sugar-beet harvest hiring and implement dealers, flood',
  'contractors, hockey and curling clubs, the college crowd, lutefisk suppers and Scandinavian festivals, student rentals, pawn and gun',
  'shops, payday lenders, supplement sellers and local races, with ads and lines in Spanish, Somali, Nepali, Arabic, Bosnian, Kurdish,',
  "Swahili, Kinyarwanda, Norwegian and Vietnamese. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`)",
  "and the product spec only, without reading the engine's rules, its tests or any other part of the corpus and without running the",
  'engine on it, after engine 1.21.2 and before any later change. Its files, manifest and source are pinned by',
  '`held-out-37/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures are',
  'reported as measured.',
].join('\n');

/** How the thirty-eighth held-out part was made, after engine 1.21.2. */
const HELD_OUT_38_METHOD = [
  'The thirty-eighth held-out part (`test/fixtures/corpus/held-out-38/`) was written on 29 November 2026, in one sitting, as the',
  'free suburban shopper of the north and east Twin Cities suburbs: storm-chasing roofers and window companies, lawn and snow',
  'services, used-car lots, garage sales, dojos, dance studios and daycares, boot camps, "be your own boss" recruiters and supplement',
  'sellers, realtors and landlords, bingo halls and veterans\' posts with meat raffles, gun shows, strip-mall vape and hemp shops,',
  'liquor barns, churches and mosques and school-board races, with ads and lines in Spanish, Hmong, Vietnamese, Russian, Ukrainian,',
  "Amharic, Oromo and Somali. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec",
  "only, without reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, after",
  'engine 1.21.2 and before any later change. Its files, manifest and source are pinned by `held-out-38/SHA256SUMS`, which a unit',
  'test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the thirty-ninth held-out part was made, after engine 1.22.2. */
const HELD_OUT_39_METHOD = [
  'The thirty-ninth held-out part (`test/fixtures/corpus/held-out-39/`) was written on 30 November 2026, in one sitting, as the',
  "bilingual and Spanish-language weeklies of southern and west-central Minnesota's meat-packing and food-processing towns",
  '(Worthington, Willmar, Austin, St. James, Marshall, Albert Lea): tiendas and carnicerías, money-transfer and tax counters,',
  'immigration and injury lawyers and "notarios", quinceañera halls, bailes and jaripeos, soccer leagues, community groups and',
  'churches, plant staffing agencies, used-car lots, landlords renting to plant workers, cumbia bars, botánicas and swap meets, with',
  'ads and lines in Spanish, Somali, Oromo, Karen, Lao, Hmong and Vietnamese. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, after engine 1.22.2 and before any later change. Its files, manifest and source',
  'are pinned by `held-out-39/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its',
  'figures are reported as measured.',
].join('\n');

/** How the fortieth held-out part was made, after engine 1.22.2. */
const HELD_OUT_40_METHOD = [
  'The fortieth held-out part (`test/fixtures/corpus/held-out-40/`) was written on 30 November 2026, in one sitting, as the Twin',
  "Cities business weekly and the trade and association press: commercial and apartment leasing, franchise and business",
  'opportunities, retirement seminars, equipment leasing and business loans, staffing agencies and trade schools, distributors of',
  'beer, wine, spirits and THC beverages, hemp wholesalers, gun ranges and dealers, charity golf scrambles with calcuttas, trade-show',
  'booth drawings, benefits brokers, conventions, candidates for state office and business PACs, with ads and lines in Spanish,',
  'Somali, Hmong, Vietnamese, Chinese, Korean and Russian. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, after engine 1.22.2 and before any later change. Its files, manifest and source',
  'are pinned by `held-out-40/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its',
  'figures are reported as measured.',
].join('\n');

/** How the forty-first held-out part was made, after engine 1.23.0. */
const HELD_OUT_41_METHOD = [
  'The forty-first held-out part (`test/fixtures/corpus/held-out-41/`) was written on 30 November 2026, in one sitting, as the',
  "weeklies and radio-station websites of central Minnesota's lake country (Brainerd, Baxter, Little Falls, Aitkin, Crosby, Pine",
  'River, Mille Lacs): resorts and bait shops, sled and ATV dealers, fish-house rentals, bars with meat raffles and pull-tabs, a',
  'tribal casino and its bingo hall, county fairs, taxidermists, gun shops and ranges, deer processors, highway hemp shops, lake-home',
  'realtors and cabin rentals, barn wedding venues, funeral homes, clinics, churches and township and county races, with ads and',
  'lines in Spanish, Hmong, Somali, Vietnamese, Ojibwe, German and Norwegian. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of",
  'the corpus and without running the engine on it, after engine 1.23.0 and before any later change. Its files, manifest and source',
  'are pinned by `held-out-41/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its',
  'figures are reported as measured.',
].join('\n');

/** How the forty-second held-out part was made, after engine 1.23.0. */
const HELD_OUT_42_METHOD = [
  'The forty-second held-out part (`test/fixtures/corpus/held-out-42/`) was written on 30 November 2026, in one sitting, as the',
  "Twin Cities daily's classified marketplace, its obituary, legal-notice and religion pages and the neighbourhood papers of south",
  'and north Minneapolis and the East Side of St. Paul: injury and DWI lawyers, bail bonds, immigration consultants, check cashers',
  'and pawnshops, payday and title lenders, nightclubs and hookah lounges, massage "spas", chat lines, psychics and healers, herbal',
  'and hemp shops, clinics, funeral homes, small landlords and roommates, private gun and knife classifieds, revivals and city',
  'races, with ads and lines in Spanish, Somali, Hmong, Oromo, Amharic, Vietnamese, Arabic and Russian. Each ad was labelled from',
  "the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests",
  'or any other part of the corpus and without running the engine on it, after engine 1.23.0 and before any later change. Its',
  'files, manifest and source are pinned by `held-out-42/SHA256SUMS`, which a unit test recomputes: the part is never edited to',
  'follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-third held-out part was made, after engine 1.25.1. */
const HELD_OUT_43_METHOD = [
  'The forty-third held-out part (`test/fixtures/corpus/held-out-43/`) was written on 30 November 2026, in one sitting, as the',
  'St. Cloud daily and the weeklies of Stearns and Benton counties (St. Cloud, Sauk Rapids, Cold Spring, Melrose, Albany,',
  "Paynesville, St. Joseph): parish festivals and Knights' raffles, meat raffles, pull-tabs and bingo, Legion and VFW clubs, supper",
  'clubs and corner bars, dairy and turkey farms, feed mills, granite quarries and monument makers, gun shops at deer opener, the',
  "college town's bars and landlords, and St. Cloud's Somali, Oromo, Ethiopian, Latino and Vietnamese grocers, money-transfer",
  'shops, halal butchers, clinics, driving schools and home-health agencies, with ads and lines in Somali, Spanish, Vietnamese,',
  "German, Amharic and Oromo. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product",
  "spec only, without reading the engine's rules, its tests or any other part of the corpus and without running the engine on it,",
  'after engine 1.25.1 and before any later change. Its files, manifest and source are pinned by `held-out-43/SHA256SUMS`, which a',
  'unit test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-fourth held-out part was made, after engine 1.25.1. */
const HELD_OUT_44_METHOD = [
  'The forty-fourth held-out part (`test/fixtures/corpus/held-out-44/`) was written on 30 November 2026, in one sitting, as the',
  'statewide "50 and Better" monthly for Minnesota seniors and the Sunday coupon inserts and circulars that ride in the daily:',
  'Medicare supplement and annuity sellers, hearing-aid and mobility dealers, reverse mortgages and "we buy houses" investors, senior',
  "apartments and assisted living, funeral pre-planning, joint and memory supplements, hemp creams, casino bus trips and bingo halls,",
  "motorcoach tours, estate sales and coin dealers, gun collectors' shows, wine clubs, church and lodge fundraisers and the elders'",
  'community groups and home-care agencies, with ads and lines in Hmong, Vietnamese, Somali, Russian, Spanish and Norwegian. Each ad',
  "was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the engine's",
  'rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.25.1 and before any later',
  'change. Its files, manifest and source are pinned by `held-out-44/SHA256SUMS`, which a unit test recomputes: the part is never',
  'edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-fifth held-out part was made, after engine 1.27.1. */
const HELD_OUT_45_METHOD = [
  'The forty-fifth held-out part (`test/fixtures/corpus/held-out-45/`) was written on 30 November 2026, in one sitting, as the',
  'Mississippi river towns and bluff country of south-east Minnesota (the Winona daily and the Red Wing, Wabasha, Lake City and',
  'Caledonia weeklies): marinas and houseboat rentals, casino bus trips, bait shops and opener contests, eagle-watching tours,',
  'bluff-country wineries, distilleries and breweries, Amish furniture and produce auctions, antique malls, apple orchards, student',
  'landlords, Polish and German heritage festivals, church suppers and turkey raffles, gun and knife shows and deer outfitters,',
  'chiropractors and vitamin shops, trucking and towboat hiring, with ads and lines in Hmong, Spanish, Somali, German, Polish and',
  "Karen. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading",
  "the engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.27.1 and before",
  'any later change. Its files, manifest and source are pinned by `held-out-45/SHA256SUMS`, which a unit test recomputes: the part is',
  'never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-sixth held-out part was made, after engine 1.27.1. */
const HELD_OUT_46_METHOD = [
  'The forty-sixth held-out part (`test/fixtures/corpus/held-out-46/`) was written on 30 November 2026, in one sitting, as the sports',
  'pages and the Sunday "Homes & Wheels" section of a Twin Cities metro daily, with its high-school state-tournament programs and its',
  'Friday entertainment guide: sports bars and watch parties, fantasy leagues, offshore sportsbooks and picks touts, booster-club',
  "raffles and 50/50 drawings, gyms, supplements and men's and weight-loss clinics, used-car lots, powersports and boat shows,",
  'builders, realtors, apartments and roommate listings, mortgage and credit-repair shops, comedy clubs and late-night lounges, tattoo',
  'parlours, hemp shops, gun ranges and hunting expos, with ads and lines in Somali, Spanish, Hmong, Vietnamese, Oromo and Karen.',
  "Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the",
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.27.1 and before any",
  'later change. Its files, manifest and source are pinned by `held-out-46/SHA256SUMS`, which a unit test recomputes: the part is',
  'never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-seventh held-out part was made, after engine 1.30.0. */
const HELD_OUT_47_METHOD = [
  'The forty-seventh held-out part (`test/fixtures/corpus/held-out-47/`) was written on 30 November 2026, in one sitting, as the',
  'holiday gift guides, Black Friday and year-end inserts of a Twin Cities metro daily and its suburban sister papers: department',
  "stores and jewellers, toy shops, liquor stores, wine clubs and distillery gift sets, breweries' holiday releases, hemp gift boxes,",
  "gun shops' holiday sales, bar crawls and New Year's Eve parties, casino and bingo-hall promotions, church and charity raffles,",
  'Santa-photo studios, tax preparers, car dealers, apartments and realtors, diet, gym and supplement offers, and the Asian-American and',
  'immigrant businesses that buy holiday space, with ads and lines in Spanish, Vietnamese, Hmong, Chinese, Korean, Somali, Nepali,',
  "Lao, Karen and Tibetan. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only,",
  "without reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine",
  '1.30.0 and before any later change. Its files, manifest and source are pinned by `held-out-47/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-eighth held-out part was made, after engine 1.30.0. */
const HELD_OUT_48_METHOD = [
  'The forty-eighth held-out part (`test/fixtures/corpus/held-out-48/`) was written on 30 November 2026, in one sitting, as the',
  'county-fair and State Fair guides and summer festival programmes of small-town and suburban papers: beer gardens and wine tents,',
  'food vendors, midway games, meat raffles, pull-tabs, bingo and 50/50 drawings, pageants and talent contests, 4-H auctions, the',
  "sponsors' booths (insurers, banks, realtors, builders, car and RV dealers, outfitters, sportsmen's gun raffles, hemp vendors,",
  "supplement and \"miracle\" booths, psychics), parties' and candidates' booths, and the immigrant communities' festivals and",
  'businesses, with ads and lines in Spanish, Somali, Hmong, Russian, Oromo, Ukrainian, Tigrinya, Amharic and Arabic and in Liberian',
  "English. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without",
  "reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.30.0",
  'and before any later change. Its files, manifest and source are pinned by `held-out-48/SHA256SUMS`, which a unit test recomputes:',
  'the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the forty-ninth held-out part was made, after engine 1.32.0. */
const HELD_OUT_49_METHOD = [
  'The forty-ninth held-out part (`test/fixtures/corpus/held-out-49/`) was written on 30 November 2026, in one sitting, as the',
  "weekly papers and shoppers of north-central Minnesota's lake-and-forest and reservation country (Bemidji, Walker, Cass Lake, Park",
  'Rapids, the Leech Lake, Red Lake and White Earth areas): deer-opener and ice-fishing guides, powwow and wild-rice programmes, resorts',
  "and supper clubs, tribal casinos and bingo halls, hemp shops, bait-and-tackle and gun shops, sportsmen's club raffles, sled and ATV",
  'dealers, cabin and lake-lot listings, rentals near the reservations, clinics and healers, and school-board, county and tribal-council',
  'candidates, with ads and lines in Ojibwe, Dakota, Spanish, Hmong, Somali, Karen, German, Finnish, Norwegian and Vietnamese. Each ad',
  "was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the engine's",
  'rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.32.0 and before any later',
  'change. Its files, manifest and source are pinned by `held-out-49/SHA256SUMS`, which a unit test recomputes: the part is never',
  'edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the fiftieth held-out part was made, after engine 1.32.0. */
const HELD_OUT_50_METHOD = [
  'The fiftieth held-out part (`test/fixtures/corpus/held-out-50/`) was written on 30 November 2026, in one sitting, as the spring',
  'bridal, prom, graduation-party and home-and-garden-show supplements of the south-metro suburban weeklies (Burnsville, Lakeville,',
  'Apple Valley, Shakopee, Savage, Prior Lake): bridal salons, caterers and venues with bars, bachelor and bachelorette services, limo',
  'and party-bus companies, lingerie and adult boutiques, med-spas, whitening and weight-loss clinics, builders, remodelers, realtors,',
  'apartment communities and lenders, casino wedding packages, home-show raffles and giveaways, prom and tux shops, grad-party',
  'suppliers, vape and hemp shops, gun clubs and ranges, and local and legislative candidates, with ads and lines in Spanish, Somali,',
  'Hmong, Vietnamese, Russian, Hindi, Punjabi, Oromo, Arabic, Chinese and Tagalog. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of the",
  'corpus and without running the engine on it, after engine 1.32.0 and before any later change. Its files, manifest and source are',
  'pinned by `held-out-50/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures',
  'are reported as measured.',
].join('\n');

/** How the fifty-first held-out part was made, after engine 1.33.1. */
const HELD_OUT_51_METHOD = [
  'The fifty-first held-out part (`test/fixtures/corpus/held-out-51/`) was written on 30 November 2026, in one sitting, as the weeklies,',
  'shoppers and church and ethnic-press inserts of the Minnesota River valley (Mankato, New Ulm, St. Peter, Le Sueur, Sleepy Eye,',
  'Springfield): German-heritage festivals, breweries and supper clubs, meat markets, parish fish fries and turkey bingos, college-town',
  'bars and apartment rentals, newcomers\' shops and services, farm auctions, gun shows and the pheasant opener, hemp and CBD shops,',
  'home builders and landlords, and county-board, school-board, township and state-house candidates, with ads and lines in Spanish,',
  'Somali, Karen, Arabic, Nuer, Dinka and German. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`)',
  "and the product spec only, without reading the engine's rules, its tests or any other part of the corpus and without running the",
  'engine on it, after engine 1.33.1 and before any later change. Its files, manifest and source are pinned by',
  '`held-out-51/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures are',
  'reported as measured.',
].join('\n');

/** How the fifty-second held-out part was made, after engine 1.33.1. */
const HELD_OUT_52_METHOD = [
  'The fifty-second held-out part (`test/fixtures/corpus/held-out-52/`) was written on 30 November 2026, in one sitting, as the',
  "outdoors and recreation supplements a Minnesota publisher inserts statewide: fishing-opener and deer-season guides, snowmobile and",
  'ATV trail maps, boat and RV show programmes, resort and campground directories, bait shops, guides and outfitters, gun shops and',
  'ranges, archery and knife makers, tribal casinos and bingo halls, lodges with bars and liquor stores, hemp sellers at sport shows,',
  'cabin and lake-lot listings and seasonal rentals, conservation-group raffles, fishing derbies and big-buck contests, and political',
  'ads about hunting rights and mining, with ads and lines in Hmong, Spanish, Ojibwe, Vietnamese, Lao, Russian, Ukrainian and Karen.',
  "Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the",
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.33.1 and before any",
  'later change. Its files, manifest and source are pinned by `held-out-52/SHA256SUMS`, which a unit test recomputes: the part is',
  'never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the fifty-third held-out part was made, after engine 1.34.1. */
const HELD_OUT_53_METHOD = [
  'The fifty-third held-out part (`test/fixtures/corpus/held-out-53/`) was written on 30 November 2026, in one sitting, as the parish',
  'bulletins, synod and mosque newsletters, nonprofit gala programmes, school booster and PTA flyers, veterans\' and service-club',
  'notices and community-calendar pages a Minnesota publisher prints or inserts, metro and outstate: fish fries, bingo nights, meat',
  'raffles, pull-tabs, cash calendars and booster-club gun raffles, silent auctions and wine-tasting galas, health fairs, rummage sales,',
  'bulletin-board rentals and senior apartments, candidate forums in church halls and patriotic programmes, with ads and lines in',
  'Spanish, Somali, Hmong, Vietnamese, Arabic, Norwegian, German and Afaan Oromo. Each ad was labelled from the policy definitions',
  "(`src/domain/policy-library.ts`) and the product spec only, without reading the engine's rules, its tests or any other part of the",
  'corpus and without running the engine on it, after engine 1.34.1 and before any later change. Its files, manifest and source are',
  'pinned by `held-out-53/SHA256SUMS`, which a unit test recomputes: the part is never edited to follow the engine, and its figures',
  'are reported as measured.',
].join('\n');

/** How the fifty-fourth held-out part was made, after engine 1.34.1. */
const HELD_OUT_54_METHOD = [
  'The fifty-fourth held-out part (`test/fixtures/corpus/held-out-54/`) was written on 30 November 2026, in one sitting, as the campus',
  'and careers supplements a Twin Cities publisher inserts each semester and for job fairs: bars near campus, off-campus apartments and',
  'roommate listings, tutoring and test prep, study recruitment, side hustles and payday lenders, vape and hemp shops, dating apps,',
  'betting apps and fantasy leagues, gun-safety courses, concerts, tattoo parlours, trade schools and job fairs, and services for',
  'international students, with ads and lines in Spanish, Chinese, Korean, Vietnamese, Somali, Arabic, Hindi, Nepali, Amharic and',
  "Hmong. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading",
  "the engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.34.1 and before",
  'any later change. Its files, manifest and source are pinned by `held-out-54/SHA256SUMS`, which a unit test recomputes: the part is',
  'never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the fifty-fifth held-out part was made, after engine 1.35.0. */
const HELD_OUT_55_METHOD = [
  'The fifty-fifth held-out part (`test/fixtures/corpus/held-out-55/`) was written on 30 November 2026, in one sitting, as the inserts',
  'of the Twin Cities ethnic and community press a publisher prints and distributes: grocery and halal-market circulars, money-transfer',
  'services, immigration and tax preparers, travel agencies, wedding halls, herbal shops and clinics, car dealers, home-care agencies,',
  'restaurants and bars, raffles and lucky draws, festivals and concerts, rooms for rent, churches and mosques and candidates courting',
  'community votes, with ads and lines in Spanish, Somali, Vietnamese, Hmong, Russian, Korean, Chinese, Ukrainian, Amharic, Afaan',
  "Oromo, Karen and Tibetan. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec",
  "only, without reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, after",
  'engine 1.35.0 and before any later change. Its files, manifest and source are pinned by `held-out-55/SHA256SUMS`, which a unit test',
  'recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the fifty-sixth held-out part was made, after engine 1.35.0. */
const HELD_OUT_56_METHOD = [
  'The fifty-sixth held-out part (`test/fixtures/corpus/held-out-56/`) was written on 30 November 2026, in one sitting, as three',
  'seasonal sections of a Minnesota daily: the hunting and fishing opener (outfitters, resorts, gun and bow shops, boat and ATV',
  "dealers, sportsmen's raffles and big-buck contests, supper clubs), the hospital and clinic health supplement (clinics, med spas,",
  'weight-loss programmes, hearing aids, supplements, CBD, senior living, clinical trials) and the auto and RV dealers\' section',
  '(financing, trade-in promotions, RV shows, test-drive giveaways, lease fine print), with ads and lines in Spanish, Hmong, Russian,',
  "Somali, Vietnamese, Karen and German. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the",
  "product spec only, without reading the engine's rules, its tests or any other part of the corpus and without running the engine on",
  'it, after engine 1.35.0 and before any later change. Its files, manifest and source are pinned by `held-out-56/SHA256SUMS`, which a',
  'unit test recomputes: the part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the fifty-seventh held-out part was made, after engine 1.36.0. */
const HELD_OUT_57_METHOD = [
  'The fifty-seventh held-out part (`test/fixtures/corpus/held-out-57/`) was written on 1 December 2026, in one sitting, as an',
  'agricultural weekly of the rural Upper Midwest with its legal notices and classifieds page: co-op, implement, seed, chemical and feed',
  'dealers, auction bills, county fair and 4-H notices, farm-succession lawyers, church and fire-department fundraisers, hunting land',
  'leases, custom-hire services, grain-bin and livestock sales, with ads and lines in Spanish, German, Norwegian, Hmong, Somali and',
  "Vietnamese. Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without",
  "reading the engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.36.0 and",
  'before any later change. Its files, manifest and source are pinned by `held-out-57/SHA256SUMS`, which a unit test recomputes: the',
  'part is never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How the fifty-eighth held-out part was made, after engine 1.36.0. */
const HELD_OUT_58_METHOD = [
  "The fifty-eighth held-out part (`test/fixtures/corpus/held-out-58/`) was written on 1 December 2026, in one sitting, as a metro",
  "daily's weekend arts and lifestyle pages: a theatre and concert playbill insert, a home and garden show programme and a senior-living",
  'and retirement guide (venues, galleries, bars and restaurants, ticket resellers, nightclubs and cabaret, dispensaries, 55+',
  'communities, annuity and reverse-mortgage sellers, hearing aids and supplements, contractors, garden centres, estate sales, casino',
  'trips, bingo and raffles), with ads and lines in Spanish, Chinese, Korean, Russian, Polish, Vietnamese, Hmong, Italian and Somali.',
  "Each ad was labelled from the policy definitions (`src/domain/policy-library.ts`) and the product spec only, without reading the",
  "engine's rules, its tests or any other part of the corpus and without running the engine on it, after engine 1.36.0 and before any",
  'later change. Its files, manifest and source are pinned by `held-out-58/SHA256SUMS`, which a unit test recomputes: the part is',
  'never edited to follow the engine, and its figures are reported as measured.',
].join('\n');

/** How each held-out part was made, printed with the report. */
export const HELD_OUT_METHODS: Partial<Record<TCorpusPart, string>> = {
  'held-out': HELD_OUT_METHOD,
  'held-out-2': HELD_OUT_2_METHOD,
  'held-out-3': HELD_OUT_3_METHOD,
  'held-out-4': HELD_OUT_4_METHOD,
  'held-out-5': HELD_OUT_5_METHOD,
  'held-out-6': HELD_OUT_6_METHOD,
  'held-out-7': HELD_OUT_7_METHOD,
  'held-out-8': HELD_OUT_8_METHOD,
  'held-out-9': HELD_OUT_9_METHOD,
  'held-out-10': HELD_OUT_10_METHOD,
  'held-out-11': HELD_OUT_11_METHOD,
  'held-out-12': HELD_OUT_12_METHOD,
  'held-out-13': HELD_OUT_13_METHOD,
  'held-out-14': HELD_OUT_14_METHOD,
  'held-out-15': HELD_OUT_15_METHOD,
  'held-out-16': HELD_OUT_16_METHOD,
  'held-out-17': HELD_OUT_17_METHOD,
  'held-out-18': HELD_OUT_18_METHOD,
  'held-out-19': HELD_OUT_19_METHOD,
  'held-out-20': HELD_OUT_20_METHOD,
  'held-out-21': HELD_OUT_21_METHOD,
  'held-out-22': HELD_OUT_22_METHOD,
  'held-out-23': HELD_OUT_23_METHOD,
  'held-out-24': HELD_OUT_24_METHOD,
  'held-out-25': HELD_OUT_25_METHOD,
  'held-out-26': HELD_OUT_26_METHOD,
  'held-out-27': HELD_OUT_27_METHOD,
  'held-out-28': HELD_OUT_28_METHOD,
  'held-out-29': HELD_OUT_29_METHOD,
  'held-out-30': HELD_OUT_30_METHOD,
  'held-out-31': HELD_OUT_31_METHOD,
  'held-out-32': HELD_OUT_32_METHOD,
  'held-out-33': HELD_OUT_33_METHOD,
  'held-out-34': HELD_OUT_34_METHOD,
  'held-out-35': HELD_OUT_35_METHOD,
  'held-out-36': HELD_OUT_36_METHOD,
  'held-out-37': HELD_OUT_37_METHOD,
  'held-out-38': HELD_OUT_38_METHOD,
  'held-out-39': HELD_OUT_39_METHOD,
  'held-out-40': HELD_OUT_40_METHOD,
  'held-out-41': HELD_OUT_41_METHOD,
  'held-out-42': HELD_OUT_42_METHOD,
  'held-out-43': HELD_OUT_43_METHOD,
  'held-out-44': HELD_OUT_44_METHOD,
  'held-out-45': HELD_OUT_45_METHOD,
  'held-out-46': HELD_OUT_46_METHOD,
  'held-out-47': HELD_OUT_47_METHOD,
  'held-out-48': HELD_OUT_48_METHOD,
  'held-out-49': HELD_OUT_49_METHOD,
  'held-out-50': HELD_OUT_50_METHOD,
  'held-out-51': HELD_OUT_51_METHOD,
  'held-out-52': HELD_OUT_52_METHOD,
  'held-out-53': HELD_OUT_53_METHOD,
  'held-out-54': HELD_OUT_54_METHOD,
  'held-out-55': HELD_OUT_55_METHOD,
  'held-out-56': HELD_OUT_56_METHOD,
  'held-out-57': HELD_OUT_57_METHOD,
  'held-out-58': HELD_OUT_58_METHOD,
};

/** What the report calls each held-out part in its "how it was made" heading. */
const HELD_OUT_NAME: Partial<Record<TCorpusPart, string>> = {
  'held-out': 'held-out',
  'held-out-2': 'second held-out',
  'held-out-3': 'third held-out',
  'held-out-4': 'fourth held-out',
  'held-out-5': 'fifth held-out',
  'held-out-6': 'sixth held-out',
  'held-out-7': 'seventh held-out',
  'held-out-8': 'eighth held-out',
  'held-out-9': 'ninth held-out',
  'held-out-10': 'tenth held-out',
  'held-out-11': 'eleventh held-out',
  'held-out-12': 'twelfth held-out',
  'held-out-13': 'thirteenth held-out',
  'held-out-14': 'fourteenth held-out',
  'held-out-15': 'fifteenth held-out',
  'held-out-16': 'sixteenth held-out',
  'held-out-17': 'seventeenth held-out',
  'held-out-18': 'eighteenth held-out',
  'held-out-19': 'nineteenth held-out',
  'held-out-20': 'twentieth held-out',
  'held-out-21': 'twenty-first held-out',
  'held-out-22': 'twenty-second held-out',
  'held-out-23': 'twenty-third held-out',
  'held-out-24': 'twenty-fourth held-out',
  'held-out-25': 'twenty-fifth held-out',
  'held-out-26': 'twenty-sixth held-out',
  'held-out-27': 'twenty-seventh held-out',
  'held-out-28': 'twenty-eighth held-out',
  'held-out-29': 'twenty-ninth held-out',
  'held-out-30': 'thirtieth held-out',
  'held-out-31': 'thirty-first held-out',
  'held-out-32': 'thirty-second held-out',
  'held-out-33': 'thirty-third held-out',
  'held-out-34': 'thirty-fourth held-out',
  'held-out-35': 'thirty-fifth held-out',
  'held-out-36': 'thirty-sixth held-out',
  'held-out-37': 'thirty-seventh held-out',
  'held-out-38': 'thirty-eighth held-out',
  'held-out-39': 'thirty-ninth held-out',
  'held-out-40': 'fortieth held-out',
  'held-out-41': 'forty-first held-out',
  'held-out-42': 'forty-second held-out',
  'held-out-43': 'forty-third held-out',
  'held-out-44': 'forty-fourth held-out',
  'held-out-45': 'forty-fifth held-out',
  'held-out-46': 'forty-sixth held-out',
  'held-out-47': 'forty-seventh held-out',
  'held-out-48': 'forty-eighth held-out',
  'held-out-49': 'forty-ninth held-out',
  'held-out-50': 'fiftieth held-out',
  'held-out-51': 'fifty-first held-out',
  'held-out-52': 'fifty-second held-out',
  'held-out-53': 'fifty-third held-out',
  'held-out-54': 'fifty-fourth held-out',
  'held-out-55': 'fifty-fifth held-out',
  'held-out-56': 'fifty-sixth held-out',
  'held-out-57': 'fifty-seventh held-out',
  'held-out-58': 'fifty-eighth held-out',
};

/** The heading of a part that still measures the engine: every such part is frozen the same way. */
const measuringHeading = (name: string) =>
  `## ${name[0].toUpperCase()}${name.slice(1)} part: frozen, written before the rule changes it measures, never used to tune a rule; reported as measured`;

/** Headings of the development part and the retired parts; a part without one here still measures the engine. */
const PART_HEADING: Partial<Record<TCorpusPart, string>> = {
  development: `## Development part: the rules were written and tuned on it (floor: recall at least ${percent(DEVELOPMENT_FLOOR.minRecall)} per policy, clean false positives at most ${percent(DEVELOPMENT_FLOOR.maxCleanFalsePositiveRate)})`,
  'held-out': '## First held-out part, development since engine 1.8.0: measured unseen up to 1.7.0 (see the README), the rules were tuned on it since',
  'held-out-2': '## Second held-out part, development since engine 1.8.0: measured unseen up to 1.7.0 (see the README), the rules were tuned on it since',
  'held-out-3': '## Third held-out part, development since engine 1.8.0: measured unseen up to 1.7.0 (see the README), the rules were tuned on it since',
  'held-out-4': '## Fourth held-out part, development since engine 1.8.0: measured unseen up to 1.7.0 (see the README), the rules were tuned on it since',
  'held-out-5': '## Fifth held-out part, development since engine 1.9.0: measured unseen up to 1.8.0 (see the README), the rules were tuned on it since',
  'held-out-6': '## Sixth held-out part, development since engine 1.9.0: measured unseen up to 1.8.0 (see the README), the rules were tuned on it since',
  'held-out-7': '## Seventh held-out part, development since engine 1.9.0: measured unseen up to 1.8.0 (see the README), the rules were tuned on it since',
  'held-out-8': '## Eighth held-out part, development since engine 1.9.0: measured unseen up to 1.8.0 (see the README), the rules were tuned on it since',
  'held-out-9': '## Ninth held-out part, development since engine 1.10.0: measured unseen up to 1.9.0 (see the README), the rules were tuned on it since',
  'held-out-10': '## Tenth held-out part, development since engine 1.10.0: measured unseen up to 1.9.0 (see the README), the rules were tuned on it since',
  'held-out-11': '## Eleventh held-out part, development since engine 1.11.0: measured unseen up to 1.10.0 (see the README), the rules were tuned on it since',
  'held-out-12': '## Twelfth held-out part, development since engine 1.11.0: measured unseen up to 1.10.0 (see the README), the rules were tuned on it since',
  'held-out-13': '## Thirteenth held-out part, development since engine 1.11.0: measured unseen up to 1.10.0 (see the README), the rules were tuned on it since',
  'held-out-14': '## Fourteenth held-out part, development since engine 1.11.0: measured unseen up to 1.10.0 (see the README), the rules were tuned on it since',
  'held-out-15': '## Fifteenth held-out part, development since engine 1.12.0: measured unseen up to 1.11.0 (see the README), the rules were tuned on it since',
  'held-out-16': '## Sixteenth held-out part, development since engine 1.12.0: measured unseen up to 1.11.0 (see the README), the rules were tuned on it since',
  'held-out-17': '## Seventeenth held-out part, development since engine 1.13.0: measured unseen up to 1.12.0 (see the README), the rules were tuned on it since',
  'held-out-18': '## Eighteenth held-out part, development since engine 1.13.0: measured unseen up to 1.12.0 (see the README), the rules were tuned on it since',
  'held-out-19': '## Nineteenth held-out part, development since engine 1.14.0: measured unseen up to 1.13.0 (see the README), the rules were tuned on it since',
  'held-out-20': '## Twentieth held-out part, development since engine 1.14.0: measured unseen up to 1.13.0 (see the README), the rules were tuned on it since',
  'held-out-21': '## Twenty-first held-out part, development since engine 1.17.0: measured unseen up to 1.16.0 (see the README), the rules were tuned on it since',
  'held-out-22': '## Twenty-second held-out part, development since engine 1.17.0: measured unseen up to 1.16.0 (see the README), the rules were tuned on it since',
  'held-out-23': '## Twenty-third held-out part, development since engine 1.17.0: measured unseen up to 1.16.0 (see the README), the rules were tuned on it since',
  'held-out-24': '## Twenty-fourth held-out part, development since engine 1.17.0: measured unseen up to 1.16.0 (see the README), the rules were tuned on it since',
  'held-out-25': '## Twenty-fifth held-out part, development since engine 1.19.0: measured unseen up to 1.18.0 (see the README), the rules were tuned on it since',
  'held-out-26': '## Twenty-sixth held-out part, development since engine 1.19.0: measured unseen up to 1.18.0 (see the README), the rules were tuned on it since',
  'held-out-27': '## Twenty-seventh held-out part, development since engine 1.20.0: measured unseen up to 1.19.1 (see the README), the rules were tuned on it since',
  'held-out-28': '## Twenty-eighth held-out part, development since engine 1.20.0: measured unseen up to 1.19.1 (see the README), the rules were tuned on it since',
  'held-out-29': '## Twenty-ninth held-out part, development since engine 1.21.0: measured unseen up to 1.20.1 (see the README), the rules were tuned on it since',
  'held-out-30': '## Thirtieth held-out part, development since engine 1.21.0: measured unseen up to 1.20.1 (see the README), the rules were tuned on it since',
  'held-out-31': '## Thirty-first held-out part, development since engine 1.22.0: measured unseen up to 1.21.2 (see the README), the rules were tuned on it since',
  'held-out-32': '## Thirty-second held-out part, development since engine 1.22.0: measured unseen up to 1.21.2 (see the README), the rules were tuned on it since',
  'held-out-33': '## Thirty-third held-out part, development since engine 1.23.0: measured unseen up to 1.22.2 (see the README), the rules were tuned on it since',
  'held-out-34': '## Thirty-fourth held-out part, development since engine 1.23.0: measured unseen up to 1.22.2 (see the README), the rules were tuned on it since',
  'held-out-35': '## Thirty-fifth held-out part, development since engine 1.24.0: measured unseen up to 1.23.0 (see the README), the rules were tuned on it since',
  'held-out-36': '## Thirty-sixth held-out part, development since engine 1.24.0: measured unseen up to 1.23.0 (see the README), the rules were tuned on it since',
  'held-out-37': '## Thirty-seventh held-out part, development since engine 1.26.0: measured unseen up to 1.25.1 (see the README), the rules were tuned on it since',
  'held-out-38': '## Thirty-eighth held-out part, development since engine 1.26.0: measured unseen up to 1.25.1 (see the README), the rules were tuned on it since',
  'held-out-39': '## Thirty-ninth held-out part, development since engine 1.28.0: measured unseen up to 1.27.1 (see the README), the rules were tuned on it since',
  'held-out-40': '## Fortieth held-out part, development since engine 1.28.0: measured unseen up to 1.27.1 (see the README), the rules were tuned on it since',
  'held-out-41': '## Forty-first held-out part, development since engine 1.31.0: measured unseen up to 1.30.0 (see the README), the rules were tuned on it since',
  'held-out-42': '## Forty-second held-out part, development since engine 1.31.0: measured unseen up to 1.30.0 (see the README), the rules were tuned on it since',
  'held-out-43': '## Forty-third held-out part, development since engine 1.33.0: measured unseen up to 1.32.0 (see the README), the rules were tuned on it since',
  'held-out-44': '## Forty-fourth held-out part, development since engine 1.33.0: measured unseen up to 1.32.0 (see the README), the rules were tuned on it since',
  'held-out-45': '## Forty-fifth held-out part, development since engine 1.34.0: measured unseen up to 1.33.1 (see the README), the rules were tuned on it since',
  'held-out-46': '## Forty-sixth held-out part, development since engine 1.34.0: measured unseen up to 1.33.1 (see the README), the rules were tuned on it since',
  'held-out-47': '## Forty-seventh held-out part, development since engine 1.35.0: measured unseen up to 1.34.1 (see the README), the rules were tuned on it since',
  'held-out-48': '## Forty-eighth held-out part, development since engine 1.35.0: measured unseen up to 1.34.1 (see the README), the rules were tuned on it since',
  'held-out-49': '## Forty-ninth held-out part, development since engine 1.36.0: measured unseen up to 1.35.0 (see the README), the rules were tuned on it since',
  'held-out-50': '## Fiftieth held-out part, development since engine 1.36.0: measured unseen up to 1.35.0 (see the README), the rules were tuned on it since',
  'held-out-51': '## Fifty-first held-out part, development since engine 1.37.0: measured unseen up to 1.36.0 (see the README), the rules were tuned on it since',
  'held-out-52': '## Fifty-second held-out part, development since engine 1.37.0: measured unseen up to 1.36.0 (see the README), the rules were tuned on it since',
};

/** The first run of the held-out part, before any rule change it could have informed. */
export const HELD_OUT_FIRST_MEASUREMENT =
  'First measurement (24 Nov 2026, engine 1.1.0, rules as of 21ba78b): 238 creatives, micro precision 92.7%, recall 59.7% (89 of 149), ' +
  'clean ads flagged 4 of 95 (4.2%); recall by form: text 59.4%, PDF 56.8%, image by OCR 68.8%.';

export interface TCounts {
  tp: number;
  fp: number;
  fn: number;
}

export interface TPolicyScore extends TCounts {
  policyId: string;
  title: string;
  support: number;
  precision: number | null;
  recall: number | null;
  byForm: Record<TForm, TCounts>;
}

export { percent, ratio };
const short = (id: string) => id.replace(/^mock_/, '');
const precisionOf = (c: TCounts) => ratio(c.tp, c.tp + c.fp);
const recallOf = (c: TCounts) => ratio(c.tp, c.tp + c.fn);

function count(outcomes: TOutcome[], policyId: string): TCounts {
  const c = { tp: 0, fp: 0, fn: 0 };
  for (const { entry, predicted } of outcomes) {
    const expected = entry.expected.includes(policyId);
    const flagged = predicted.includes(policyId);
    if (expected && flagged) c.tp++;
    else if (flagged) c.fp++;
    else if (expected) c.fn++;
  }
  return c;
}

export function scorePolicies(outcomes: TOutcome[]): TPolicyScore[] {
  return POLICY_LIBRARY.map((policy) => {
    const c = count(outcomes, policy.id);
    const byForm = Object.fromEntries(FORMS.map((form) => [form, count(outcomes.filter((o) => formOf(o) === form), policy.id)])) as Record<TForm, TCounts>;
    return { policyId: policy.id, title: policy.title, support: c.tp + c.fn, ...c, precision: precisionOf(c), recall: recallOf(c), byForm };
  });
}

export function microTotals(scores: TCounts[]): TCounts {
  return scores.reduce((t, s) => ({ tp: t.tp + s.tp, fp: t.fp + s.fp, fn: t.fn + s.fn }), { tp: 0, fp: 0, fn: 0 });
}

/** Clean ads (no expected policy) that came back with a violation of moderate severity or above. */
export function cleanFalsePositives(outcomes: TOutcome[]): { flagged: number; clean: number; rate: number | null } {
  const clean = outcomes.filter((o) => o.entry.expected.length === 0);
  const flagged = clean.filter((o) => o.predicted.length > 0).length;
  return { flagged, clean: clean.length, rate: ratio(flagged, clean.length) };
}

const pr = (c: TCounts) => (c.tp + c.fp + c.fn === 0 ? '-' : `${percent(precisionOf(c))} / ${percent(recallOf(c))}`);

function partSection(outcomes: TOutcome[]): string[] {
  const scores = scorePolicies(outcomes);
  const total = microTotals(scores);
  const formTotals = Object.fromEntries(FORMS.map((f) => [f, microTotals(scores.map((s) => s.byForm[f]))])) as Record<TForm, TCounts>;
  const fp = cleanFalsePositives(outcomes);
  const lines = [
    `| Policy | Support | TP | FP | FN | Precision | Recall | ${FORMS.map((f) => `${FORM_LABEL[f]} P / R`).join(' | ')} |`,
    `|---|---:|---:|---:|---:|---:|---:|${FORMS.map(() => '---:').join('|')}|`,
    ...scores.map(
      (s) =>
        `| ${s.title} (\`${short(s.policyId)}\`) | ${s.support} | ${s.tp} | ${s.fp} | ${s.fn} | ${percent(s.precision)} | ${percent(s.recall)} | ${FORMS.map((f) => pr(s.byForm[f])).join(' | ')} |`,
    ),
    `| **All policies (micro)** | ${total.tp + total.fn} | ${total.tp} | ${total.fp} | ${total.fn} | ${percent(precisionOf(total))} | ${percent(recallOf(total))} | ${FORMS.map((f) => pr(formTotals[f])).join(' | ')} |`,
    '',
    `False-positive rate on clean ads: **${percent(fp.rate)}** (${fp.flagged} of ${fp.clean}); by form: ${FORMS.map((f) => {
      const x = cleanFalsePositives(outcomes.filter((o) => formOf(o) === f));
      return `${FORM_LABEL[f]} ${x.flagged} of ${x.clean}`;
    }).join(', ')}.`,
    '',
    resemblanceLine(outcomes),
  ];
  return lines;
}

/** What the resemblance model added to the rules: its suggestions, how many were right, and the rules' figures alone. */
function resemblanceLine(outcomes: TOutcome[]): string {
  const suggested = outcomes.flatMap((o) => [...new Set(o.analysis.findings.filter(isResemblance).map((f) => f.policyId))].map((policyId) => ({ o, policyId })));
  const right = suggested.filter(({ o, policyId }) => o.entry.expected.includes(policyId)).length;
  const rulesOnly = outcomes.map((o) => ({ ...o, predicted: o.predicted.filter((id) => !suggested.some((s) => s.o === o && s.policyId === id)) }));
  const total = microTotals(scorePolicies(rulesOnly));
  const fp = cleanFalsePositives(rulesOnly);
  return (
    `Suggested by the resemblance model where no rule of the policy fired: ${suggested.length}, of which ${right} right. ` +
    `The rules alone: recall ${percent(recallOf(total))}, precision ${percent(precisionOf(total))}, clean ads flagged ${fp.flagged} of ${fp.clean}.`
  );
}

const isResemblance = (f: TOutcome['analysis']['findings'][number]) => f.origin === 'model' && f.violationType === RESEMBLANCE_TYPE;

/** A part the rules may be tuned on: the development part and the retired held-out parts. The rest still measure. */
export const isDevelopmentData = (part: TCorpusPart): boolean => part === 'development' || RETIRED_PARTS.includes(part);

/**
 * Every ad whose flags differ from its label. A part that still measures the engine gets its count only: its ads are
 * read for misses once it is retired, never while it estimates what new copy meets.
 */
function disagreements(outcomes: TOutcome[], part: TCorpusPart): string[] {
  const errors = outcomes.filter((o) => o.predicted.join() !== [...o.entry.expected].sort().join());
  if (errors.length === 0) return ['None.'];
  if (!isDevelopmentData(part)) {
    return [`${errors.length} of ${outcomes.length} creatives disagree; they are not listed while the part still measures the engine, so no rule is written from them.`];
  }
  return [
    '| File | Expected | Flagged | Case |',
    '|---|---|---|---|',
    ...errors.map((o) => `| ${o.entry.file} | ${o.entry.expected.map(short).join(', ') || '(clean)'} | ${o.predicted.map(short).join(', ') || '(none)'} | ${o.entry.note} |`),
  ];
}

function describePart(outcomes: TOutcome[]): string {
  const formats = new Map<string, number>();
  for (const { entry } of outcomes) formats.set(entry.format, (formats.get(entry.format) ?? 0) + 1);
  const clean = outcomes.filter((o) => o.entry.expected.length === 0).length;
  const unreadable = outcomes.flatMap((o) => o.analysis.extraction).filter((e) => e.error).length;
  return `${outcomes.length} creatives (${[...formats.entries()].map(([f, n]) => `${n} ${f}`).join(', ')}), ${clean} of them clean; unreadable files: ${unreadable}.`;
}

/** The printed report: one section per part, how each held-out part in it was made, and the disagreements of the development data. */
export function renderAccuracyReport(outcomes: TOutcome[], options: { measuredAt?: Date; durationMs?: number; cachedExtraction?: boolean } = {}): string {
  const byPart = (part: TCorpusPart) => outcomes.filter((o) => o.part === part);
  const lines = [
    '# Compliance engine accuracy',
    '',
    `Engine ${ANALYSIS_VERSION}, measured ${(options.measuredAt ?? new Date()).toISOString().slice(0, 10)}` +
      (options.durationMs === undefined ? '.' : ` in ${(options.durationMs / 1000).toFixed(0)} s`) +
      (options.cachedExtraction ? ', on extractions kept from an earlier run (--cached).' : '.'),
    'A policy counts as flagged when the engine reports a violation of moderate severity or above for it; minor advisories',
    'and items routed to human review are not counted. P / R = precision / recall; "-" means no case of that policy in that form.',
    '',
  ];
  for (const part of CORPUS_PARTS) {
    const subset = byPart(part);
    if (subset.length === 0) continue;
    lines.push(
      PART_HEADING[part] ?? measuringHeading(HELD_OUT_NAME[part] ?? part),
      '',
      ...(part === 'held-out' ? [HELD_OUT_FIRST_MEASUREMENT, ''] : []),
      describePart(subset),
      '',
      ...partSection(subset),
      '',
      ...renderSensitiveSubjects(subset),
      '',
    );
  }
  for (const part of CORPUS_PARTS) {
    const method = HELD_OUT_METHODS[part];
    if (method && byPart(part).length > 0) lines.push(`## How the ${HELD_OUT_NAME[part] ?? part} part was made`, '', method, '');
  }
  for (const part of CORPUS_PARTS) {
    const subset = byPart(part);
    if (subset.length === 0) continue;
    lines.push(`## Disagreements with the label: ${part} part`, '', ...disagreements(subset, part), '');
  }
  return lines.join('\n');
}
