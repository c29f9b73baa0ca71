import { POLICY_IDS } from '../../domain/policy-library';
import { concept, docOf, frameHit, isNegatedHit, near, occurrences, tokenize, union, type TConceptDoc, type TFrame, type THit } from './concepts';
import { commercialSexCues } from './adult-products-cues';
import { findingFor, type TCitation } from './finding';
import { sexForRent } from './sex-for-rent';
import { undoLeetspeak, unmaskProfanity } from './good-taste';
import { findAll, findFirst, isNegated, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.adultProducts);

const CITE = {
  prostitution: { section: 'Minn. Stat. 609.322; 18 U.S.C. 2421A', category: 'state_law', effectiveDate: null },
  obscenity: { section: 'Minn. Stat. 617.241; 18 U.S.C. 1461', category: 'state_law', effectiveDate: null },
  placement: { section: "Minn. Stat. 617.293; publisher's placement policy for lawful adult businesses", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const SEXUAL_SERVICE =
  /\b(?:out-?calls?|in-?calls?|GFE|body\s*rub(?:s|z|bz)?|(?:sensual|erotic|nuru|tantric|full[-\s]body\s+sensual)\s+massages?|escort\s+(?:service|agency|services|girls?)|independent\s+escorts?|companionship\s+for\s+(?:gentlemen|men)|discreet\s+(?:encounters?|fun|meetings?|companionship|rendezvous)|no\s+rush\s+service)\b/i;
/**
 * The trade's own terms in scripts a word boundary does not see: Korean "조건만남" (paid dating), "출장 안마" (outcall
 * massage); Chinese massage or young women brought to the door ("上门", which a plumber offers too, only beside them),
 * "全身推油" and "全身油压" (full-body oil rubs), "酒店外卖" (delivered to a hotel), young or pretty women therapists ("漂亮女技师"),
 * "援交"; Russian "интим-услуги", "досуг для мужчин",
 * "индивидуалки", "девушки на выезд" (girls who come to you).
 */
const SEXUAL_SERVICE_ABROAD =
  /조건\s?만남|출장\s?(?:안마|마사지)|오피\s?걸|(?:按摩|推油|美女|小姐)[^。\n]{0,20}上[门門]|上[门門][^。\n]{0,20}(?:按摩|推油|美女|小姐)|酒店上[门門]|全身推油|全身油压|酒店外卖|(?:年轻|漂亮|美女)[^。\n]{0,4}女技师|援交|楼凤|интим[-\s]?услуг|досуг\s+для\s+(?:мужчин|джентльменов)|индивидуалк|девушки\s+на\s+выезд|дівчата\s+на\s+виїзд/i;
// A bridal shop's "happy endings" is innocent; beside a massage offer it is not.
const HAPPY_ENDING = /\bhappy\s+endings?\b/i;
// "Full service" means sex only beside dancers, escorts or massage; a gas station offers it too.
const FULL_SERVICE = /\bfull[-\s]service\b/i;
const DANCERS_OR_COMPANIONS = /\b(?:(?:private|exotic)\s+(?:dancers?|entertainers?)|escorts?|massages?|companions?|bachelor\s+part(?:y|ies))\b/i;
const MASSAGE = /\bmassages?\b/i;
const ESCORT = /\bescorts?\b/i;
// Frames where "escort" is innocent: a vehicle (a car for sale by maker, body style or mileage),
// a protective or ceremonial escort (police, funeral procession), or escorting someone somewhere.
const ESCORT_WORD = concept('escort', ['escort']);
const VEHICLE = concept('vehicle', [
  'ford', 'car', 'wagon', 'sedan', 'hatchback', 'coupe', 'convertible', 'mileage', 'miles', 'mpg', 'engine', 'transmission', 'automatic', 'manual', 'tires', 'vin', 'odometer',
  'carfax', 'dealer', 'dealership', 'trade in', 'financing', 'runs great', 'title', 'auto', 'vehicle',
]);
const GUARD = concept('protective escort', ['police', 'motorcycle', 'funeral', 'procession', 'hearse', 'motorcade', 'security', 'safety', 'campus', 'medical', 'military', 'honor', 'patriot guard', 'pilot car', 'pilot', 'oversize load', 'oversize', 'wide load', 'bridal', 'wedding']);
const ESCORTED = concept('escorted person', ['you', 'your', 'guests', 'students', 'patients', 'residents', 'visitors', 'seniors', 'passengers', 'clients to', 'them', 'him', 'her', 'children', 'kids', 'members', 'customers', 'riders']);
/** People an escort service is for: "escort service for seniors", "escorts to appointments". */
const ESCORTED_GROUP = concept('escorted group', [
  'guests', 'students', 'patients', 'residents', 'visitors', 'seniors', 'elderly', 'passengers', 'children', 'kids', 'members', 'customers', 'riders', 'appointments',
  // What tugs, pilot boats and pilot cars escort: ships and loads.
  'ships', 'vessels', 'freighters', 'lakers', 'salties', 'thousand footers', 'barges', 'tankers', 'boats', 'loads', 'convoys', 'trucks',
]);

/** Who an accompanying escort serves, named before it: "Senior Escort Service", "volunteer escorts", "patient escort". */
const ACCOMPANIED = concept('accompanied', ['senior', 'seniors', 'elder', 'elderly', 'volunteer', 'volunteers', 'patient', 'patients', 'student', 'students', 'school', 'hospital', 'medical', 'safe ride', 'safewalk', 'safe walk']);
/** A ride to an errand: "a volunteer driver takes you to your appointment", "rides to the doctor". */
const RIDE = concept('ride', ['driver', 'drivers', 'ride to', 'rides to', 'a ride', 'drive you', 'drives you', 'takes you to', 'take you to', 'transportation', 'appointment', 'appointments', 'doctor', 'clinic', 'pharmacy', 'groceries']);

function innocentEscorts(text: string): TMatch[] {
  const doc = tokenize(text);
  const escorts = occurrences(doc, ESCORT_WORD);
  const vehicle = near(doc, escorts, VEHICLE, { window: 3 }).map((f) => f.a);
  const guarded = near(doc, GUARD, escorts, { window: 2, ordered: true }).map((f) => f.b);
  const escorting = [...near(doc, escorts, ESCORTED, { window: 0, ordered: true }), ...near(doc, escorts, ESCORTED_GROUP, { window: 3, ordered: true })].map((f) => f.a);
  // An escort for seniors or patients that the ad tells as a ride somewhere.
  const rides = occurrences(doc, RIDE);
  const accompanying = near(doc, ACCOMPANIED, escorts, { window: 1, ordered: true })
    .map((f) => f.b)
    .filter((e) => rides.some((r) => Math.abs(r.first - e.first) <= 25));
  return [...vehicle, ...guarded, ...escorting, ...accompanying];
}

// Once an ad makes its escort a vehicle, a pilot car or a funeral escort, its name ("Northland Escort Service")
// names that trade too, unless the ad also speaks of girls, ladies or discretion.
const COMPANION_CUE = /\b(?:girls?|ladies|babes|sexy|discreet|companion(?:s|ship)?|intimate|gentlemen)\b/i;

function escortIsATrade(text: string): boolean {
  return innocentEscorts(text).length > 0 && !COMPANION_CUE.test(text);
}
const ADULT_CUE = /(?<![\w$])(?:discreet|companionship|24\/7|sexy|hot\s+(?:girls|ladies|babes)|young\s+(?:ladies|girls)|upscale|VIP|ladies\s+available|new\s+girls|\$\s?\d+\s*(?:\/|per)\s*(?:hr|hour|hh|half\s+hour))\b/i;
const EXPLICIT =
  /\b(?:porn(?:o|ography|ographic)?|hardcore|xxx|x-rated|live\s+(?:sex|nude|nudes)|nude\s+(?:girls|women|models|dancers|pics|photos|videos?|webcams?)|naked\s+(?:girls|women|cams?|pics)|sex\s+(?:cams?|chat|videos?|hook-?ups?|tapes?|dating)|hook-?ups?\s+tonight|hot\s+singles|cam\s+(?:girls|models)|onlyfans|erotic\s+(?:videos?|films?|chat)|orgasm\w*|crotchless|cupless|open[-\s]cup\s+bras?)\b/i;
const ADULT_BUSINESS =
  /\b(?:adult\s+(?:toys?|store|shop|boutique|novelt(?:y|ies)|superstore|bookstore|videos?|dvds?|magazines?|entertainment|cabaret|club)|swingers?\s+(?:night|club|party|parties|events?|lifestyle|weekend)|strip\s+clubs?|gentlemen'?s\s+clubs?|(?:exotic|private)\s+dancers?|lingerie\s+(?:party|parties|models|modeling|modelling|show|shoots?|sessions?)|sex\s+(?:toys?|shop|store)|topless\s+(?:bar|dancers?|club)|pleasure\s+(?:products|toys)|(?:pleasure|passion|adult\s+toy|bedroom\s+toy)\s+part(?:y|ies))\b/i;
// Performers sold by their looks behind an adult age gate ("our hottest dancers, 21+", "exotic entertainers, 18 and over").
const ALLURING = concept('alluring', ['hot', 'hottest', 'sexy', 'sexiest', 'beautiful', 'gorgeous', 'exotic', 'private', 'naughty', 'erotic', 'topless']);
// "Girls" and "models" are left out: a girls' volleyball league and a bridal show's models may be 18+ too.
const PERFORMERS = concept('performers', ['dancers', 'entertainers', 'showgirls', 'babes', 'strippers']);
/** The submitter's placement request keeping the ad from youth content: "not adjacent to the Prom section", "away from youth pages". */
/** The submitter's request to run the ad beside youth content: "run it in the prep sports roundup", "next to the prom section". */
const PLACED_BESIDE_YOUTH =
  /\b(?:on|in|next\s+to|beside|by|near|adjacent\s+to|opposite|facing|with)\s+(?:the\s+)?[^.;\n]{0,30}\b(?:youth|kids'?|children'?s|teens?|little\s+league|high\s+school|prep|prom|school|junior|4-h|scouts?)\b[^.;\n]{0,25}\b(?:pages?|sections?|sports|standings|scores|features?|calendar|roundup|results)\b/i;
const PLACED_AWAY_FROM_YOUTH = /\b(?:not\s+(?:adjacent|next|near)(?:\s+to)?|away\s+from|apart\s+from|clear\s+of|outside)\b[^.;\n]{0,60}\b(?:youth|children|kids|teens?|prom|school|family)\b/i;
const ADULTS_ONLY = /\b(?:18|19|21)\s*\+|\b(?:18|19|21)\s+(?:and|&|or)\s+(?:over|older|up)\b|\badults?\s+only\b/i;

// Performers who undress: "dancers strip to nothing", "our entertainers take it all off". A stripped floor or a paint
// stripper has no performer before it.
const UNDRESSING = concept('undressing', ['strip', 'strips', 'stripping', 'strip down', 'take it all off', 'takes it all off', 'taking it all off', 'bare it all', 'bares it all', 'get naked', 'gets naked']);
const STRIPPING_PERFORMERS = union('performers', PERFORMERS, concept('hunks', ['hunks', 'hunky dancers', 'men', 'guys', 'boys', 'girls', 'they']));

function performersUndressing(doc: TConceptDoc): THit | null {
  const frame = near(doc, STRIPPING_PERFORMERS, UNDRESSING, { window: 2, ordered: true, sameClause: false }).find((f) => !isNegatedHit(doc, f.b));
  if (frame && occurrences(doc, PERFORMERS).length > 0) return frameHit(frame);
  return null;
}

// Sexual arousal told outright: "rock hard in seconds", foreplay. A clinic speaks of trouble getting hard and a splash pad
// says get wet all night; only a strong word beside a second one is explicit.
const AROUSAL_STRONG = concept('arousal', [
  'rock hard', 'hard in seconds', 'foreplay', 'dripping wet', 'soaking wet', 'hands off me', 'hands off each other', 'rip your clothes off', 'tear your clothes off',
  // A partner's pleasure and the organ itself, as the sex-pill trade writes them.
  'make her scream', 'make him scream', 'make her moan', 'make her beg', 'leave her begging', 'bigger penis', 'penis enlargement', 'enlarge your penis', 'longer penis', 'thicker penis',
]);
const AROUSAL_WEAK = concept('arousal said plainly', ['get hard', 'stay hard', 'get wet', 'had sex', 'have sex', 'having sex', 'all night', 'in bed', 'in the bedroom', 'three times', 'twice a night']);

/** Three plain cues in a breath ("get wet, get hard, go all night") say what one alone does not. */
const PLAIN_CUES_TOGETHER = 3;
const PLAIN_CUE_SPAN = 15;

function arousalTold(doc: TConceptDoc): THit | undefined {
  const strong = occurrences(doc, AROUSAL_STRONG).filter((h) => !isNegatedHit(doc, h));
  if (strong.length === 0) {
    const plain = occurrences(doc, AROUSAL_WEAK).filter((h) => !isNegatedHit(doc, h));
    return plain.find((h) => new Set(plain.filter((o) => o.first >= h.first && o.first - h.first <= PLAIN_CUE_SPAN).map((o) => o.text.toLowerCase())).size >= PLAIN_CUES_TOGETHER);
  }
  const others = [...strong.slice(1), ...occurrences(doc, AROUSAL_WEAK).filter((h) => !isNegatedHit(doc, h))];
  return others.length > 0 ? strong[0] : undefined;
}

/** "XXX-TREME", "XXX-TRA hot wings": the letters spelling out "ex", hyphened onto the rest of a word. */
function xxxPun(text: string, m: { text: string; end: number }): boolean {
  return /^x{3}$/i.test(m.text) && /^[-\u2010-\u2014]\p{L}/u.test(text.slice(m.end, m.end + 2));
}

function performersForAdults(doc: TConceptDoc): THit | null {
  if (!ADULTS_ONLY.test(doc.text)) return null;
  const frame = near(doc, ALLURING, PERFORMERS, { window: 2, ordered: true })[0];
  return frame ? frameHit(frame) : null;
}
// A nude venue by what it shows: "totally nude", "nude revue", "lap dances", "male strippers" (not a wire or paint stripper).
const NUDE_VENUE =
  /\b(?:(?:totally|fully|all|completely|100%)\s+nude|nude\s+(?:revue|dancing|entertainment|bar|club|shows?)|lap\s+danc(?:es?|ing|ers?)|strip\s*teases?|peep\s+shows?|(?:male|female|hot|sexy|live|exotic)\s+strippers?|strippers?\s+(?:for|at)\s+(?:your\s+)?(?:bachelor|bachelorette|party|parties|birthday))\b/i;

// Concept vocabularies, matched by word form: paid company in its euphemisms, sexualised massage,
// explicit material and adult novelties, each as a frame or a term that has no innocent sense.
/** Payment for time in the trade's euphemisms: "200 roses", "donations", "generous gentlemen". */
const PAYMENT = concept('payment', [
  'roses', 'donation', 'donations', 'generous', 'per hour', 'an hour', 'hourly', 'half hour', '=hh', '=qv', 'quick visit', '=allowance', 'per meet', 'per date', 'pay per meet',
  // Spanish: "por hora".
  'por hora',
]);
const COMPANY = concept('company', [
  'my company', 'companionship', 'time together', 'hotel visits', 'outcall', 'outcalls', 'incall', 'incalls', 'encounter', 'encounters', 'gentlemen', 'gentleman',
  // Spanish: "caballeros" (gentlemen).
  '=caballeros', '=caballero',
]);
/** Massage words and what makes one sexual. */
const MASSAGE_WORD = concept('massage', ['massage', 'massages', 'spa', 'bodywork', 'rubdown', 'rub down', 'masaje', 'masajes', '=mát =xa', 'массаж*', 'масаж*']);
const SEXUAL_MASSAGE = concept('sexual massage', [
  'body to body', 'body 2 body', '=b2b', 'table shower', 'soapy', 'nuru', 'tantric', 'sensual', 'erotic', 'four hands', '4 hands', 'happy ending', 'happy endings', 'young staff',
  'young ladies', 'young asian', 'new girls', 'pretty girls', 'pretty staff', 'beautiful staff', 'sexy staff', 'late night relaxation', 'lingam', 'prostate', 'gentlemen only', 'for gentlemen',
  // Spanish: "final feliz" (happy ending), "servicio completo" (full service), "chicas nuevas" (new girls).
  'final feliz', 'servicio completo', 'erotico', 'eroticos', '=erótico', '=eróticos', 'chicas nuevas', 'chicas latinas', 'chicas jóvenes', 'chicas bonitas',
  'chicas sexys', 'chicas lindas', 'chicas hermosas', 'jovencitas', 'masajistas jóvenes', 'atención privada', 'atencion privada', 'atención completa', 'solo caballeros', 'para caballeros',
  '=discreción', 'discrecion',
  // Vietnamese: "kín đáo" (discreet).
  '=kín =đáo',
  // Russian and Ukrainian: "for men", young or pretty girls and masseuses, new girls, erotic, intimate.
  'для мужчин', 'для чоловіків', 'молодые девушки', 'красивые девушки', 'новые девушки', 'молодые массажистки', 'красивые массажистки', 'молоді дівчата', 'нові дівчата',
  'эротическ*', 'еротичн*', 'интим*', 'інтим*',
]);
// The happy ending told as a verb: "every session ends happy", "we finish happy", "a happy finish". It needs a massage by
// name, not just a spa, and no children's party: "kids' spa birthday, every party ends happy" is cake and nail polish.
const HAPPY_FINISH = concept('happy finish', ['ends happy', 'end happy', 'ending happy', 'finish happy', 'finishes happy', 'happy finish', 'happy finishes', 'happy finale']);
const MASSAGE_BY_NAME = concept('massage by name', ['massage', 'massages', 'bodywork', 'rubdown', 'rub down', 'body rub', 'body rubs', 'masaje', 'masajes', '=mát =xa', 'массаж*', 'масаж*']);
// Vietnamese staff sold on youth and looks ("nhân viên nữ trẻ đẹp", young pretty female staff) beside a massage by name:
// a nail salon's "spa pedicure" is not one.
const YOUNG_PRETTY_VI = concept('young and pretty (Vietnamese)', ['=nữ =trẻ', '=trẻ =đẹp', '=gái =đẹp']);

function youngPrettyStaffVi(doc: TConceptDoc): THit | null {
  if (occurrences(doc, MASSAGE_BY_NAME).length === 0 || occurrences(doc, LICENSED).length > 0) return null;
  return occurrences(doc, YOUNG_PRETTY_VI)[0] ?? null;
}
const CHILDREN = concept('children', ['kids', 'kid', 'children', 'child', 'birthday', 'birthdays', 'tween', 'tweens', 'toddler', 'toddlers', 'family', 'families']);

function happyFinish(doc: TConceptDoc, massages: THit[]): THit | null {
  const byName = new Set(occurrences(doc, MASSAGE_BY_NAME).map((h) => h.first));
  if (!massages.some((m) => byName.has(m.first)) || occurrences(doc, CHILDREN).length > 0) return null;
  return occurrences(doc, HAPPY_FINISH).find((h) => !isNegatedHit(doc, h)) ?? null;
}

/** A massage chair, oil or gun is a thing for sale, not a service. */
const MASSAGE_GOODS = concept('massage goods', ['oil', 'oils', 'chair', 'chairs', 'gun', 'guns', 'table', 'tables', 'lotion', 'lotions', 'candle', 'candles', 'cushion', 'pillow', 'stone', 'stones', 'ball', 'balls', 'roller', 'rollers']);
/** The sexual-massage words no licence makes innocent. */
const STRONGLY_SEXUAL = /body|table|soapy|nuru|tantric|er[oó]tic|happy|lingam|prostate|four|4|feliz|servicio/i;
/** Explicit material. */
const EXPLICIT_WORDS = concept('explicit', [
  'porn', 'porno', 'pornography', 'xxx', 'x rated', 'webcam girls', 'cam girls', 'cam models', 'sex videos', 'sex tapes', 'sexting', 'onlyfans', 'fansly', 'adult videos', 'erotica',
  'erotic videos', 'hookup tonight', 'hook up tonight', 'phone sex', 'sex line', 'sex chat', 'sexy chat', 'horny',
  // Casual sex offered outright, and the hookup named by its personals slang ("NSA hookup", "discreet hookups").
  'casual sex', 'no strings sex', 'nsa sex', 'sex tonight', 'one night stands', 'nsa hookup', 'nsa hookups', 'nsa fun', 'casual hookup', 'casual hookups', 'discreet hookup',
  'discreet hookups',
  // Live shows on camera: "private cam shows", "adult webcam".
  // A dash cam or an eagle-nest webcam "shows" things too, so only the private or adult show counts.
  'private cam show', 'private cam shows', 'adult webcam', 'adult webcams', 'adult cams', 'adult cam shows',
  // Nude pictures asked for or swapped ("send nudes first", "trade nudes"): a lipstick line's "nudes" is a shade, not sent.
  'send nudes', 'send me nudes', 'send your nudes', 'sending nudes', 'trade nudes', 'swap nudes', 'nudes first',
  // Sex acts told in their common euphemisms, said to the reader or of a partner.
  'go down on you', 'go down on her', 'go down on him', 'going down on you', 'bend you over', 'bend her over', 'eat you out', 'sit on my face', 'sit on your face',
  // Contests that judge bodies seen through wet clothing or stripped bare: exposure is the show.
  'wet t shirt', 'wet t shirts', 'wet tshirt', 'wet tee', 'wet tees', 'wet shirt contest', 'wet jersey contest', 'hot body contest', 'nude contest', 'topless contest',
  // Baring oneself asked for as the price of a drink or a prize: "flash the bartender", "show us your boobs".
  'flash the bartender', 'flash the bar', 'flash the crowd', 'flash the dj', 'flash for beads', 'flash us', 'show us your boobs', 'show us your tits', 'lift your shirt', 'lift your top',
  'flash your boobs', 'flash your tits',
]);
/** "Horny goat weed" is an herbal supplement and a horned toad a lizard. */
const NOT_EXPLICIT_AFTER = concept('not explicit', ['goat', 'toad', 'toads']);
const DIRTY_TALK = concept('dirty talk', ['dirty talk', 'talk dirty', 'talking dirty', 'naughty talk', 'naughty chat', 'talk naughty', 'dirty chat', 'fantasy line']);
// A line billed by the minute with alluring people on it ("hot local girls want to chat, $1.99/min").
const BILLED_BY_MINUTE = /\b1?-?900-\d|\b976-\d|\/\s*min\b|\bper\s+min(?:ute)?\b|\ba\s+minute\b/i;
const CALLERS = concept('people on the line', ['girls', 'women', 'singles', 'housewives', 'babes', 'ladies', 'coeds', 'milfs']);
// Dirty talk is explicit on a line billed by the minute, behind an age gate or with people to call ("talk dirty with
// local singles, 18+"), not a carpet cleaner's pun.
const LINE_CUE = /\b18\s*\+|\b(?:singles|housewives|girls|ladies|babes)\b/i;
/** Words explicit only beside media or people: "uncensored videos", "nude models", not "naked juice" or a "topless Jeep". */
const RISQUE = concept('risque', ['uncensored', 'nude', 'naked', 'topless', 'explicit', 'steamy', 'amateur', 'amateurs', 'x rated']);
const MEDIA = concept('media', ['videos', 'video', 'clips', 'cams', 'webcam', 'pics', 'photos', 'livestream', 'girls', 'models', 'amateurs', 'dancers', 'members only']);
/** Adult novelties named by what they are. */
const NOVELTY = concept('adult novelty', [
  // Spelled out: the stem of "vibrator" is also that of "vibration".
  '=vibrator', '=vibrators', 'dildo', 'dildos', 'bondage kit', 'bondage kits', 'bondage gear', 'bdsm', 'sex toy', 'sex toys', 'adult toys', 'adult novelties', 'couples novelties', 'couples toys', 'pleasure products', 'strap on']);
/**
 * "Naughty games and toys for adults ... 15% off for the graduation crowd": playthings sold as for grown-ups,
 * behind an age gate or beside lingerie, pitched to a school-age occasion. The policy keeps a lawful adult shop away from
 * youth content; a boutique's own ad is read by its name and wares above, and a toy shop's "puzzles for grown-ups" is
 * neither.
 */
const PLAYTHINGS = concept('playthings', ['toys', 'toy', 'games', 'novelties', 'goodies', 'gifts']);
const FOR_GROWN_UPS = concept('for grown-ups', ['for grown ups', 'for grownups', 'for adults', 'for adults only', 'for couples', 'for lovers']);
const LINGERIE = concept('lingerie', ['lingerie', 'negligee', 'negligees', 'corsets', 'boudoir']);
const SCHOOL_OCCASION = concept('school occasion', ['prom', 'after prom', 'homecoming', 'graduation', 'grad party', 'high school', 'spring break', 'sweet sixteen', 'teens', 'students']);
function adultPlaythings(doc: TConceptDoc, besideYouth = false): THit | null {
  if (!ADULTS_ONLY.test(doc.text) && occurrences(doc, LINGERIE).length === 0) return null;
  if (occurrences(doc, SCHOOL_OCCASION).length === 0 && !besideYouth) return null;
  const frame = near(doc, PLAYTHINGS, FOR_GROWN_UPS, { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !/^(?:and|&|or)$/.test(doc.tokens[f.b.last + 1]?.norm ?? ''));
  return frame ? frameHit(frame) : null;
}
/** "Concrete vibrator": a tool. */
const TOOL_BEFORE = concept('tool', ['concrete', 'pencil', 'engraving', 'plate', 'form', 'pneumatic', 'bin']);
/** A licensed therapist or a clinic: massage as health care. */
const LICENSED = concept('licensed massage', [
  'licensed', '=lmt', 'therapist', 'therapists', 'therapeutic', 'deep tissue', 'prenatal', 'sports massage', 'insurance', 'chiropractic', 'physical therapy', 'certified',
  'terapeuta', 'terapeutas', '=terapéutico', '=terapéuticos', 'licenciado', 'licenciada', 'certificado', 'certificada', 'fisioterapia', 'seguro médico',
]);

// Sugar dating: paid company as an "arrangement". The sugar words need a dating or paying word in the ad ("Sugar
// Baby watermelons" and a Sugar Daddy candy bar have none). "Arrangement" needs a word of paying for dates within a
// few words ("pay-per-meet arrangements", "mutually beneficial arrangements with wealthy men") and no florist's,
// lender's or host's word before it ("floral arrangements", "payment arrangements", "seating arrangements").
const SUGAR = concept('sugar dating', ['sugar daddy', 'sugar daddies', 'sugar baby', 'sugar babies', 'sugar dating', 'sugar date', 'sugar dates', 'sugar mama', 'sugar mamas', 'sugar momma', 'sugar arrangement', 'sugar arrangements', 'sugar relationship']);
const PAID_DATING = concept('paid dating', ['mutually beneficial', '=allowance', 'per meet', 'pay per meet', 'per date', 'daddy', 'daddies', 'successful men', 'wealthy men', 'rich men', 'older men', 'college girls', 'tuition']);
const DATING_TERMS = union('dating terms', PAID_DATING, concept('dating', ['no strings', 'gentlemen', 'young women', 'attractive', 'seeking', 'wanted', 'spoil', 'spoiled', 'arrangement', 'arrangements']));
// A benefactor paying for company: "a generous benefactor for mutually rewarding dates", "wealthy gentlemen, young companions".
// Calendar "dates", a matchmaker's "dating" and a grief group's "companionship" are left out.
const BENEFACTOR = concept('benefactor', ['generous benefactor', 'wealthy benefactor', 'generous gentleman', 'generous gentlemen', 'generous man', 'generous men', 'wealthy gentleman', 'wealthy gentlemen', 'wealthy men', 'rich men', 'successful men']);
const DATES = concept('paid dates', ['companions', '=arrangement', '=arrangements', '=allowance', 'mutually beneficial', 'mutually rewarding', 'young women', 'college girls']);
const ARRANGEMENT = concept('arrangement', ['=arrangement', '=arrangements']);
const INNOCENT_ARRANGEMENT = concept('innocent arrangement', [
  'floral', 'flower', 'flowers', 'funeral', 'sympathy', 'silk', 'fruit', 'centerpiece', 'payment', 'payments', 'financing', 'finance', 'credit', 'loan', 'seating', 'travel', 'living',
  'care', 'custody', 'sleeping', 'musical', 'music', 'band', 'choral', 'choir', 'catering', 'wedding', 'burial', 'cremation', 'parking', 'rental', 'lease', 'work', 'working', 'schedule',
]);

function sugarDating(doc: TConceptDoc): THit | null {
  const sugar = occurrences(doc, SUGAR);
  const insideSugar = (h: THit) => sugar.some((s) => s.first <= h.first && h.last <= s.last);
  if (sugar.length > 0 && occurrences(doc, DATING_TERMS).some((h) => !insideSugar(h))) return sugar[0];
  const innocent = new Set(occurrences(doc, INNOCENT_ARRANGEMENT).map((h) => h.last));
  const arrangements = occurrences(doc, ARRANGEMENT).filter((a) => !innocent.has(a.first - 1) && !innocent.has(a.first - 2));
  const frame = near(doc, arrangements, PAID_DATING, { window: 8, sameClause: false }).find((f) => !isNegatedHit(doc, f.a)) ?? near(doc, BENEFACTOR, DATES, { window: 8, sameClause: false })[0];
  return frame ? frameHit(frame) : null;
}

// The trade named outright ("call girls available tonight", "prostitutas", "damas de compañía") or by its own
// abbreviations ("BBBJ", "PSE", "FBSM"). A notice against trafficking or a news item names it to fight it.
const THE_TRADE = concept('the trade named', [
  'call girls', '=hookers', 'prostitutes', 'prostitutas', 'damas de compañía', 'damas de compania', 'prepagos', 'prepago', 'acompañantes vip', 'escorts vip',
  // Escorts in Spanish as the trade sells them: luxury, independent, discreet, for gentlemen.
  '=acompañantes de lujo', '=acompañantes independientes', '=acompañantes discretas', '=acompañantes para caballeros',
  '=bbbj', '=bbfs', '=pse', '=fbsm', '=daty', '=dfk',
]);
const AGAINST_THE_TRADE = concept('against the trade', ['trafficking', 'trafficked', 'hotline', 'arrested', 'arrests', 'sting', 'survivors', 'victims', 'police', 'sheriff', 'stop', 'prevention', 'awareness', 'recovery']);

function theTradeNamed(doc: TConceptDoc): THit | null {
  if (occurrences(doc, AGAINST_THE_TRADE).length > 0) return null;
  return occurrences(doc, THE_TRADE).find((h) => !isNegatedHit(doc, h)) ?? null;
}

// A massage given by women sold on their looks: "sexy Asian girls give the best rubdowns", "gorgeous ladies, body rubs".
const LOOKS = concept('looks', ['sexy', 'sexiest', 'hot', 'hottest', 'pretty', 'beautiful', 'gorgeous', 'cute', 'busty', 'petite', 'stunning', 'bonitas', 'hermosas', 'guapas', 'sexys']);
const WOMEN = concept('women', ['girls', 'ladies', 'women', 'asian girls', 'latina girls', 'masseuses', 'staff', 'therapists', 'chicas', 'señoritas', 'senoritas', 'mujeres']);
/** Words that may stand between the looks and the women: "beautiful young Asian therapists", "hot new Latina girls". */
const DESCRIBING = /^(?:young|new|friendly|petite|exotic|asian|latina|thai|korean|japanese|chinese|vietnamese|filipina|russian|european|jóvenes|jovenes|latinas|nuevas)$/;

/** Looks, then up to two describing words, then the women. */
function looksFrames(doc: TConceptDoc): THit[] {
  return near(doc, LOOKS, WOMEN, { window: 2, ordered: true })
    .filter((f) => doc.tokens.slice(f.a.last + 1, f.b.first).every((t) => DESCRIBING.test(t.norm)))
    .map(frameHit);
}

function massageByLooks(doc: TConceptDoc, massages: THit[]): THit | null {
  if (massages.length === 0) return null;
  // "Beautiful ladies' spa day" names the customers: the women own the day.
  return looksFrames(doc).find((f) => !/^['\u2019]/.test(doc.text.slice(f.end, f.end + 1))) ?? null;
}

/**
 * A licence, where the ad states one. "Therapists" sold by their looks or youth ("beautiful young Asian therapists") are
 * the women on offer, not a licence.
 */
function licensed(doc: TConceptDoc): THit[] {
  const described = looksFrames(doc);
  const young = occurrences(doc, SEXUAL_MASSAGE);
  const onOffer = (h: THit) => described.some((f) => f.start <= h.start && h.end <= f.end) || young.some((y) => y.last + 1 === h.first);
  return occurrences(doc, LICENSED).filter((h) => !/^therapists?$/i.test(h.text) || !onOffer(h));
}

function sexualServiceByConcept(doc: TConceptDoc): THit | null {
  const named = theTradeNamed(doc);
  if (named) return named;
  // Roses are a price only counted ("200 roses"); "order her roses" is a florist's.
  const payments = occurrences(doc, PAYMENT).filter((h) => !/^roses$/i.test(h.text) || /^\d/.test(doc.tokens[h.first - 1]?.norm ?? ''));
  const paid = near(doc, payments, COMPANY, { window: 5 }).find((f) => !isNegatedHit(doc, f.a));
  if (paid) return frameHit(paid);
  const sugar = sugarDating(doc);
  if (sugar) return sugar;
  const cues = commercialSexCues(doc);
  if (cues) return cues;
  const goods = new Set(occurrences(doc, MASSAGE_GOODS).map((h) => h.first));
  const massages = occurrences(doc, MASSAGE_WORD).filter((m) => !goods.has(m.last + 1));
  const happy = happyFinish(doc, massages) ?? youngPrettyStaffVi(doc);
  if (happy) return happy;
  const sexual = occurrences(doc, SEXUAL_MASSAGE).filter((h) => !isNegatedHit(doc, h));
  // "Sensual" or "young staff" make a massage offer sexual; a licensed therapist's massage is health care.
  if (sexual.length === 0) return licensed(doc).length === 0 ? massageByLooks(doc, massages) : null;
  if (massages.length === 0) return null;
  const strong = sexual.find((h) => STRONGLY_SEXUAL.test(h.text));
  if (strong) return strong;
  return licensed(doc).length === 0 ? sexual[0] : null;
}

export function checkAdultProducts(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];

  const service =
    // Read with leetspeak undone ("b0dy rubz"), which keeps every offset where it was.
    findAll(undoLeetspeak(text), SEXUAL_SERVICE).find((m) => !isNegated(text, m) && !insideAny(m, innocentEscorts(text)) && !(ESCORT.test(m.text) && escortIsATrade(text))) ??
    (MASSAGE.test(text) ? findFirst(text, HAPPY_ENDING) : null) ??
    (DANCERS_OR_COMPANIONS.test(text) ? findFirst(text, FULL_SERVICE) : null) ??
    escortOffer(text) ??
    findAll(text, SEXUAL_SERVICE_ABROAD).find((m) => !isNegated(text, m)) ??
    sexualServiceByConcept(docOf(input)) ??
    sexForRent(docOf(input));
  if (service) {
    findings.push(
      finding({
        citation: CITE.prostitution,
        severity: 'critical',
        type: 'sexual_services',
        description: 'Escort or sexual-service advertising; refuse and route to legal (promotion of prostitution).',
        match: service,
      }),
    );
  }

  const doc = docOf(input);
  const risque = near(doc, RISQUE, MEDIA, { window: 3 }).find((f) => !isNegatedHit(doc, f.a)) ?? spicyBehindAgeGate(doc);
  const notExplicit = new Set(occurrences(doc, NOT_EXPLICIT_AFTER).map((h) => h.first));
  const dirtyTalk = BILLED_BY_MINUTE.test(text) || LINE_CUE.test(text) ? occurrences(doc, DIRTY_TALK).find((h) => !isNegatedHit(doc, h)) : undefined;
  const explicit =
    findAll(text, EXPLICIT).find((m) => !isNegated(text, m) && !xxxPun(text, m)) ??
    occurrences(doc, EXPLICIT_WORDS).find((h) => !isNegatedHit(doc, h) && !notExplicit.has(h.last + 1) && !xxxPun(text, h)) ??
    dirtyTalk ??
    alluringCallers(doc) ??
    sexActs(doc) ??
    occurrences(doc, SEX_ACT_NAMED).find((h) => !isNegatedHit(doc, h)) ??
    rideToldAsSex(doc) ??
    arousalTold(doc) ??
    casualSexOffered(text) ??
    seekingSex(doc) ??
    sexStaged(doc) ??
    (risque ? frameHit(risque) : undefined);
  if (explicit) {
    findings.push(
      finding({
        citation: CITE.obscenity,
        severity: 'major',
        type: 'explicit_content',
        description: 'Explicit sexual language; not accepted in a general-audience publication.',
        match: explicit,
      }),
    );
  }

  const tools = new Set(occurrences(doc, TOOL_BEFORE).map((h) => h.last));
  const placement = input.metadata.description ?? '';
  // Placed beside youth content at the submitter's request: what the policy keeps a lawful adult business from.
  const besideYouth = PLACED_BESIDE_YOUTH.test(placement) && !PLACED_AWAY_FROM_YOUTH.test(placement);
  const business =
    findFirst(text, ADULT_BUSINESS) ??
    findFirst(text, NUDE_VENUE) ??
    performersForAdults(doc) ??
    performersUndressing(doc) ??
    occurrences(doc, NOVELTY).find((h) => !isNegatedHit(doc, h) && !tools.has(h.first - 1)) ??
    adultPlaythings(doc, besideYouth);
  if (business && besideYouth) {
    findings.push(
      finding({
        citation: CITE.placement,
        severity: 'major',
        type: 'adult_business_near_youth',
        description: 'Adult business that asks to run beside youth content; the policy keeps adult businesses away from it.',
        match: business,
      }),
    );
  } else if (business) {
    // The policy's own terms met: an age gate in the copy and a placement the submitter asks for away from youth content.
    const placedApart = ADULTS_ONLY.test(text) && PLACED_AWAY_FROM_YOUTH.test(input.metadata.description ?? '') && !findFirst(text, EXPLICIT);
    const onlyItsName = placedApart || (CLUB.test(business.text) && !findFirst(text, NUDE_VENUE) && showSold(doc).length === 0);
    findings.push(
      finding({
        citation: CITE.placement,
        severity: onlyItsName ? 'minor' : 'moderate',
        type: 'adult_business',
        description: placedApart
          ? 'Lawful adult business with an age gate, placed away from youth content as requested: review of wording, imagery and the placement only.'
          : onlyItsName
          ? 'Adult club named as the venue of an ad that sells no show (food, games, events): placement review only.'
          : 'Lawful adult business: needs publisher review of wording and imagery and placement away from youth content.',
        match: business,
        kind: onlyItsName ? 'review_item' : 'violation',
      }),
    );
  }
  return findings;
}

// A gentlemen's club or cabaret is the ad's subject when it sells its show: dancers, entertainers, amateur night, the stage,
// private dances. Named only as the place where the game is on and the burgers are half price, it is a venue for review.
const CLUB = /\b(?:gentlemen'?s\s+clubs?|strip\s+clubs?|adult\s+(?:cabaret|club))\b/i;
const THE_SHOW = concept('the show', [
  'dancers', 'dancer', '=entertainers', '=entertainer', 'showgirls', 'strippers', 'amateur night', 'stage', 'pole', 'private dance', 'private dances', 'vip room', 'private room', 'private rooms',
  'champagne room', 'lap', 'girls', 'ladies', 'babes', 'models', 'nude', 'topless', 'bikini', 'lingerie', 'revue', 'bachelor',
]);

/** A job notice: "now hiring", "dancers wanted", "apply in person". */
// Exact forms: "hire a dancer for your party" and "want a private dance?" sell the show; "open late" is no opening.
const HIRING = concept('hiring', ['=hiring', '=wanted', '=positions', '=openings', '=job', '=jobs', '=apply', 'apply in person', 'join our team', 'join our staff', 'help wanted']);

/** The show the club sells; performers named as the staff a job notice seeks ("Now hiring: bartenders, entertainers") are positions, not the show. */
function showSold(doc: TConceptDoc): THit[] {
  const hiring = occurrences(doc, HIRING);
  return occurrences(doc, THE_SHOW).filter((h) => near(doc, [h], hiring, { window: 4, sameClause: false }).length === 0);
}

// A sex act told in a euphemism for climax. "Until you finish" is a climax after an intimate verb ("the girls will grind
// until you finish", "she rides you till you come"), not after a meal or a course. "Get yourself off" is reflexive (a
// lawyer gets you off a charge, nobody gets himself off one); "make him finish" or "make him come" is a climax when
// timed ("in two minutes flat") or said flat at the end of its clause, not "make him finish his homework".
const INTIMATE = concept('intimate verb', ['grind', 'grinds', 'grinding', 'ride', 'rides', 'riding', 'rub', 'rubs', 'rubbing', 'stroke', 'strokes', 'stroking', 'lick', 'licks', 'suck', 'sucks', 'tease', 'teases', 'straddle', 'straddles', 'bounce', 'bounces', 'squeeze', 'touch', 'touches', 'touching', 'dance on']);
const UNTIL_CLIMAX = concept('until climax', [
  'until you finish', 'till you finish', 'til you finish', 'until he finishes', 'till he finishes', 'until you come', 'till you come', 'til you come', 'until you cum', 'till you cum',
  'until he comes', 'until he cums', 'until you explode', 'till you explode',
]);
const MADE_TO_CLIMAX = concept('made to climax', [
  'make him finish', 'make you finish', 'make him come', 'make you come', 'make her come', 'make him cum', 'make you cum', 'make her cum', 'get yourself off', 'get herself off',
  'get himself off', 'getting yourself off',
]);
/** "Finish" is a climax only where the ad speaks to adults or of the women: a century ride may end "ride until you finish". */
const ADULT_COMPANY = /\b(?:18|19|21)\s*\+|\badults?\s+only\b|\b(?:girls|dancers|strippers|ladies|babes)\b/i;
const TIMED = /^\s*(?:in\s+(?:\d+|one|two|three|five|ten|under|less|seconds|minutes|record)|fast|faster|quick|quicker|twice|every\s+time|with|using)\b/i;

function sexActs(doc: TConceptDoc): THit | undefined {
  const intimate = occurrences(doc, INTIMATE);
  // The climax is where the clause ends ("...until you finish, and nobody counts songs"), not "until you finish relaxing".
  const saidFlat = (h: THit) => {
    const next = doc.tokens[h.last + 1];
    return !next || next.clause !== doc.tokens[h.last].clause || /^(?:and|or|again|twice)$/.test(next.norm);
  };
  const climaxInContext = (h: THit) => !/finish/i.test(h.text) || ADULT_COMPANY.test(doc.text);
  const climax = occurrences(doc, UNTIL_CLIMAX).find(
    (c) => saidFlat(c) && climaxInContext(c) && intimate.some((i) => i.last < c.first && c.first - i.last <= 3 && doc.tokens[i.first].clause === doc.tokens[c.first].clause),
  );
  if (climax) return climax;
  return occurrences(doc, MADE_TO_CLIMAX).find((h) => !isNegatedHit(doc, h) && climaxInContext(h) && (saidFlat(h) || TIMED.test(doc.text.slice(h.end, h.end + 20))));
}

// Sex acts named in plain or slang words: "giving oral", "blow jobs", "doggy style", "rough from behind". "Oral" alone is a
// dentist's or a historian's, "hung" a drywaller's, "from behind" a self-defence class's: each counts only in its sexual phrase.
const SEX_ACT_NAMED = concept('sex act named', [
  'oral sex', 'giving oral', 'give oral', 'gives oral', 'receiving oral', 'receive oral', 'loves oral', 'love oral', 'loves giving oral', 'blowjob', 'blowjobs', 'blow job', 'blow jobs',
  'handjob', 'handjobs', 'hand job', 'hand jobs', 'anal sex', 'doggy style', 'doggystyle', 'doggie style', 'reverse cowgirl', 'rough sex', 'kinky sex', 'fellatio', 'cunnilingus',
  'rough from behind', 'hard from behind', 'take you from behind', 'take her from behind', 'it rough from behind', 'hung like a horse',
]);

// A partner riding the reader, told as a night of sex: "she will ride you until sunrise", "he'll ride you all night long". Riding a
// bike, a trail or a shuttle has no person as its object, "we ride you to the bars" is a driver, and "he'll ride you to
// the airport" goes somewhere.
const RIDER = concept('rider', ['she', "she'll", 'she will', 'she wants to', 'he', "he'll", 'he will', 'let her', 'let him', "i'll", 'i will', 'i want to', 'wanna']);
const RIDE_A_PERSON = concept('ride a person', ['ride you', 'rides you', 'riding you', 'ride him', 'rides him', 'ride me', 'straddle you', 'straddles you', 'bounce on you', 'grind on you']);
const ALL_NIGHT = concept('all night', [
  'till dawn', 'until dawn', 'til dawn', 'till morning', 'until morning', 'til morning', 'till sunrise', 'until sunrise', 'til sunrise', 'all night', 'all night long', 'till the sun comes up',
  'until the sun comes up', 'senseless', 'like a cowgirl',
]);

function rideToldAsSex(doc: TConceptDoc): THit | undefined {
  // A person rides the reader ("she will ride you"), not a bus or a guide ("we ride you all night to the bars").
  const rides = near(doc, RIDER, RIDE_A_PERSON, { window: 0, ordered: true }).filter((f) => !isNegatedHit(doc, f.b));
  // Through the night ("until sunrise"), or said flat with nothing after it in its clause.
  const told = rides.find((f) => {
    const next = doc.tokens[f.b.last + 1];
    return !next || next.clause !== doc.tokens[f.b.last].clause || occurrences(doc, ALL_NIGHT).some((n) => n.first === f.b.last + 1);
  });
  return told ? frameHit(told) : undefined;
}

// People offered as wanting sex: "local singles who want to f*ck tonight", "women ready to get laid", "girls looking to
// hook up tonight". Masked curses are read written out. The plain sex words need nothing more; the slang ones ("bang",
// "smash", "hook up", "screw") must end the clause or be timed, so "guys who want to smash a burger" and "singles looking
// to hook up a trailer" are not sex.
const OFFERED_PEOPLE = concept('people offered', [
  'singles', 'women', 'girls', 'ladies', 'milfs', 'housewives', 'cougars', 'moms', 'wives', 'hotties', 'babes', 'guys', 'men', 'locals', 'people', 'someone', 'coeds', 'cuties', 'chicks',
  'baddies', 'freaks',
]);
const WANTING = concept('wanting', ['want to', 'wants to', 'wanna', 'looking to', 'ready to', 'dying to', 'waiting to', 'down to', 'eager to', 'desperate to', 'looking for']);
const PLAIN_SEX = concept('sex said plainly', ['=fuck', '=fucked', '=fucking', 'have sex', 'get laid', 'sleep with you', 'casual sex', 'a one night stand', 'no strings sex']);
const SLANG_SEX = concept('sex in slang', ['=bang', '=smash', 'hook up', 'hookup', '=screw', 'get naughty']);
const TIMED_NOW = new Set(['tonight', 'now', 'today', 'asap', 'nearby', 'near', 'no']);
/** The slang's other senses: a Smash Bros bracket, a smash in pickleball, a burger, hooking up a trailer or the cable. */
const SLANG_ELSEWHERE = concept('slang elsewhere', [
  'tournament', 'bracket', 'bros', 'burger', 'burgers', 'pickleball', 'volleyball', 'tennis', 'badminton', 'ping pong', 'league', 'gaming', 'gamers', 'trailer', 'camper', 'rv', 'utilities',
  'cable', 'internet', 'hitch', 'mentors', 'mentor', 'networking',
]);

// A personal ad seeking a partner for sex: "looking for a no-strings woman for sex", "seeking couples for NSA fun". Sex
// education, a sex offender registry and help for sex workers are other things "for sex" names.
const SEEKING = concept('seeking', ['looking for', 'seeking', 'searching for', 'in search of', 'wants', 'want', 'iso']);
const FOR_SEX = concept('for sex', ['for sex', 'for casual sex', 'for nsa', 'for nsa fun', 'for no strings fun', 'for a hookup', 'for hookups', 'for a one night stand']);
const SEX_AS_A_SUBJECT = new Set(['education', 'ed', 'offender', 'offenders', 'trafficking', 'abuse', 'therapy', 'therapist', 'therapists', 'workers', 'positive', 'crimes', 'assault']);

// A room or a rental set for sex: lube and condoms laid in, and the noise or the mirror to go with them ("a mirror over the
// bed", "no one can hear you"). Condoms on a pharmacy's shelf, or a haunted house where "nobody can hear
// you scream", are one of the two alone.
const SEX_SUPPLIES = concept('sex supplies', ['lube', 'lubricant', 'condoms', 'condom']);
const SEX_SCENE = concept('sex scene', [
  'moan', 'moans', 'moaning', 'mirror over the bed', 'mirror above the bed', 'mirrored ceiling', 'mirror on the ceiling', 'nobody can hear you', 'no one can hear you',
]);
function sexStaged(doc: TConceptDoc): THit | undefined {
  const frame = near(doc, SEX_SUPPLIES, SEX_SCENE, { window: 30, sameClause: false }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  return frame ? frameHit(frame) : undefined;
}

function seekingSex(doc: TConceptDoc): THit | undefined {
  const frame = near(doc, SEEKING, FOR_SEX, { window: 6, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !SEX_AS_A_SUBJECT.has(doc.tokens[f.b.last + 1]?.norm ?? ''));
  return frame ? frameHit(frame) : undefined;
}

function casualSexOffered(text: string): THit | undefined {
  const doc = tokenize(unmaskProfanity(text));
  const wants = near(doc, OFFERED_PEOPLE, WANTING, { window: 4, ordered: true }).map((f) => f.b);
  const slangSaid = (h: THit) => {
    const next = doc.tokens[h.last + 1];
    return !next || next.clause !== doc.tokens[h.last].clause || TIMED_NOW.has(next.norm);
  };
  const slang = occurrences(doc, SLANG_ELSEWHERE).length > 0 ? [] : occurrences(doc, SLANG_SEX).filter(slangSaid);
  const acts = [...occurrences(doc, PLAIN_SEX), ...slang];
  const frame = near(doc, wants, acts, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  return frame ? { ...frameHit(frame), text: text.slice(frame.start, frame.end) } : undefined;
}

// "Spicy" content is the creators' word for sexual pictures, explicit where the ad gates it to adults ("spicy pics, 18+",
// "link in bio for spicy content 🔞"). Spicy wings, a spicy cooking video or a spicy thriller have no age gate.
const SPICY = concept('spicy', ['spicy', 'spicier', 'naughty']);
const CREATOR_MEDIA = union('creator media', MEDIA, concept('content', ['content', 'link', 'page', 'subscription', 'subscribers', 'dms', 'vip page']));
const AGE_GATE = /\b(?:18|19|21)\s*\+|\badults?\s+only\b|\u{1F51E}/u;

const BETWEEN_SPICY = new Set(['new', 'exclusive', 'private', 'little', 'extra', 'af', 'hot']);
const FOOD = concept('food', ['wings', 'sauce', 'hot sauce', 'food', 'chicken', 'pepper', 'peppers', 'chili', 'ramen', 'noodles', 'tacos', 'menu', 'recipe', 'recipes', 'cooking', 'salsa', 'curry', 'eating']);

function spicyBehindAgeGate(doc: TConceptDoc): TFrame | undefined {
  if (!AGE_GATE.test(doc.text) || occurrences(doc, FOOD).length > 0) return undefined;
  return near(doc, SPICY, CREATOR_MEDIA, { window: 1, ordered: true }).find(
    (f) => !isNegatedHit(doc, f.a) && doc.tokens.slice(f.a.last + 1, f.b.first).every((t) => BETWEEN_SPICY.has(t.norm)),
  );
}

function alluringCallers(doc: TConceptDoc): THit | undefined {
  if (!BILLED_BY_MINUTE.test(doc.text)) return undefined;
  const frame = near(doc, ALLURING, CALLERS, { window: 2, ordered: true })[0];
  return frame ? frameHit(frame) : undefined;
}

function escortOffer(text: string): TMatch | null {
  if (!ADULT_CUE.test(text) || escortIsATrade(text)) return null;
  const innocent = innocentEscorts(text);
  return findAll(text, ESCORT).find((m) => !insideAny(m, innocent)) ?? null;
}

function insideAny(m: TMatch, spans: TMatch[]): boolean {
  return spans.some((s) => m.start < s.end && s.start < m.end);
}

export const adultProductsRule: TPolicyRuleModule = { policyId: POLICY_IDS.adultProducts, check: checkAdultProducts };
