import { HOME_MADE } from './alcohol-selling';
import { concept, isNegatedHit, near, occurrences, quantityHits, type TConceptDoc, type THit } from './concepts';
import { findAll, isNegated, lineAround, sentenceAround, type TMatch } from './text-match';

// Illegal goods and services offered through an ad, read as frames: the thing that makes the trade unlawful beside
// the offer of it. Each frame names the trade's own shorthand, and each stays quiet when the copy warns against the
// trade, teaches about it, or names the licence that makes it lawful.

const notNegated = (doc: TConceptDoc) => (h: THit) => !isNegatedHit(doc, h);

/** A surrogate left alone where the sentence was cut through an emoji. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function sentenceMatch(doc: TConceptDoc, hit: THit): TMatch {
  return { text: sentenceAround(doc.text, hit, 80).replace(LONE_SURROGATE, '').trim() || hit.text, start: hit.start, end: hit.end };
}

/** Copy that warns against a scheme or a cruelty rather than running it. */
const WARNING = concept('warning', [
  'scam', 'scams', 'fraud', 'fraudulent', 'beware', 'warning', 'watch out', 'red flag', 'red flags', 'report', 'awareness', 'protect yourself', 'never agree',
  'rescue', 'rescued', 'adopt', 'adoption', 'survivor', 'survivors', 'cruelty', 'humane society', 'animal control', 'tip line', 'crime stoppers', 'reward for information',
]);

// --- Reshipping and payment-forwarding jobs (money mules) -------------------------------------

/** Goods that arrive: the reshipper's side of the scheme. */
const PARCEL = concept('parcel', ['package', 'packages', 'parcel', 'parcels', 'shipment', 'shipments', 'merchandise', 'boxes']);
/** The worker's own door: "at your home", "to your address". */
const OWN_DOOR = concept('own door', ['your home', 'your house', 'your address', 'your apartment', 'your residence', 'your door', 'your place', 'at home']);
/** Sending the goods on under new labels: "relabel", "reship", "repackage and send". */
const RESHIP = concept('reship', [
  'reship', 'reships', 'reshipped', 'reshipping', 're ship', 're shipping', 'relabel', 'relabels', 'relabeled', 'relabeling', 're label', 're labeling', 'repackage',
  'repackaging', 're package', 'repack', 'labels we email', 'labels we send', 'forward them', 'forward the packages', 'ship them out', 'send them on', 'reroute',
]);
/** Someone else's money passing through the worker's account. */
const OWN_ACCOUNT = concept('own account', [
  'your account', 'your bank account', 'your personal account', 'your checking account', 'your acct', 'your bank', 'your personal bank', 'your paypal', 'your cash app',
]);
const OTHERS_MONEY = concept("others' money", [
  'customer payments', 'client payments', 'customer funds', 'client funds', 'payments', 'funds', 'checks', 'transfers', 'deposits', 'money orders', 'wire transfers', 'rent payments',
]);
/** The money sent on: by gift card, crypto, wire or an app. */
const PASS_ON = concept('pass on', [
  'forward', 'forwards', 'forwarding', 'pass on', 'pass them on', 'send on', 'send it on', 'send them on', 'transfer it', 'transfer them', 'wire it', 'wire them', 'buy gift cards',
  'convert to bitcoin', 'convert to crypto', 'bitcoin atm', 'crypto atm',
]);
/** "We look forward to", not money sent on. */
const LOOK = new Set(['look', 'looking', 'looks']);
/** A cut of what passes through: "keep 8%", "your commission on each transfer". */
const CUT = concept('cut', ['keep', 'commission', 'your cut', 'percentage', 'fee per transfer', 'per transaction']);
/** The ad hires: a job, a wage, a start date. */
const JOB = concept('job', [
  'job', 'jobs', 'hiring', 'position', 'positions', 'coordinator', 'agent', 'assistant', 'remote', 'work from home', 'apply', 'start', 'paid weekly', 'weekly pay', 'per week',
  'salary', 'wage', 'earn', 'income', 'no experience', 'no interview', 'bonus',
]);

/** A job that reships parcels from the worker's home or passes other people's money through the worker's account. */
export function moneyMuleJob(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, WARNING).length > 0 || occurrences(doc, JOB).length === 0) return null;
  const athome = near(doc, PARCEL, OWN_DOOR, { window: 4 });
  const reship = near(doc, athome.map((f) => f.a), RESHIP, { window: 20, sameClause: false })[0];
  if (reship) return sentenceMatch(doc, reship.b);
  const throughAccount = near(doc, OTHERS_MONEY, OWN_ACCOUNT, { window: 4 }).map((f) => f.b);
  const passed = near(doc, throughAccount, PASS_ON, { window: 12, sameClause: false }).find((f) => !isNegatedHit(doc, f.b) && !LOOK.has(doc.tokens[f.b.first - 1]?.norm ?? ''));
  if (!passed) return null;
  // The cut or the wage is what makes it a job: "keep 8%", "$450 a week".
  const paid = occurrences(doc, CUT).length > 0 || quantityHits(doc, 'percent').length > 0;
  return paid ? sentenceMatch(doc, passed.a) : null;
}

// --- Animals bred or sold for fighting --------------------------------------------------------

/** Words only the fights use: the birds and dogs by their fighting names, the fight itself, the men who run it. */
const FIGHTING_NAME = concept('fighting name', [
  'gamecock', 'gamecocks', 'game cock', 'game cocks', 'fighting cock', 'fighting cocks', 'fighting rooster', 'fighting roosters', 'fighting dog', 'fighting dogs', 'fight dogs',
  'battle cocks', 'pit tested', 'pit proven', 'proven in the pit', 'cockfighting', 'cock fighting', 'dogfighting', 'dog fighting', 'dogmen', 'dogman', 'serious dog men',
  'pit fights',
]);
/**
 * The trade's words for a bloodline and its testing ("game-bred", "game-tested", "dead game", "gaffs"): a hunting dog is
 * "game" too, so these count only beside a breed the fights use.
 */
const FIGHTING_TRADE = concept('fighting trade', [
  'game bred', 'gamebred', 'game tested', 'game test', 'dead game', 'game dog', 'game dogs', 'game lines', 'game blood', 'game bloodline', 'game bloodlines', 'fight ready',
  'ready to fight', 'ready to pit', 'gaffs', 'slashers', 'derby birds', 'derby roosters',
]);
/** Breeds and birds the fights use: pit bulls and their kin, roosters and stags. */
const FIGHTING_BREED = concept('fighting breed', [
  'apbt', 'pit bull', 'pitbull', 'pit bulls', 'pitbulls', '=pit', '=pits', 'pit pups', 'american pit bull terrier', 'bulldog', 'bulldogs', 'bully', 'bullies', 'amstaff', 'staffordshire',
  'tosa', 'dogo', 'presa', 'rooster', 'roosters', 'cock', 'cocks', 'stag', 'stags', 'gamefowl', 'game fowl', 'kelso', 'roundhead', 'brood cocks',
]);
const DOG_OR_BIRD = concept('dog or bird', ['pup', 'pups', 'puppy', 'puppies', 'dog', 'dogs', 'sire', 'dam', 'litter', 'bloodline', 'bloodlines', 'chicks', 'trio', 'trios', 'brood']);
/** Hunting and its birds: pheasant roosters and bird dogs are "game" without any fight. */
const HUNTING = concept('hunting', ['pheasant', 'pheasants', 'hunting', 'hunt', 'hunts', 'upland', 'hunting preserve', 'bird dog', 'bird dogs', 'retriever', 'retrievers', 'field trial', 'gun dog', 'game farm', 'waterfowl']);

/**
 * Cockfights by their names, wagered on or streamed: "bet on live cockfights", "e-sabong", "peleas de gallos". A dogfight is
 * as often two planes at an air show.
 */
const ANIMAL_FIGHT = concept('animal fight', [
  'cockfight', 'cockfights', 'cock fight', 'cock fights', 'sabong', 'e sabong', 'esabong', 'peleas de gallos', 'pelea de gallos', 'derby de gallos',
]);
const WAGER_OR_STREAM = concept('wager or stream', ['bet', 'bets', 'betting', 'wager', 'wagers', 'odds', 'taya', 'apuesta', 'apuestas', 'apueste', 'live', 'stream', 'streamed', 'streaming', 'en vivo']);

/** Animals offered in the fighting trade's words: animal fighting is a crime (Minn. Stat. 343.31; 7 U.S.C. 2156). */
export function fightingAnimalOffer(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, WARNING).length > 0 || occurrences(doc, HUNTING).length > 0) return null;
  // Staking money on a fight, or watching it live, promotes the fight whatever animal is named.
  const wagered = near(doc, WAGER_OR_STREAM, ANIMAL_FIGHT, { window: 8, sameClause: false }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  if (wagered) return sentenceMatch(doc, wagered.b);
  const breeds = occurrences(doc, FIGHTING_BREED);
  if (breeds.length + occurrences(doc, DOG_OR_BIRD).length === 0) return null;
  const trade = occurrences(doc, FIGHTING_TRADE).filter(notNegated(doc));
  const signs = [...occurrences(doc, FIGHTING_NAME).filter(notNegated(doc)), ...near(doc, trade, breeds, { window: 30, sameClause: false }).map((f) => f.a)];
  const first = signs.sort((x, y) => x.first - y.first)[0];
  return first ? sentenceMatch(doc, first) : null;
}

// --- Protected wildlife parts bought or sold ---------------------------------------------------

/** Birds no one may sell any part of: eagles by federal law, hawks, owls and the other migratory birds by treaty. */
const PROTECTED_BIRD = concept('protected bird', [
  'eagle', 'eagles', 'bald eagle', 'golden eagle', 'hawk', 'hawks', 'owl', 'owls', 'falcon', 'falcons', 'osprey', 'ospreys', 'heron', 'herons', 'loon', 'loons', 'raptor', 'raptors',
  'migratory bird', 'migratory birds', 'songbird', 'songbirds', 'crane', 'cranes',
]);
const BIRD_PART = concept('bird part', ['feather', 'feathers', 'talon', 'talons', 'claw', 'claws', 'wing', 'wings', 'plume', 'plumes', 'fan', 'fans', 'skull', 'skulls', 'mount', 'mounts']);
/** Bear parts the gall trade wants, and game hides sold without the tag the law requires on them. */
const GAME_PART_TRADED = concept('game part traded', [
  'bear gall', 'bear galls', 'gallbladder', 'gallbladders', 'gall bladder', 'gall bladders', 'bear bile', 'bear paws', 'bear paw',
  'tagged or not', 'untagged', 'no tag needed', 'no tags needed', 'tag or no tag',
]);
/** Buying or selling: "we buy", "top cash", "for sale". */
const TRADING = concept('trading', ['buy', 'buying', 'sell', 'selling', 'for sale', 'cash', 'top dollar', 'paying', 'pay', 'wanted', 'price', 'prices']);
/** Imitations and pictures of the thing: "synthetic eagle feathers", "hawk feather print". */
const NOT_THE_PART = concept('not the part itself', ['synthetic', 'imitation', 'replica', 'replicas', 'faux', 'fake', 'dyed turkey', 'print', 'prints', 'pattern', 'design', 'decal', 'decoy', 'decoys']);

/** Eagle and hawk feathers or bear galls offered for money, or hides sold untagged (16 U.S.C. 668, 703; Minn. Stat. ch. 97A). */
export function protectedWildlifeTrade(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, WARNING).some((h) => !isNegatedHit(doc, h))) return null;
  const imitations = occurrences(doc, NOT_THE_PART);
  const parts = [...near(doc, PROTECTED_BIRD, BIRD_PART, { window: 2, ordered: true }).map((f) => ({ ...f.a, last: f.b.last, end: f.b.end, text: f.text })), ...occurrences(doc, GAME_PART_TRADED)]
    .filter((h) => !isNegatedHit(doc, h) && !imitations.some((i) => Math.abs(i.first - h.first) <= 3));
  const traded = near(doc, occurrences(doc, TRADING).filter(notNegated(doc)), parts, { window: 12, sameClause: false })[0];
  return traded ? sentenceMatch(doc, traded.b) : null;
}

// --- Liquor made at home and sold ------------------------------------------------------------

/** Liquor by name, the illicit kinds included; made outside any licensed winery, brewery or distillery (HOME_MADE). */
const LIQUOR = concept('liquor', [
  'wine', 'wines', 'beer', 'beers', 'mead', 'hard cider', 'moonshine', 'shine', 'hooch', 'white lightning', 'whiskey', 'whisky', 'vodka', 'brandy', 'schnapps', 'liquor', 'spirits',
  'rum', 'corn liquor', 'everclear', 'hard lemonade', 'booze', 'fruit wine',
]);
/** Liquor sold by the container, to take away. */
const CONTAINER = concept('container', ['qt', 'quart', 'quarts', 'gallon', 'gallons', 'jar', 'jars', 'mason jar', 'mason jars', 'jug', 'jugs', 'growler', 'growlers', 'bottle', 'bottles', 'fifth', 'fifths', 'pint', 'pints', 'case', 'cases']);
/** A licence, a licensed maker or a hobby that sells no liquor: supplies, classes, contests. */
const LICENSED_OR_HOBBY = concept('licensed or hobby', [
  'licensed', 'license', 'winery', 'vineyard', 'brewery', 'distillery', 'taproom', 'tasting room', 'liquor store', 'bottle shop',
  'kit', 'kits', 'supplies', 'supply', 'equipment', 'class', 'classes', 'recipe', 'recipes', 'ingredients', 'competition', 'contest', 'judging', 'club', 'fair', 'festival', 'vinegar',
  'restaurant', 'menu', 'glass', 'sauce', 'jam', 'jelly', 'candle', 'candles', 'soap', 'scent', 'cake', 'cakes', 'mustard', 'non alcoholic',
]);

/** Homemade wine, beer or spirits sold by the jar or the quart: a liquor sale without the licence (Minn. Stat. 340A.401). */
export function unlicensedLiquorSale(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, LICENSED_OR_HOBBY).length > 0 || occurrences(doc, CONTAINER).length === 0) return null;
  if (quantityHits(doc, 'money').length === 0) return null;
  const frame = near(doc, HOME_MADE, LIQUOR, { window: 4 }).find((f) => !isNegatedHit(doc, f.a));
  return frame ? sentenceMatch(doc, frame.b) : null;
}

// --- Cannabis sold hand to hand ---------------------------------------------------------------

/** Cannabis in the street's words. */
const STREET_CANNABIS = concept('street cannabis', ['weed', 'kush', 'ganja', 'marijuana', 'dank', 'reefer', 'zaza', '420 friendly', 'mary jane', 'cannabis flower', 'thc carts', 'dab pens']);
/** How the street measures and packs it: ambiguous on their own ("an eighth of a mile"), cannabis only beside a clear word. */
const STREET_MEASURE = concept('street measure', ['eighth', 'eighths', 'zip', 'zips', '=qp', 'quarter pound', 'half ounce', 'ounce', 'ounces', 'grams', 'carts', 'pre rolls', 'prerolls', 'pre roll', 'bud', 'buds', 'dabs', 'wax', 'shatter', 'edibles']);
/** The street's words for the product itself ("loud", "gas", "exotics"): cannabis only right after its measure ("a zip of gas"). */
const STRAIN_SLANG = concept('strain slang', ['loud', 'gas', 'exotic', 'exotics', '=za', 'mids']);
/** "An eighth of gas", "QPs of exotics": a street measure of a street word. */
function measuredSlang(doc: TConceptDoc): THit[] {
  return near(doc, STREET_MEASURE, STRAIN_SLANG, { window: 1, ordered: true })
    .filter((f) => doc.tokens.slice(f.a.last + 1, f.b.first).every((t) => t.norm === 'of'))
    .map((f) => f.b);
}
/** THC by name: cannabis only where it was baked or mixed at home (a hemp shop's THC products are read elsewhere). */
const THC = concept('thc', ['=thc', 'thc distillate', 'thc infused', 'cannabis oil', 'cannabutter', 'canna butter']);
/** Made in a home kitchen: "homemade", "my kitchen", "holiday baking". A shop's or a bar's kitchen is not one. */
const HOME_KITCHEN = concept('home kitchen', ['homemade', 'home made', 'home baked', 'home baking', 'holiday baking', 'my baking', 'my kitchen', 'from my kitchen', 'my own recipe', 'grandma']);
/** A private seller: the plug, the hookup, first one free, pay by app. */
const DEALER = concept('dealer', [
  'plug', 'my plug', 'the plug', 'hookup prices', 'hook up prices', 'hmu', 'hit my line', 'first one free', 'text for menu', 'dm for menu', 'menu', 'cash app', '=cashapp', 'venmo', 'zelle',
  'delivery', 'delivered', 'porch pickup', 'for sale', 'prices', 'per eighth', 'per zip', 'selling',
]);
/** A licensed shop, a hemp store, or copy about cannabis policy and health. */
const LAWFUL_CANNABIS = concept('lawful cannabis', [
  'licensed', 'license', 'dispensary', 'dispensaries', 'office of cannabis management', '=ocm', 'hemp', 'medical cannabis', 'medical program', 'awareness', 'prevention', 'treatment',
  'recovery', 'expungement', 'lawyer', 'attorney', 'legalization', 'forum', 'seminar',
]);

/** Cannabis offered hand to hand by an unlicensed seller: a sale Minnesota allows only to a licensed business (Minn. Stat. 342.09). */
export function streetCannabisSale(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, LAWFUL_CANNABIS).length > 0) return null;
  const homemade = near(doc, THC, HOME_KITCHEN, { window: 20, sameClause: false }).map((f) => f.a);
  const clear = [...occurrences(doc, STREET_CANNABIS), ...homemade, ...measuredSlang(doc)].filter(notNegated(doc));
  if (clear.length === 0) return null;
  const items = [...clear, ...occurrences(doc, STREET_MEASURE)].sort((a, b) => a.first - b.first);
  const frame = near(doc, items, DEALER, { window: 20, sameClause: false }).find((f) => !isNegatedHit(doc, f.b));
  return frame ? sentenceMatch(doc, frame.a) : null;
}

// --- Job ads that shut out a protected group --------------------------------------------------

/** The ad recruits: hiring words, not a rental or a club night. */
const HIRING = concept('hiring', [
  'hiring', 'now hiring', 'help wanted', 'job', 'jobs', 'job opening', 'job openings', 'positions available', 'position available', 'position open', 'applicants', 'wage', 'wages',
  'per hour', 'hourly', 'starting pay', 'wanted', 'hr', 'an hour', 'paid daily', 'we train', 'to start', 'we hire', 'staffing',
]);
/** Taking people on: "only hires", "only places real Americans". */
const TAKES_ON = new Set(['hire', 'hires', 'hiring', 'places', 'place', 'employ', 'employs', 'takes', 'accepts', 'considers', 'sends', 'send']);
/** Housing has its own fair-housing rule: a rental's "only" is read there. */
const HOUSING = concept('housing', ['rent', 'rental', 'tenant', 'tenants', 'lease', 'apartment', 'bedroom', 'roommate', 'landlord', 'sublet', 'duplex']);
/** Groups the employment laws protect, named as a job ad would exclude them: by age, sex, race, religion, origin, family or disability. */
const PROTECTED_GROUP = concept('protected group', [
  'young guys', 'young men', 'young women', 'young girls', 'young people', 'young blood', 'young bucks', 'guys', 'men', 'males', 'male', 'women', 'females', 'female', 'girls', 'ladies',
  'gals', 'old', 'older', 'old farts', 'old timers', 'old people', 'old guys', 'geezers', '=seniors', 'boomers', 'retirees', '=whites', '=blacks', 'christians', 'muslims', 'jews',
  'immigrants', 'foreigners', 'americans', 'married', '=singles', 'pregnant', 'moms', 'mothers', 'disabled', 'handicapped', 'minorities',
]);
const ONLY = concept('only', ['=only']);
const NO = concept('no', ['=no', 'nobody', 'no one', 'none']);
const NOT_APPLY = concept('need not apply', ['need not apply', "don't apply", 'dont apply', "don't bother applying", 'do not apply', 'not hiring']);
const AGE_LIMIT = concept('age limit', ['over {num}', 'under {num}', 'older than {num}', 'younger than {num}']);
/** Turned away with an apology: "sorry ladies", "sorry guys, too physical for you". */
const SORRY = concept('sorry', ['=sorry']);
/** An age band with a ceiling under retirement age, "18-30 only", "19 to 28": the law protects workers 40 and over. */
const AGE_BAND = /\b(1[6-9]|[2-5]\d)\s*(?:-|–|to)\s*([2-5]\d)\b/g;

function ageBandWithCeiling(doc: TConceptDoc): TMatch | null {
  for (const m of doc.text.matchAll(AGE_BAND)) {
    const [low, high] = [Number(m[1]), Number(m[2])];
    if (high <= low || high >= 65) continue;
    // Said of the people wanted: "young strong guys, 18-30 only", "ladies 19-28 wanted"; not "open 10-20 hours a week".
    const line = lineAround(doc.text, m.index);
    const after = doc.text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (/^\s*(?:hours?|hrs?|min|minutes|days?|weeks?|lbs?|pounds|%|percent|\$|\/\s*(?:hour|hr|h|wk|week|mo|month)\b|(?:an|a|per)\s+(?:hour|hr|week|month)\b)/i.test(after)) continue;
    // A pay band: "$18-22/hour", "$18 - 22 an hour".
    if (/\$\s*$/.test(doc.text.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (/\b(?:only|wanted|young|guys|ladies|girls|gals|men|women|applicants|ages?|aged|years?\s+old)\b/i.test(line)) return { text: m[0], start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/**
 * A job ad that turns away a group by age, sex, race, religion, national origin, family status or disability: "men
 * only", "no women", "nobody past 50", "older workers need not apply" (Minn. Stat. 363A.08; 29 U.S.C. 623(e)).
 */
export function discriminatoryHiring(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, HIRING).length === 0 || occurrences(doc, HOUSING).length > 0) return null;
  const groups = occurrences(doc, PROTECTED_GROUP);
  // An age ceiling: "nobody past 50", "under 30 only". "No one under 18" is a minimum age, which the law allows.
  const limits = occurrences(doc, AGE_LIMIT);
  const ceilings = limits.filter((h) => /^(?:over|older)/i.test(h.text));
  const floorsOnly = limits.filter((h) => /^(?:under|younger)/i.test(h.text));
  // "Young men only," closes the phrase; "a girls only camp" names what the camp serves, not whom it hires.
  const closes = (h: THit) => {
    const next = doc.tokens[h.last + 1];
    return !next || next.clause !== doc.tokens[h.last].clause || /[,.)]/.test(doc.text.slice(h.end, next.start));
  };
  const frames = [
    // "Young men only", "women only": the group, then "only".
    ...near(doc, [...groups, ...floorsOnly], ONLY, { window: 0, ordered: true }).filter((f) => closes(f.b)),
    // "No old-timers", "nobody past 50", "no women".
    ...near(doc, NO, [...groups, ...ceilings], { window: 1, ordered: true }),
    // "Older workers need not apply", "over 45 need not apply".
    ...near(doc, [...groups, ...ceilings], NOT_APPLY, { window: 3, ordered: true }),
    // "Sorry ladies, too physical for you".
    ...near(doc, SORRY, groups, { window: 0, ordered: true }),
    // "Only places real Americans", "we only hire young guys": "only", the taking on, then the group.
    ...near(doc, ONLY, groups, { window: 3, ordered: true }).filter((f) => doc.tokens.slice(f.a.last + 1, f.b.first).some((t) => TAKES_ON.has(t.norm))),
  ].sort((a, b) => a.start - b.start);
  if (frames[0]) return sentenceMatch(doc, frames[0].a);
  return ageBandWithCeiling(doc);
}

// --- A licensed trade offered by someone who says they hold no licence ------------------------

/** The advertiser's own word that it has no licence. */
const UNLICENSED = concept('unlicensed', [
  'unlicensed', 'not licensed', 'not state licensed', "don't have a license", 'dont have a license', 'do not have a license', "don't have my license", 'no license yet',
  // The permit and its inspection skipped as a saving: "we wire it without permits", "skip the inspection".
  'without permits', 'without a permit', 'without pulling permits', 'without pulling a permit', 'skip the permit', 'skip the permits', 'skip permits', 'skip the inspection',
  'no permits pulled', 'without inspections', 'without an inspection',
]);
/** Trades Minnesota licenses: child care for several families, electrical and plumbing work, building contracting, body art, cosmetology, massage. */
const LICENSED_TRADE = concept('licensed trade', [
  'daycare', 'day care', 'child care', 'childcare', 'in home daycare', 'electrical', 'electrician', 'wiring', 'rewire', 'panel upgrade',
  'plumbing', 'plumber', 'gas line', 'gas lines', 'water heater', 'furnace install', 'contractor', 'remodeling', 'roofing', 'tattoo', 'tattoos', 'piercing', 'piercings', 'lashes',
  'lash extensions', 'nails', 'massage', 'botox', 'fillers',
]);
/** A school, a warning or a referral: about licences, not a service offered without one. */
const ABOUT_LICENSING = concept('about licensing', ['class', 'classes', 'course', 'courses', 'school', 'training', 'exam', 'enroll', 'beware', 'report', 'hire a licensed', 'always hire', 'verify']);
/** Offered for money: a price, "cash only", "message me". */
const PAID_OFFER = concept('paid offer', [
  'cash only', 'cash', 'message me', 'call me', 'text me', 'dm me', 'rates', 'per week', 'per hour', 'a week', 'an hour', 'openings', 'spots', 'save you', 'saves you', 'cheaper', 'call us',
]);

/** A trade the state licenses, offered by an advertiser who says it holds no licence ("not licensed but lots of experience"). */
export function unlicensedTradeOffer(doc: TConceptDoc): TMatch | null {
  // "No paperwork, no reports" waves the rules aside; it warns of nothing.
  if ([...occurrences(doc, ABOUT_LICENSING), ...occurrences(doc, WARNING)].some(notNegated(doc))) return null;
  const admitted = occurrences(doc, UNLICENSED).filter((h) => !isNegatedHit(doc, h));
  const frame = near(doc, admitted, LICENSED_TRADE, { window: 20, sameClause: false })[0];
  if (!frame) return null;
  const paid = occurrences(doc, PAID_OFFER).length > 0 || quantityHits(doc, 'money').length > 0;
  return paid ? sentenceMatch(doc, frame.a) : null;
}

// --- Tobacco and nicotine sold with no age check ---------------------------------------------------

/** Products sold only to people 21 and older (Tobacco 21): cigarettes, cigars, chew, vapes and nicotine pouches. */
const NICOTINE_PRODUCT = concept('nicotine product', [
  'vape', 'vapes', 'vaping', 'disposables', 'disposable vape', 'disposable vapes', 'e liquid', 'e liquids', 'e juice', 'ejuice', 'juul', 'juuls', 'nicotine', 'nic salt',
  'cigarettes', 'cigarette', 'cigs', 'cigars', 'cigarillos', 'swishers', 'tobacco', 'chewing tobacco', 'snus', 'zyn', 'zyns', 'nicotine pouches', 'hookah',
]);
/** The words before a vape or cigarette that put a cannabinoid in it instead of nicotine. */
const CANNABINOID_WORD = /^(?:thc|thca|thcp|thco|hhc|cbd|cbn|cbg|delta|d8|d9|d10|8|9|10|hemp|cannabis|weed|marijuana|kratom|herbal)$/;

/** A cannabinoid by name, not by a number that may be a price ("8", "10"). */
const CANNABINOID_NAME = /^(?:thc|thca|thcp|thco|hhc|cbd|cbn|cbg|delta|d8|d9|d10|cannabis|weed|marijuana|kratom)$/;
/** Words for the device alone, which a cannabinoid fills as well as nicotine. */
const DEVICE_ONLY = /^(?:vapes?|vaping|disposables?|disposable vapes?)$/;

function cannabinoidDevice(doc: TConceptDoc, hit: { first: number }): boolean {
  return doc.tokens.slice(Math.max(0, hit.first - 3), hit.first).some((t) => CANNABINOID_WORD.test(t.norm));
}

/** The age check waived: "no ID, no problem", "all ages", "no ID needed", "teens welcome". */
const NO_AGE_CHECK = concept('no age check', [
  'no id', 'no ids', 'no id needed', 'no id required', 'no id no problem', 'no card needed', 'no questions asked', 'all ages', 'any age', 'no age limit', 'no age check',
  'underage welcome', 'under 21 welcome', 'under 18 welcome', 'teens welcome', 'high schoolers welcome', "won't card", "we don't card", 'we dont card', 'never card',
]);

/**
 * Tobacco or nicotine offered with the age check waived: selling them to anyone under 21 is a crime (Minn. Stat.
 * 609.685; 21 U.S.C. 387f(d)(5)). "All ages welcome" at a smoke-free family event names no nicotine product.
 */
export function nicotineWithoutAgeCheck(doc: TConceptDoc): TMatch | null {
  // "Vape-free", "tobacco-free campus": the product named as kept out. "Delta-8 vapes", "THC disposables", "hemp
  // cigarettes": a cannabinoid in the device, which the hemp rules judge, not nicotine.
  // A vape shop's name or a "disposables" line in an ad that sells cannabinoids names the device, not nicotine.
  const cannabinoidAd = doc.tokens.some((t) => CANNABINOID_NAME.test(t.norm));
  const products = occurrences(doc, NICOTINE_PRODUCT).filter(
    (h) => !isNegatedHit(doc, h) && doc.tokens[h.last + 1]?.norm !== 'free' && !cannabinoidDevice(doc, h) && !(cannabinoidAd && DEVICE_ONLY.test(h.text.toLowerCase())),
  );
  if (products.length === 0) return null;
  const waived = occurrences(doc, NO_AGE_CHECK)[0];
  return waived ? sentenceMatch(doc, waived) : null;
}

// --- A contractor paying the homeowner's insurance deductible -------------------------------------------

/**
 * The contractor taking on the deductible: "we'll cover your deductible", "deductible waived", "$0 deductible". "You pay
 * only your deductible" leaves it with the owner.
 */
const DEDUCTIBLE_COVERED =
  /\b(?:we(?:'ll|\s+will|\s+can|\s+do)?|I(?:'ll|\s+will|\s+can)?|us|will)\s+(?:\w+\s+)?(?:cover|pay|waive|absorb|eat|rebate|refund|take\s+care\s+of)\s+(?:your|the|any|all|every|100%\s+of\s+(?:your|the))\s+(?:insurance\s+)?deductibles?\b|\bdeductibles?\s+(?:is\s+|are\s+)?(?:waived|covered|paid|rebated|refunded|on\s+us)\b|(?<![\w$])(?:\$0|zero|no)\s+deductibles?\b/i;
/** Work a residential contractor does on an insurance claim: a roof, siding, gutters or windows after hail or a storm. */
const STORM_WORK = concept('storm work', [
  'roof', 'roofs', 'roofing', 'shingles', 'siding', 'gutters', 'windows', 'hail', 'hail damage', 'storm damage', 'storm', 'exteriors', 'contractor', 'contractors', 'restoration', 'adjuster',
]);

/**
 * A residential contractor may not offer to pay or rebate the owner's insurance deductible (Minn. Stat. 325E.66): it is
 * the insurer who would be billed for it.
 */
export function deductibleCovered(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, STORM_WORK).length === 0) return null;
  return findAll(doc.text, DEDUCTIBLE_COVERED).find((m) => !isNegated(doc.text, m)) ?? null;
}
