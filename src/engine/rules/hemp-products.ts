import { POLICY_IDS } from '../../domain/policy-library';
import { concept, docOf, isNegatedHit, near, occurrences, quantityHits, sentenceNumbers, tokenAt, type TConceptDoc, type THit } from './concepts';
import { findingFor, type TCitation } from './finding';
import { artNote } from './art-note';
import { healthClaim } from './health-claims';
import { hoursBeforePublication } from './publication-time';
import { clauseAfter, clauseBefore, findAll, findFirst, findPhrase, isNegated, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';
import { personAges, type TPersonAge } from './youth-ages';

const finding = findingFor(POLICY_IDS.hempProducts);

const CITE = {
  hempDefinition: { section: '7 U.S.C. 1639o(1)', category: 'federal_law', effectiveDate: '2018-12-20' },
  potency: { section: 'Minn. Stat. 151.72; Minn. Stat. ch. 342 (potency limits)', category: 'state_law', effectiveDate: '2022-07-01' },
  cannabinoidTypes: { section: 'Minn. Stat. 151.72; Minn. Stat. ch. 342', category: 'state_law', effectiveDate: '2022-07-01' },
  advertising: { section: 'Minn. Stat. 342.64 subd. 1', category: 'state_law', effectiveDate: null },
  warning: { section: 'Minn. Stat. 342.64; OCM Guidance Memo GM-2025-07', category: 'state_law', effectiveDate: '2025-12-31' },
  age: { section: 'Minn. Stat. 342.64 subd. 1; Minn. Stat. 151.72', category: 'state_law', effectiveDate: null },
  advance: { section: "Publisher's hemp advertising policy (advance submission)", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const THC_PRODUCT = /\b(?:THCA?|delta[-\s]?(?:8|9|10)|Δ\s?-?(?:8|9|10)|D(?:8|9)|HHC|THC-?O|THCP|hemp[-\s]derived\s+THC|LPHE)\b/i;
/**
 * "Full-spectrum" hemp or CBD keeps the plant's THC by definition (broad-spectrum takes it out), so it carries the THC
 * warning and sales age. Its milligrams are the whole extract's, not THC's, so potency reads only a named THC.
 */
const FULL_SPECTRUM = /\bfull[-\s]spectrum\s+(?:hemp|CBD|cannabinoids?|extracts?|tinctures?|oils?|gummies|distillate)\b/i;
/** Cannabinoid products without THC still fall under the advertising rules, not the THC warning. */
const OTHER_CANNABINOID = /\bCBD\b|\bCB[GN]\b|\bcannabidiol\b|\b(?:hemp[-\s]derived\s+)?cannabinoids?\b|\b(?:full|broad)[-\s]spectrum\s+hemp\b/i;
// "THC-free", "0% THC" and "non-detectable THC" describe the absence of THC.
// Spanish "sin THC", Hmong "tsis muaj THC" (there is no THC), Vietnamese "không (có) THC".
const NO_THC = /\b(?:THC[-\s]free|zero\s+THC|no\s+(?:detectable\s+)?THC|undetectable\s+THC|sin\s+THC|tsis\s+muaj\s+THC|kh[ôo]ng\s+(?:c[óo]\s+)?THC|0\.?0?\s*%\s*THC|non[-\s]?detectable\s+(?:levels\s+of\s+)?THC|without\s+THC|free\s+of\s+THC|contains\s+no\s+THC)\b/i;

/** Every such absence in a stretch of text, to be taken out before asking whether THC is named there. */
const NO_THC_ANYWHERE = new RegExp(NO_THC.source, 'gi');

const THC_PERCENT_AFTER = /(\d+(?:\.\d+)?)\s*%\s*(?:total\s+|delta[-\s]?9\s+|Δ\s?-?9\s+|d9\s+)?(THCA?)\b/gi;
const THC_PERCENT_BEFORE = /\b(THCA?)\s*(?:content|level|potency)?\s*(?::|of|at|is|=)?\s*(\d+(?:\.\d+)?)\s*%/gi;
const AT_MOST = /\b(?:less\s+than|under|below|no\s+more\s+than|not\s+more\s+than|max(?:imum)?|at\s+most|within|<|≤)\s*$/i;
const THC_MG = /(\d+(?:\.\d+)?)\s*(?:mg|milligrams?)\s*(?:of\s+)?(?:total\s+)?(?:hemp[-\s]derived\s+)?(?:delta[-\s]?[89]\s*|Δ\s?-?[89]\s*|d[89]\s*)?(?:THC)?\b/gi;
const THC_NEARBY = /\b(?:THC|delta[-\s]?[89]|d[89])\b|Δ\s?-?[89]/i;
// The units in Spanish too: "por gomita", "por paquete", "cada lata"; in Hmong "ib daim" (a piece), "ib pob" or "ib hnab"
// (a pack, a bag); in Vietnamese "mỗi viên" (each piece), "mỗi gói", "mỗi hộp" or "mỗi túi" (each pack, box or bag).
const PER_SERVING =
  /\b(?:(?:per|every|in\s+every)\s+(?:serving|gummy|piece|chew|dose|square|cookie|tablet|capsule|mint)|each|\/\s*(?:serving|gummy|piece|pc)|a\s+(?:serving|gummy|piece)|por\s+(?:porci[oó]n|gomita|pieza|dosis|cuadrito|galleta|tableta|c[aá]psula|pastilla)|cada\s+(?:gomita|pieza|porci[oó]n)|ib\s+daim|m[ỗo]i\s+vi[êe]n)\b|\b(?:gummies|gummy|chews|mints|tablets|capsules|cookies|chocolates?|squares|gomitas?)\b/i;
// A ceiling on every package is a package amount too: "no package over 50 mg". A package may be described first ("per
// sealed, kid-proof pouch"). A count of pieces is a package too ("tins
// of 20 (50 mg)"), and so are "in total" and "each box" in Hmong ("tag nrho", "ib lub thawv"), Somali ("wadar ahaan",
// "sanduuq kasta") and Vietnamese ("tổng cộng").
const PER_PACKAGE =
  /\b(?:(?:per|each|every|a|the|one|no|any)\s+(?:[\w-]+,?\s+){0,3}?(?:package|pack|jar|tin|container|bag|box|tub|bottle|bar|pouch|sleeve|tube|canister)|total|in\s+(?:every|each)\s+(?:package|pack|jar|tin|bag|box)|(?:per|a|each|every)\s+(?:\d+|two|three|four|five|six|eight|ten|twelve)[-\s]?(?:pack|pk|count|ct)\b|(?:por|cada)\s+(?:paquete|envase|frasco|bolsa|caja|lata\s+de\s+\d+)|ib\s+(?:lub\s+)?(?:pob|hnab)|m[ỗo]i\s+(?:g[óo]i|h[ộo]p|t[úu]i)|(?:tins?|packs?|jars?|bags?|boxes|box|packages?|containers?|bottles?|tubs?)\s+of\s+\d+|tag\s+nrho|ib\s+lub\s+thawv|wadar\s+ahaan|sanduuq\s+kasta|t[ổo]ng\s+c[ộo]ng)\b/i;
const NOT_THC_NEXT = /^\s*(?:of\s+)?(?:CB[DGNC]|cannabidiol|melatonin|caffeine|L-theanine)\b/i;
const DRINK_WORDS = 'seltzers?|beverages?|drinks?|sodas?|tonics?|shots?|sparkling|lemonade|tea|bebidas?|refrescos?';
/** A can or "lata" holds a drink only in an ad for one: gummies come in cans and tins too. */
const DRINK_PRODUCT = new RegExp(`\\b(?:${DRINK_WORDS})\\b`, 'i');
const BEVERAGE = new RegExp(`\\b(?:${DRINK_WORDS}|cans?|latas?)\\b`, 'i');

const SYNTHETIC = /\b(?:HHC|THC-?O(?:\s+acetate)?|THCP|delta[-\s]?10|Δ\s?-?10|THCA\s+(?:flower|pre-?rolls?|buds?))\b/i;
const HEALTH =
  /\b(?:cures?|treats?|heals?|relieves?|eliminates?|reduces?|helps?\s+(?:with|treat|relieve|ease)|fights?|prevents?|eases?|stops?|melts?\s+away|banish(?:es)?|erases?|calms?|soothes?|beats?|goodbye\s+to|no\s+more)\s+(?:your\s+|chronic\s+|severe\s+|the\s+)?(?:anxiety|pain|inflammation|insomnia|sleep\s+disorders?|depression|PTSD|seizures?|epilepsy|arthritis|cancer|migraines?|nausea|stress|MS|panic\s+attacks|opioid\s+(?:cravings|addiction))\b|\banti-?\s*(?:anxiety|inflammatory|seizure|depressant)\b|\b(?:medical|pharmaceutical)[-\s]grade\b|\bFDA[-\s]approved\b|\bclinically\s+proven\b|\bnatural\s+(?:remedy|medicine|alternative\s+to\s+(?:opioids|prescriptions?|medications?|pills))\b|\b(?:replaces?|instead\s+of|ditch)\s+(?:your\s+)?(?:prescriptions?|medications?|opioids|pills)\b/i;
const OVERCONSUMPTION =
  /\b(?:get\s+(?:blasted|wrecked|baked|stoned|ripped|faded|high\s+as)|mega[-\s]?dose|extra\s+strength|double\s+(?:dose|strength)|max(?:imum)?\s+strength|strongest\s+(?:gummies|legal|edibles|THC|high)|(?:eat|take|finish)\s+(?:the\s+)?whole\s+(?:bag|pack|jar|package|tin)|couch[-\s]?lock(?:ed)?|knock\s+you\s+(?:out|on\s+your)|blast\s+off|most\s+potent|the\s+more\s+the\s+better|double[-\s]?fist(?:ing|ed)?|chug(?:ging)?|shotgun(?:ning)?\s+(?:a|your|the)\s+(?:can|seltzer)|(?:one|two|three|four|\d)\s+(?:\w+\s+){0,2}(?:seltzers?|drinks?|cans?|gummies|edibles|shots?)\s+(?:per|every|each|a)\s+(?:quarter|period|inning|hour|half|song|round|set))\b/i;
const YOUTH_APPEAL =
  /\b(?:candy|candies|lollipops?|gummy\s+(?:bears?|worms|sharks)|cartoons?|toys?|unicorns?|kid[-\s]friendly|kids\s+love|for\s+(?:kids|children)|back[-\s]to[-\s]school|tastes?\s+like\s+(?:cereal|candy|cotton\s+candy|birthday\s+cake)|cotton\s+candy|sour\s+patch|skittles|nerds|trolli|fruity\s+pebbles|rainbow\s+sprinkles|superheroes?|mascots?)\b/i;
const SAFETY_CONTEXT = /\b(?:keep\s+(?:out\s+of\s+(?:the\s+)?reach\s+of|away\s+from)|not\s+for\s+(?:use\s+by\s+)?|out\s+of\s+reach\s+of)\s*$/i;
const UNDERAGE = /\b(?:ages?|aged)\s+(\d{2})\s*(?:\+|and\s+(?:up|over|older))|\b(\d{2})\s?\+(?!\s*(?:mg|%|count|ct|pack|pcs|pieces|flavors|varieties|years\s+in))|\b(\d{2})\s+(?:years?\s+(?:old|of\s+age)\s+)?(?:and|or|&)\s+(?:up|over|older)\b|\bmust\s+be\s+(?:at\s+least\s+)?(\d{2})\b/gi;

/** THC by any of its names; "Δ9" and "D9" are one word to the tokeniser. */
const THC = concept('THC', ['thc', 'thca', 'delta 9', 'delta 8', 'delta9', 'delta8', '=δ9', '=δ8', '=d9', '=d8', 'total thc', 'tetrahydrocannabinol']);
/** Words that make a stated amount a ceiling rather than the content: "no more than 0.3 percent". */
const AT_MOST_WORDS = concept('at most', ['less than', 'under', 'below', 'no more than', 'not more than', 'max', 'maximum', 'at most', 'within', 'or less', 'up to']);
const SYNTHETIC_NAMES = concept('synthetic cannabinoid', ['hhc', 'hhc o', 'hhcp', 'hexahydrocannabinol', 'thc o', 'thco', 'thcp', 'thc p', 'thc jd', 'thcjd', 'thch', 'thcb', 'delta 10', 'delta10', '=δ10', 'delta 11', 'thc o acetate']);

/** A relief verb near a symptom or condition: a therapeutic claim whoever words it. */
const RELIEF = concept('relief', [
  'cure', 'treat', 'heal', 'relieve', 'relief from', 'ease', 'soothe', 'calm', 'quiet', 'quiets', 'melt away', 'erase', 'banish', 'beat', 'fight', 'reduce', 'stop', 'prevent',
  'eliminate', 'tame', 'combat', 'manage', 'help with', 'helps with', 'goodbye to', 'kiss goodbye', 'no more', 'free from', 'freedom from', 'say goodbye', 'end', 'get rid of', 'remedy for',
]);
const SYMPTOM = concept('symptom', [
  'anxiety', 'anxious', 'stress', 'tension', 'worry', 'worries', 'racing thoughts', 'panic', 'pain', 'ache', 'aches', 'achy', 'sore', 'soreness', 'stiffness', 'stiff joints', 'joint pain',
  'inflammation', 'insomnia', 'sleepless', 'sleeplessness', 'restless nights', 'depression', 'ptsd', 'seizures', 'epilepsy', 'arthritis', 'cancer', 'migraine', 'migraines', 'headache',
  'headaches', 'nausea', 'cramps', 'muscle spasms', 'spasms', 'ms', 'opioid cravings', 'opioid addiction', 'addiction', 'glaucoma', 'neuropathy', 'fibromyalgia', 'ibs', 'adhd',
]);
/** "Medicinal" as the product's standing, not "your medicines" (the stemmer makes them one word): a pharmacy's interaction note is no claim. */
const MEDICAL_STANDING = concept('medical standing', ['medical grade', 'pharmaceutical grade', 'fda approved', 'clinically proven', 'doctor recommended', 'natural remedy', 'natural medicine', '=medicinal', 'therapeutic']);

/** Taking more than a serving, or potency as the selling point. */
const OVERUSE = concept('overconsumption', [
  'double up', 'double dose', 'double the dose', 'stop at one', 'take two', 'take another', 'eat the whole', 'finish the whole', 'whole bag', 'whole tin', 'whole pack', 'stack',
  'heavier high', 'stronger high', 'bigger high', 'harder high', 'mega dose', 'megadose', 'extra strength', 'max strength', 'maximum strength', 'strongest', 'most potent', 'couch lock',
  'couchlock', 'get wrecked', 'get blasted', 'get baked', 'get stoned', 'get ripped', 'get faded', 'blast off', 'knock you out', 'the more the better',
  // Rationing waved off, one never enough: "why ration?", "one is never enough".
  "don't ration", 'dont ration', 'do not ration', 'why ration', 'no rationing', 'forget rationing', 'one is never enough', 'one is not enough', "one's never enough",
]);

/** Taking several servings at once: "take three", "pop a few", "eat a handful", "finish three cans" (not "take two minutes", "take 2 for $30", "grab a few tins"). */
const TAKE = concept('take', ['take', 'eat', 'pop', 'chew', 'grab', 'finish', 'drink', 'down', 'chug', 'slam', 'crack', 'toma', 'tómate', 'cómete', 'bébete']);
const SEVERAL = concept('several', ['two', 'three', 'four', 'five', '=2', '=3', '=4', '=5', 'a few', 'a couple', 'a handful', 'several', 'dos', 'tres', 'varias', 'varios']);
/** A time, a price deal or packages after the count: then it is not a dose. */
const NOT_A_DOSE_AFTER = /^(?:minutes?|mins?|seconds?|secs?|moments?|hours?|hrs?|days?|weeks?|steps?|of|more|off|packs?|tins?|bags?|jars?|boxes|bottles?|cans?|cases?|minutos?|por|mg|milligrams?|ml|oz|g|grams?)$/i;

/** "Take 2 for $30" is a price; "pop three for a real buzz" a dose. */
function priceAfter(doc: TConceptDoc, last: number): boolean {
  const next = doc.tokens[last + 1];
  if (next?.norm !== 'for') return NOT_A_DOSE_AFTER.test(next?.norm ?? '');
  const after = doc.tokens[last + 2];
  return !after || /^\d/.test(after.norm) || /\$/.test(doc.text.slice(next.end, after.start)) || /^(?:only|just)$/.test(after.norm);
}

/** "Take two" and "take another" are a dose only when no time or price follows: "edibles can take two hours to work". */
const COUNTED_TAKE = new Set(['take two', 'take another']);

/**
 * A cannabinoid named to be refused: "products sold as HHC or THC-O are not allowed, and we do not carry them". The
 * refusal may follow the name in its sentence, which a negation before it does not reach.
 */
const REFUSAL = concept('refusal', [
  'not allowed', 'not permitted', 'not legal', 'not lawful', 'illegal', 'unlawful', 'banned', 'prohibited', 'do not carry', "don't carry", 'do not sell', "don't sell", 'never sell',
  'never carry', 'will not sell', "won't sell", 'no longer sell', 'no longer carry', 'not sold here',
]);
function refusedInSentence(doc: TConceptDoc, at: number): boolean {
  if (at < 0) return false;
  const sentence = sentenceNumbers(doc);
  // "The legal high they haven't banned yet" refuses nothing.
  return occurrences(doc, REFUSAL).some((r) => sentence[r.first] === sentence[at] && !isNegatedHit(doc, r, 3));
}

function severalServings(doc: TConceptDoc): THit | null {
  // "Delta-9 chews, 5 mg each" names the product, then its strength: the count must follow the verb directly.
  const joined = (f: { a: THit; b: THit }) => /^\s+$/.test(doc.text.slice(f.a.end, f.b.start));
  const frame = near(doc, TAKE, SEVERAL, { window: 0, ordered: true }).find((f) => joined(f) && !isNegatedHit(doc, f.a) && !priceAfter(doc, f.b.last));
  return frame ? { ...frame.a, start: frame.start, end: frame.end, text: frame.text, last: frame.b.last } : null;
}

/** What a child buys or watches: candy, cartoons, toys (English and Spanish). */
const YOUTH_THINGS = concept('youth appeal', [
  'candy', 'candies', 'sour belt', 'sour belts', 'sour straws', 'sour patch', 'lollipop', 'lollipops', 'gummy bear', 'gummy bears', 'gummy worm', 'gummy worms', 'gummy sharks', 'skittles',
  'nerds', 'trolli', 'fruity pebbles', 'cereal', 'cotton candy', 'birthday cake', 'rainbow sprinkles', 'sprinkles', 'cartoon', 'cartoons', 'toy', 'toys', 'unicorn', 'unicorns',
  'superhero', 'superheroes', 'mascot', 'kid friendly', 'kids love', 'for kids', 'for children', 'back to school', 'corner store', 'ice cream truck', 'dulce', 'dulces', 'caramelo', 'caramelos',
  'golosinas', 'juguete', 'juguetes', 'niños', 'teen', 'teens', 'teenager', 'teenagers', 'high school', 'prom', 'homecoming', 'freshman', 'freshmen', 'student id', 'college id',
  'students', 'back to campus', 'dorm', 'dorm room', 'spring break', 'estudiantes', 'college kids', 'college night', 'college nights', 'college crowd', 'college life', 'college party',
  'college parties', 'frat', 'frat party', 'fraternity', 'sorority', 'sophomore', 'sophomores', 'underclassmen', 'finals week', 'grad party', 'graduation party',
  'juice box', 'juice boxes', 'fruit snacks', 'lunch box', 'lunchbox', 'recess', 'playground', 'sippy cup', 'after school', 'school lunch',
  'teddy bear', 'teddy bears', 'dinosaur', 'dinosaurs', 'animal shaped', 'animal shapes',
]);
/** "Keep out of reach of children", "not for use by anyone under 21", "fuera del alcance de los niños": safety wording, not appeal. */
const SAFETY = concept('safety wording', [
  'keep out of reach', 'out of reach', 'keep away from', 'away from', 'not for use by', 'not for', 'store safely', 'childproof', 'child resistant', 'fuera del alcance', 'fuera de alcance',
  'lejos de', 'no es para', 'no son para',
]);

/** A percentage that is a price: "20% off THC gummies", "save 15% on delta-9". */
const PRICE_AFTER = concept('price cut after', ['off', 'discount', 'savings', 'back', 'cash back']);
const PRICE_BEFORE = concept('price cut before', ['save', 'saves', 'saving', 'up to', 'extra']);

function thcPercentHits(doc: TConceptDoc): { hit: THit; value: number; bounded: boolean }[] {
  const thc = occurrences(doc, THC);
  const bounds = occurrences(doc, AT_MOST_WORDS);
  const priceAfter = new Set(occurrences(doc, PRICE_AFTER).map((h) => h.first));
  const priceBefore = new Set(occurrences(doc, PRICE_BEFORE).map((h) => h.last));
  return quantityHits(doc, 'percent')
    .filter((p) => !priceAfter.has(p.last + 1) && !priceBefore.has(p.first - 1))
    .filter((p) => near(doc, [p], thc, { window: 4 }).length > 0)
    .map((hit) => ({
      hit,
      value: Number(hit.text.match(/\d+(?:\.\d+)?|\.\d+/)?.[0] ?? 0),
      bounded: bounds.some((b) => doc.tokens[b.first].clause === doc.tokens[hit.first].clause && ((b.last < hit.first && hit.first - b.last <= 2) || (b.first > hit.last && b.first - hit.last <= 1))),
    }));
}

/** Sleep as the product's remedy, only with a remedy verb before it: "helps you sleep", "for better sleep", "fall asleep faster". */
const SLEEP_REMEDY = concept('sleep remedy', ['help', 'helps', 'aid', 'aids', 'improve', 'improves', 'better', 'deeper', 'fix', 'fixes', 'cure', 'cures']);
const SLEEP = concept('sleep', ['sleep', 'fall asleep', 'stay asleep', 'sleep through the night']);

/**
 * A condition the product is said to be for, or relief named after it: "gummies for anxiety", "great for chronic pain",
 * "pain relief". Only conditions no one has on a good day: stress and tension are also how people describe a busy week.
 */
const CONDITION = concept('condition', [
  'anxiety', 'pain', 'chronic pain', 'joint pain', 'back pain', 'nerve pain', 'inflammation', 'insomnia', 'depression', 'ptsd', 'seizures', 'epilepsy', 'arthritis', 'migraine',
  'migraines', 'nausea', 'neuropathy', 'fibromyalgia', 'glaucoma', 'panic attacks',
]);
const MEANT_FOR = concept('meant for', ['for', 'great for', 'good for', 'best for', 'perfect for', 'made for', 'designed for', 'formulated for', 'ideal for']);
const RELIEF_AFTER = concept('relief after', ['relief', 'reliever', 'relievers', 'remedy', 'remedies', 'management', 'support']);

function hempHealthClaim(doc: TConceptDoc): THit | null {
  const frame =
    near(doc, RELIEF, SYMPTOM, { window: 5, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b)) ??
    near(doc, SLEEP_REMEDY, SLEEP, { window: 2, ordered: true }).find((f) => !isNegatedHit(doc, f.a)) ??
    near(doc, MEANT_FOR, CONDITION, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.a)) ??
    near(doc, CONDITION, RELIEF_AFTER, { window: 0, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (frame) return { ...frame.a, start: frame.start, end: frame.end, text: frame.text, last: frame.b.last };
  const standing = occurrences(doc, MEDICAL_STANDING).find((h) => !isNegatedHit(doc, h));
  if (standing) return standing;
  // Any claim to cure or treat a disease, or to replace a medicine ("my anxiety is gone", "I stopped my meds"), is a
  // health claim a hemp ad may not make.
  const disease = healthClaim(doc);
  return disease ? { ...disease.a, start: disease.start, end: disease.end, text: disease.text, last: Math.max(disease.a.last, disease.b.last) } : null;
}

/**
 * Hemp sold as a cannabinoid product without naming THC or CBD: hemp in an edible, drink, vape or extract form
 * ("hemp seltzers", "hemp-infused gummies", "full-spectrum hemp oil"), or any hemp product beside the warning's
 * "not for use by anyone under 21". Hemp seed, hearts, rope and fabric are none of these.
 */
const HEMP = concept('hemp', ['hemp', 'cáñamo', 'canamo']);
const CANNABINOID_FORM = concept('cannabinoid product form', [
  'seltzer', 'seltzers', 'gummy', 'gummies', 'edible', 'edibles', 'drink', 'drinks', 'beverage', 'beverages', 'soda', 'sodas', 'tonic', 'tincture', 'tinctures', 'drops', 'vape', 'vapes',
  'cart', 'carts', 'cartridge', 'cartridges', 'pre roll', 'pre rolls', 'preroll', 'prerolls', 'flower', 'chocolate', 'chocolates', 'chews', 'infused', 'extract', 'full spectrum',
  'broad spectrum', 'gomitas', 'bebida', 'bebidas',
]);

/** Shops whose gummies are cannabinoid edibles: a smoke, vape or head shop. */
const SMOKE_SHOP = concept('smoke shop', ['smoke shop', 'smoke shops', 'smokeshop', 'vape shop', 'vape shops', 'head shop', 'tobacco shop', 'tobacco and vape', 'smoke and vape', 'vape and smoke']);
/**
 * Forms only a cannabinoid product takes (hemp seed, fibre and oil come as hearts, flour, rope and shirts): a hemp shop
 * selling gummies or 5 mg pieces sells THC products wherever in the ad it names them.
 */
const EDIBLE_FORM = concept('cannabinoid dose form', [
  'gummy', 'gummies', 'edible', 'edibles', 'seltzer', 'seltzers', 'tincture', 'tinctures', 'vape', 'vapes', 'cartridge', 'cartridges', 'pre roll', 'pre rolls', 'preroll', 'prerolls',
  'chews', 'infused', 'gomitas',
]);
const MILLIGRAMS = /\b\d+(?:\.\d+)?\s*(?:mg|milligrams?)\b/i;
const PRICE = /\$\s?\d/;
const ON_SALE = /\b\d{1,2}\s?%\s*off\b|\b(?:sale|every\s+purchase|with\s+(?:any|every)\s+purchase|buy\s+(?:one|two|\d))\b/i;

function cannabinoidHempProduct(doc: TConceptDoc): THit | null {
  const hemp = occurrences(doc, HEMP).filter((h) => !isNegatedHit(doc, h));
  const formed = near(doc, hemp, CANNABINOID_FORM, { window: 3 })[0];
  if (formed) return { ...formed.a, start: formed.start, end: formed.end, text: formed.text, last: Math.max(formed.a.last, formed.b.last) };
  const edibles = occurrences(doc, EDIBLE_FORM).filter((h) => !isNegatedHit(doc, h));
  const warned = near(doc, NOT_FOR_USE, UNDER_21, { window: 6, ordered: true }).length > 0;
  // Gummies dosed in milligrams under the cannabis warning, or sold by a smoke shop, are a cannabinoid edible, whether
  // or not the ad says hemp.
  const smokeShop = occurrences(doc, SMOKE_SHOP).length > 0;
  if (hemp.length === 0) return edibles.length > 0 && MILLIGRAMS.test(doc.text) && (warned || smokeShop) ? edibles[0] : null;
  return edibles.length > 0 || MILLIGRAMS.test(doc.text) || warned ? hemp[0] : null;
}

/** Inside safety wording: a few words after "keep out of reach of", "away from", "not for". */
function inSafetyWording(doc: TConceptDoc, first: number): boolean {
  return occurrences(doc, SAFETY).some((s) => doc.tokens[s.first].clause === doc.tokens[first].clause && s.last < first && first - s.last <= 4);
}

/** The endings of a business's legal name: "Dulces Norte LLC", "Candy Creek Farm Co." */
const COMPANY_SUFFIX = new Set(['llc', 'inc', 'co', 'corp', 'corporation', 'company', 'ltd', 'pllc', 'lllp']);
/** Small words a name may hold in lower case: "Lake of the Woods Co.", "Dulces del Valle Inc." */
const NAME_PARTICLE = new Set(['of', 'the', 'and', 'de', 'del', 'la', 'las', 'los', 'y']);

/** A word inside the advertiser's legal name: capitalised words running from it to a company suffix, on one line. */
function inBusinessName(doc: TConceptDoc, first: number): boolean {
  const { tokens, text } = doc;
  if (!/^\p{Lu}/u.test(tokens[first].raw)) return false;
  for (let i = first + 1; i < tokens.length && i - first <= 4; i++) {
    if (text.slice(tokens[i - 1].end, tokens[i].start).includes('\n')) return false;
    if (COMPANY_SUFFIX.has(tokens[i].norm)) return true;
    if (!/^\p{Lu}/u.test(tokens[i].raw) && !NAME_PARTICLE.has(tokens[i].norm)) return false;
  }
  return false;
}

function youthAppeal(doc: TConceptDoc, legacy: TMatch[]): TMatch | null {
  const atToken = (m: TMatch) => doc.tokens.findIndex((t) => t.end > m.start);
  const fromPatterns = legacy.find((m) => !inSafetyWording(doc, atToken(m)) && !inBusinessName(doc, atToken(m)));
  if (fromPatterns) return fromPatterns;
  return occurrences(doc, YOUTH_THINGS).find((h) => !isNegatedHit(doc, h) && !inSafetyWording(doc, h.first) && !inBusinessName(doc, h.first)) ?? null;
}

/**
 * What may stand between a negator and the cannabinoid it denies: "we do not sell THC", "not a CBD or THC product",
 * "contains no added THC, delta-8 or CBD". Anything else ("no medical card needed for THC gummies", "no more than 5 mg
 * THC") means the negator denies something else, or states a limit.
 */
const ABSENCE_GLUE = new Set([
  'a', 'an', 'the', 'any', 'or', 'and', 'nor', 'of', 'is', 'are', 'it', 'we', 'sell', 'sells', 'carry', 'carries', 'stock', 'stocks', 'contain', 'contains',
  'include', 'includes', 'have', 'has', 'added', 'detectable', 'trace', 'traces', 'hemp', 'derived', 'thc', 'thca', 'cbd', 'cbg', 'cbn', 'delta', 'product', 'products',
]);

const NEGATOR_WORDS = new Set(['no', 'not', 'never', 'without', 'nor', 'none', 'zero']);

/** A cannabinoid named only as absent, with nothing but the words of a denial between it and the negator. */
function namedAsAbsent(doc: TConceptDoc, m: TMatch): boolean {
  const at = tokenAt(doc, m.start);
  if (at < 0 || !isNegatedHit(doc, { first: at }, 6)) return false;
  for (let i = at - 1; i >= 0 && at - i <= 6; i--) {
    const t = doc.tokens[i];
    if (NEGATOR_WORDS.has(t.norm) || /n't$/.test(t.norm)) return true;
    const deltaNumber = /^(?:8|9|10)$/.test(t.norm) && doc.tokens[i - 1]?.norm === 'delta';
    if (!ABSENCE_GLUE.has(t.norm) && !deltaNumber) return false;
  }
  return false;
}
/** "CBD-free", "cannabinoid free": the product is said to be without it, as "THC-free" is. */
const FREE_OF_IT = /^[-\s]?free\b/i;

export function checkHempProducts(input: TRuleInput): TRuleFinding[] {
  const { text, settings } = input;
  const doc = docOf(input);
  const namedThc = findAll(text, THC_PRODUCT).filter((m) => !overlapsAny(m, findAll(text, NO_THC)) && !namedAsAbsent(doc, m));
  const thcMentions = [...namedThc, ...findAll(text, FULL_SPECTRUM).filter((m) => !namedAsAbsent(doc, m))].sort((a, b) => a.start - b.start);
  const otherCannabinoids = findAll(text, OTHER_CANNABINOID).filter((m) => !namedAsAbsent(doc, m) && !FREE_OF_IT.test(text.slice(m.end, m.end + 6)));
  const hempProduct = cannabinoidHempProduct(doc);
  const trigger = thcMentions[0] ?? otherCannabinoids[0] ?? occurrences(doc, SYNTHETIC_NAMES)[0] ?? hempProduct;
  if (!trigger) return [];
  const findings: TRuleFinding[] = [];
  // A hemp edible dosed in milligrams with no other cannabinoid named is a THC edible (Minnesota caps THC at 5 mg a
  // serving): "the 10-pack, 5 mg each" from a hemp shop carries the THC warning and sales age.
  const thcProduct = thcMentions.length > 0 || (otherCannabinoids.length === 0 && MILLIGRAMS.test(text) && hempProduct !== null);
  // A CBD tincture or balm sold by its dose or price is a hemp-derived cannabinoid product as much as a THC gummy: it
  // carries the cannabis warning and is sold to adults of 21 and over.
  // So is a hemp gummy or pre-roll on sale by price, discount or purchase with no cannabinoid named: a hemp shop's edibles
  // and flower are its cannabinoid products (hemp seed foods are no cannabinoid form).
  const onSale = MILLIGRAMS.test(text) || PRICE.test(text) || ON_SALE.test(text);
  const cannabinoidForSale =
    thcProduct || (onSale && !NO_THC.test(text) && (otherCannabinoids.length > 0 || (hempProduct !== null && thcMentions.length === 0)));

  findings.push(...checkPotency(input, namedThc.length > 0));

  const refused = (start: number) => refusedInSentence(doc, tokenAt(doc, start));
  const synthetic =
    findAll(text, SYNTHETIC).find((m) => !isNegated(text, m) && !refused(m.start)) ??
    occurrences(doc, SYNTHETIC_NAMES).find((h) => !isNegatedHit(doc, h) && !refused(h.start));
  if (synthetic) {
    findings.push(
      finding({
        citation: CITE.cannabinoidTypes,
        severity: 'major',
        type: 'synthetic_cannabinoid',
        description: 'Advertises a cannabinoid Minnesota does not allow in hemp products (only delta-8 and delta-9 THC), or THCA flower sold as hemp.',
        match: synthetic,
      }),
    );
  }

  const health = findAll(text, HEALTH).find((m) => !isNegated(text, m)) ?? hempHealthClaim(doc);
  if (health) {
    findings.push(
      finding({
        citation: CITE.advertising,
        severity: 'major',
        type: 'hemp_health_claim',
        description: 'Unverified health or therapeutic claim (Minn. Stat. 342.64 subd. 1).',
        match: health,
      }),
    );
  }

  const overuse = findAll(text, OVERCONSUMPTION).find((m) => !isNegated(text, m)) ?? occurrences(doc, OVERUSE).find((h) => !isNegatedHit(doc, h) && !(COUNTED_TAKE.has(h.text.toLowerCase()) && priceAfter(doc, h.last))) ?? severalServings(doc);
  if (overuse) {
    findings.push(
      finding({
        citation: CITE.advertising,
        severity: 'major',
        type: 'promotes_overconsumption',
        description: 'Promotes overconsumption (Minn. Stat. 342.64 subd. 1).',
        match: overuse,
      }),
    );
  }

  const youth = youthAppeal(doc, findAll(text, YOUTH_APPEAL).filter((m) => !isNegated(text, m) && !SAFETY_CONTEXT.test(clauseBefore(text, m.start, 40))));
  if (youth) {
    findings.push(
      finding({
        citation: CITE.advertising,
        severity: 'critical',
        type: 'appeals_to_minors',
        description: 'Imagery or wording likely to appeal to people under 21 (candy, cartoons, toys).',
        match: youth,
      }),
    );
  }

  // A person the ad shows or quotes who is under 21 ("our 19-year-old ambassador", "Kayla is 20"), in its copy or in the
  // submitter's note on the photo, where a group's ages count anywhere ("the crew, ages 18-20").
  const note = artNote(input);
  const young = (ages: TPersonAge[]) => ages.find((a) => a.value < settings.hempMinimumAge);
  const youngPerson = young(personAges(doc));
  if (youngPerson || (note && young(personAges(note, { wholeNote: true })))) {
    findings.push(
      finding({
        citation: CITE.advertising,
        severity: 'critical',
        type: 'person_under_21',
        description: `Shows or quotes a person younger than ${settings.hempMinimumAge} (Minn. Stat. 342.64 subd. 1 bars depicting anyone under 21).`,
        match: youngPerson ?? null,
      }),
    );
  }

  const underage = underageMention(text, settings.hempMinimumAge) ?? underageQuantity(doc, settings.hempMinimumAge) ?? noAgeLimit(doc, settings.hempMinimumAge);
  if (underage && !doorAgeBesideSalesAge(text, doc, underage, settings.hempMinimumAge)) {
    findings.push(
      finding({
        citation: CITE.age,
        severity: 'critical',
        type: 'underage_sales',
        description: `Invites buyers younger than ${settings.hempMinimumAge}; hemp-derived cannabinoid products may be sold only to people ${settings.hempMinimumAge} or older.`,
        match: underage,
      }),
    );
  }

  if (cannabinoidForSale) {
    const present = settings.hempWarningPhrases.map((phrase) => findPhrase(text, phrase, settings.warningMatchRatio));
    const missing = settings.hempWarningPhrases.filter(
      (phrase, i) => !present[i] && !saidWithAnotherSubject(text, phrase, present) && !saidInSpanish(doc, phrase) && !saidInOtherWords(doc),
    );
    if (missing.length > 0) {
      findings.push(
        finding({
          citation: CITE.warning,
          severity: 'major',
          type: 'missing_hemp_warning',
          description: `The Office of Cannabis Management warning is missing or incomplete: "${missing.join('. ')}."`,
          match: trigger,
        }),
      );
    }
  }

  if (cannabinoidForSale && !underage && !statesSalesAge(doc)) {
    findings.push(
      finding({
        citation: CITE.age,
        severity: 'moderate',
        type: 'no_sales_age',
        description: `States no age limit for sales: hemp-derived THC products may be sold only to people ${settings.hempMinimumAge} or older ("${settings.hempMinimumAge}+", "${settings.hempMinimumAge} and over"), said apart from the warning.`,
        match: trigger,
      }),
    );
  }

  if (input.segments.some((s) => s.method !== 'txt')) {
    findings.push(
      finding({
        citation: CITE.age,
        severity: 'critical',
        type: 'persons_under_21_imagery',
        description: 'Check the imagery: nobody who is or looks under 21, nobody consuming, no cartoons, animals, fruit or toys.',
        match: trigger,
        kind: 'review_item',
      }),
    );
  }

  findings.push(...checkAdvanceSubmission(input, trigger));
  return findings;
}

const AUXILIARY = new Set(['are', 'is', 'may', 'can', 'could', 'must', 'should', 'will']);

/**
 * A warning phrase said with another subject ("These products may cause drowsiness"): its predicate,
 * from the verb on, found in full, in an ad where another phrase of the warning is present as written.
 */
function saidWithAnotherSubject(text: string, phrase: string, present: (TMatch | null)[]): boolean {
  if (!present.some(Boolean)) return false;
  const words = phrase.split(/\s+/);
  const verb = words.findIndex((w) => AUXILIARY.has(w.toLowerCase()));
  return verb > 0 && findPhrase(text, words.slice(verb).join(' '), 1) !== null;
}

// The warning in Spanish, read by what each sentence says rather than one translation's words:
// the products are not for anyone under 21 ("no son para uso de ninguna persona menor de 21 años"),
// and they may cause drowsiness ("puede causar somnolencia").
const NOT_FOR_ES = concept('not for (Spanish)', ['no son para', 'no es para', 'no están destinados', 'no está destinado', 'no deben ser usados', 'no deben ser consumidos', 'no deben usarlos']);
const UNDER_21_ES = concept('under 21 (Spanish)', ['menor de 21', 'menores de 21', 'menos de 21']);
const CAUSE_ES = concept('may cause (Spanish)', ['causar', 'provocar', 'producir']);
const DROWSY_ES = concept('drowsiness (Spanish)', ['somnolencia', 'sueño', 'adormecimiento']);

/** A phrase of the warning said in Spanish: its age sentence or its drowsiness sentence. */
function saidInSpanish(doc: TConceptDoc, phrase: string): boolean {
  if (/under the age/i.test(phrase)) return near(doc, NOT_FOR_ES, UNDER_21_ES, { window: 8, ordered: true }).length > 0;
  if (/drowsiness/i.test(phrase)) return near(doc, CAUSE_ES, DROWSY_ES, { window: 2, ordered: true }).length > 0;
  return false;
}

// The warning as advertisers actually print it: its age sentence in the "not for use" form ("not for use by anyone
// under the age of 21", "this product contains THC and is not intended for use by persons under 21", "no es para uso
// de personas menores de 21 años"), the sentence the policy quotes as the Office of Cannabis Management warning. The
// cautions that may follow it (drowsiness, impairment, machinery, children and pets) are welcome but not required.
// An age line alone ("21+ only", "keep away from kids") or a caution alone is not the warning.
const NOT_FOR_USE = concept('not for use', [
  'not for use', 'not intended for use', 'not to be used', 'not for consumption', 'should not be used', 'no son para uso', 'no es para uso', 'no para uso', 'no están destinados',
  'no está destinado',
  // OCR may lose the "Not" at the edge of the artwork ("om for use by anyone under the age of 21"); nobody offers THC for
  // use by anyone under 21, so the rest of the sentence is the warning.
  'for use by anyone', 'for use by persons', 'for use by people',
]);
const UNDER_21 = concept('under 21', ['under the age of 21', 'under age 21', 'under 21', 'younger than 21', 'below the age of 21', 'menor de 21', 'menores de 21', 'menos de 21']);

/** A phrase of the warning said in the advertiser's own words: its "not for use" age sentence carries the whole warning. */
function saidInOtherWords(doc: TConceptDoc): boolean {
  return near(doc, NOT_FOR_USE, UNDER_21, { window: 6, ordered: true }).length > 0;
}

/**
 * The sales age in the languages Minnesota advertisers write: Spanish "mayores de 21", "21 años", Somali "21 jir"
 * or "21 sano", Hmong "21 xyoos" or "21 xyoo", Vietnamese "21 tuổi" (OCR without its marks: "tuoi", "tudi"), Oromo "21 waggaa".
 */
const AGE_IN_OTHER_LANGUAGES = /\b(?:mayores?\s+de|m[aá]s\s+de)\s+(\d{2})\b|\b(\d{2})\s+(?:años|anos|jir|sano|xyoos|xyoo|waggaa)\b|\b(\d{2})\s+t[uư][oôổơd]i\b/gi;

/** The warning's own age: "not for use by anyone under the age of 21". */
const FOR_USE = concept('for use', ['not for use', 'no son para uso', 'no es para uso', 'no para uso']);

/** Whether a match stands outside the warning's own clause, whose "under the age of 21" states no sales age. */
function outsideTheWarning(doc: TConceptDoc): (m: TMatch) => boolean {
  const warningClauses = new Set(occurrences(doc, FOR_USE).map((h) => doc.tokens[h.first].clause));
  return (m) => !warningClauses.has(doc.tokens[tokenAt(doc, m.start)].clause);
}

/** The ad states who may buy ("21+", "ages 21 and over", "mayores de 21") somewhere other than in the warning's "not for use by" clause. */
function statesSalesAge(doc: TConceptDoc): boolean {
  const outsideWarning = outsideTheWarning(doc);
  return quantityHits(doc, 'age').some(outsideWarning) || findAll(doc.text, AGE_IN_OTHER_LANGUAGES).some(outsideWarning);
}

function overlapsAny(m: TMatch, others: TMatch[]): boolean {
  return others.some((o) => m.start < o.end && o.start < m.end);
}

function checkPotency(input: TRuleInput, isThcProduct: boolean): TRuleFinding[] {
  const { text, settings } = input;
  const findings: TRuleFinding[] = [];
  const percents: { value: number; start: number; end: number; bounded?: boolean }[] = [
    ...[...text.matchAll(THC_PERCENT_AFTER)].map((m) => ({ value: Number(m[1]), start: m.index, end: m.index + m[0].length })),
    ...[...text.matchAll(THC_PERCENT_BEFORE)].map((m) => ({ value: Number(m[2]), start: m.index, end: m.index + m[0].length })),
  ];
  // Percentages read as quantities with a THC word beside them ("1.2 percent by dry weight", "26.4% total THC").
  const doc = docOf(input);
  for (const q of thcPercentHits(doc)) {
    if (percents.some((p) => p.start <= q.hit.start && q.hit.start < p.end)) continue;
    percents.push({ value: q.value, start: q.hit.start, end: q.hit.end, bounded: q.bounded });
  }
  for (const p of percents) {
    if (p.value <= settings.maxDelta9ThcPercent) continue;
    const bounded = ('bounded' in p && p.bounded === true) || AT_MOST.test(clauseBefore(text, p.start, 30));
    findings.push(
      finding({
        citation: CITE.hempDefinition,
        severity: bounded ? 'moderate' : 'critical',
        type: bounded ? 'thc_percent_unclear' : 'thc_percent_over_limit',
        description: bounded
          ? `States THC only as below ${p.value}%, which does not show it is at most ${settings.maxDelta9ThcPercent}% delta-9 THC by dry weight.`
          : `${p.value}% THC exceeds the ${settings.maxDelta9ThcPercent}% delta-9 THC (dry weight) that defines hemp; the product is not lawful hemp.`,
        match: { text: text.slice(p.start, p.end), start: p.start, end: p.end },
      }),
    );
    break;
  }

  for (const m of text.matchAll(THC_MG)) {
    const value = Number(m[1]);
    const end = m.index + m[0].length;
    // Far enough for a described package: "50 mg per sealed, kid-proof pouch".
    const after = clauseAfter(text, end, 50);
    const before = clauseBefore(text, m.index, 40);
    if (NOT_THC_NEXT.test(after)) continue;
    // In a THC product's ad a bare "10 mg per gummy" is THC unless another cannabinoid is named beside it.
    // "0% THC" or "THC-free" beside a CBD amount says the amount is not THC.
    const thcNearby = (s: string) => THC_NEARBY.test(s.replace(NO_THC_ANYWHERE, ''));
    const aboutThc = THC_NEARBY.test(m[0]) || thcNearby(after) || thcNearby(before) || (isThcProduct && !OTHER_CANNABINOID.test(before + after));
    if (!aboutThc) continue;
    const match = { text: m[0].trim(), start: m.index, end: m.index + m[0].trimEnd().length };
    const read = nearestUnit(after, 'first') ?? nearestUnit(before, 'last');
    const unit = read === 'beverage' && !DRINK_PRODUCT.test(text) ? 'package' : read;
    const max = unit === 'package' ? settings.maxThcMgPerPackage : unit === 'beverage' ? settings.maxThcMgPerBeverage : settings.maxThcMgPerServing;
    if (value <= max) continue;
    const overAnyLimit = unit !== null || value > settings.maxThcMgPerPackage;
    findings.push(
      finding({
        citation: CITE.potency,
        severity: overAnyLimit ? 'critical' : 'moderate',
        type: overAnyLimit ? 'thc_mg_over_limit' : 'thc_mg_unclear',
        description: overAnyLimit
          ? `${value} mg THC${unit ? ` per ${unit}` : ''} exceeds Minnesota's ${unit ? max : settings.maxThcMgPerPackage} mg limit.`
          : `${value} mg THC without saying whether per serving (limit ${settings.maxThcMgPerServing} mg) or per package (limit ${settings.maxThcMgPerPackage} mg).`,
        match,
      }),
    );
    break;
  }
  return findings;
}

type TUnit = 'serving' | 'package' | 'beverage';
const UNIT_PATTERNS: [TUnit, RegExp][] = [
  ['package', PER_PACKAGE],
  ['beverage', BEVERAGE],
  ['serving', PER_SERVING],
];

/** The unit word closest to the number: the first one after it, or the last one before it. */
function nearestUnit(clause: string, which: 'first' | 'last'): TUnit | null {
  const hits = UNIT_PATTERNS.flatMap(([unit, pattern]) => findAll(clause, pattern).map((m) => ({ unit, at: m.start })));
  if (hits.length === 0) return null;
  hits.sort((a, b) => (which === 'first' ? a.at - b.at : b.at - a.at));
  return hits[0].unit;
}

function underageMention(text: string, minimumAge: number): TMatch | null {
  // "Para mayores de 18 años" invites the same buyers as "18 and over".
  for (const m of [...text.matchAll(UNDERAGE), ...text.matchAll(AGE_IN_OTHER_LANGUAGES)]) {
    const age = Number(m.slice(1).find((g) => g !== undefined));
    if (age >= 12 && age < minimumAge) return { text: m[0], start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** No age asked at all: "no age limit", "all ages welcome", "no ID hassle". */
const NO_AGE_LIMIT = concept('no age limit', [
  'no age limit', 'no age limits', 'no age restriction', 'no age restrictions', 'no minimum age', 'any age', 'all ages', 'every age', 'no id', 'no ids', 'no id needed',
  'no id required', 'no id hassle', 'no id check', 'no carding', 'without id', 'sin límite de edad', 'sin limite de edad', 'todas las edades', 'sin identificación', 'sin identificacion',
]);

/** Sales offered to anyone, whatever their age, where the copy states no legal age of its own. */
function noAgeLimit(doc: TConceptDoc, minimumAge: number): THit | null {
  if (quantityHits(doc, 'age', (q) => q.value >= minimumAge).some(outsideTheWarning(doc))) return null;
  return occurrences(doc, NO_AGE_LIMIT)[0] ?? null;
}

/** An age threshold below the legal age stated as a quantity ("18 or older", "must be at least 19"), whatever surrounds it. */
/** What an age below 21 may govern instead of the sale: the door of a show or a venue ("Show is 18+", "doors 18+"). */
const ADMISSION = /\b(?:show|shows|concert|doors?|admission|entry|event|gig|venue|dance\s+floor)\b[^.\n]{0,12}$/i;

/**
 * "Show is 18+; the THC menu is for 21+ guests only": an age below 21 for the door, with the legal age stated for the
 * product, lets younger guests in, not buy. Without the legal age stated, the lower age is read as the sale's.
 */
function doorAgeBesideSalesAge(text: string, doc: TConceptDoc, underage: TMatch, minimumAge: number): boolean {
  if (!ADMISSION.test(clauseBefore(text, underage.start, 30))) return false;
  return quantityHits(doc, 'age', (q) => q.value >= minimumAge).length > 0;
}

function underageQuantity(doc: TConceptDoc, minimumAge: number): THit | null {
  return quantityHits(doc, 'age', (q) => q.value >= 16 && q.value < minimumAge)[0] ?? null;
}

function checkAdvanceSubmission(input: TRuleInput, trigger: TMatch): TRuleFinding[] {
  const { metadata, settings } = input;
  const hours = hoursBeforePublication(metadata.submittedAt, metadata.runDate, settings.publicationTimeZone);
  if (hours === null) {
    return [
      finding({
        citation: CITE.advance,
        severity: 'minor',
        type: 'run_date_unknown',
        description: `No run date given: confirm the ad runs at least ${settings.hempAdvanceHours} hours after submission.`,
        match: trigger,
        kind: 'review_item',
      }),
    ];
  }
  if (hours >= settings.hempAdvanceHours) return [];
  return [
    finding({
      citation: CITE.advance,
      severity: 'moderate',
      type: 'late_submission',
      description: `Submitted ${Math.max(0, Math.floor(hours))} hours before the run date ${metadata.runDate}; hemp ads need at least ${settings.hempAdvanceHours} hours.`,
      match: trigger,
    }),
  ];
}

export const hempProductsRule: TPolicyRuleModule = { policyId: POLICY_IDS.hempProducts, check: checkHempProducts };
