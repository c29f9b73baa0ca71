import { POLICY_IDS } from '../../domain/policy-library';
import { concept, frameHit, isNegatedHit, near, occurrences, tokenAt, tokenize, union, type TConceptDoc, type TFrame, type THit } from './concepts';
import { findingFor, type TCitation } from './finding';
import { MASKABLE_PROFANITY, MASKABLE_SLURS, MILD_PROFANITY, PROFANITY, RUSSIAN_MAT, SLURS } from './good-taste-lexicon';
import { bodilyHarm } from './good-taste-harm';
import { tragedyAllusions, tragedySale } from './good-taste-tragedy';
import { findAll, sentenceAround, windowAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.goodTaste);

const CITE = {
  acceptance: { section: "Publisher's advertising acceptance policy: good taste", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const VIOLENCE =
  /\b(?:gory|gore(?![-\s]?tex)|blood[-\s]?(?:soaked|bath|spattered|splattered)|bloodbath|massacres?|slaughter(?:ed|ing)?|dismember\w*|decapitat\w*|mutilat\w*|disembowel\w*|gruesome)\b/i;
// A custom butcher's "slaughter and processing" is a trade, not gore.
const LIVESTOCK = /\b(?:custom|processing|beef|hogs?|pork|lamb|deer|venison|poultry|chickens?|cattle|livestock|locker|meats?|butcher(?:ing)?|USDA)\b/i;
const FEAR =
  /\b(?:you|your\s+(?:kids?|children|family|loved\s+ones|wife|husband|baby))\s+(?:could|will|might|may)\s+(?:die(?!\s+(?:laughing|happy|for\b|of\s+(?:embarrassment|envy|boredom|laughter)))|be\s+(?:killed|murdered|raped|kidnapped|dead(?!\s+(?:tired|wrong|serious|set|broke|last|even|center|sure|certain|asleep|on|to\s+the\s+world)\b)))\b|\bdon'?t\s+let\s+your\s+(?:family|kids?|children|baby)\s+die\b|\bbefore\s+it'?s\s+too\s+late\b[^.\n]{0,40}\b(?:die|dead|death|killed)\b/i;
/**
 * A grave illness foretold to the reader as a certainty: "put off that test and you'll develop dementia", "you're going
 * to go blind". Honest health copy speaks of risk ("is linked to", "may raise your risk"); only the flat "will" is a threat.
 */
const ILLNESS_FORETOLD =
  /\byou(?:'ll|’ll|\s+will|(?:'re|’re|\s+are)\s+going\s+to)\s+(?:get|develop|end\s+up\s+with|suffer(?:\s+from)?|go|be)\s+(?:an?\s+)?(?:dementia|alzheimer'?s|cancer|stroke|heart\s+attack|blind|deaf|diabetic|paralyzed|paralysed|crippled|kidney\s+failure|organ\s+failure)\b(?!\s+(?:caught|detected|found|screened|checked|treated|managed|under|care|screening|coverage|insurance)\b)/i;
// The reader's own body told as decaying now ("your liver is rotting", "your arteries are clogging as you read"): fear copy
// as much as an illness foretold. "Your gums may be receding" hedges, and a question asks.
const BODY_DECAYING =
  /\byour\s+(?:liver|heart|brain|body|lungs?|kidneys?|arteries|gut|colon|bones|skin|teeth|gums|blood|organs)\s+(?:is|are)\s+(?:(?:slowly|literally|already)\s+)?(?:rotting|dying|decaying|failing|shutting\s+down|being\s+poisoned|clogging|wasting\s+away|falling\s+apart)\b(?![^.\n]*\?)/i;
// "9-11 am" and "ends 9/11" are times and dates: 9/11 counts only when the ad invokes the attacks.
const TRAGEDY_SALE =
  /\b(?:tragedy|tragic|mass\s+shooting|school\s+shooting|bridge\s+collapse|terror(?:ist)?\s+attacks?)\b[^.\n]{0,40}\b(?:sale|deals?|savings|specials?|discounts?|blowout|clearance|prices|%\s+off)\b|\b(?:never\s+forget|remember(?:ing)?|honou?r(?:ing)?|anniversary|tribute)\b[^.\n]{0,30}\b(?:9\/11|9-11|september\s+11(?:th)?)\b[^.\n]{0,40}\b(?:sale|deals?|savings|specials?|discounts?|blowout|clearance|%\s+off)\b/i;

// Concept vocabularies, matched by word form. Fear copy is harm near the reader's family with a
// prompt to imagine it; gore is a set of terms with no everyday sense ("blood everywhere", "guts on
// the floor"), told apart from a butcher's trade and a Bloody Mary.
const LOVED_ONES = concept('loved ones', ['your kids', 'your kid', 'your children', 'your child', 'your family', 'your wife', 'your husband', 'your baby', 'your loved ones', 'your daughter', 'your son', 'your parents', 'your grandchildren', 'your little ones', 'your grandkids', 'your whole family', 'everyone you love', 'the ones you love', 'those you love', 'the people you love',
  'your mother', 'your mom', 'your father', 'your dad', 'your parent', 'your grandmother', 'your grandma', 'your grandfather', 'your grandpa', 'your spouse', 'your partner',
  'your loved one', 'your teen', 'your teenager', 'your toddler', 'your newborn', 'someone you love', 'someone in your home', 'someone in your house', 'someone in your family',
  'anyone in your home', 'anyone in your family']);
const HARM = concept('harm', ['gone', 'taken', 'take them', 'takes them', 'die', 'dies', 'died', 'dead', 'death', 'killed', 'murdered', 'kidnapped', 'abducted', 'raped', 'attacked', 'burned alive', 'hurt', 'next victim', '=missing', 'never come home', 'snatched', 'stolen', 'stranger', 'intruder', 'predator', 'predators', 'burglar', 'kidnapper', 'not breathing', 'stop breathing', 'stops breathing']);
const FEAR_CUE = concept('fear prompt', ['imagine', 'what if', 'too late', 'don\'t let', 'before someone', 'could be next', 'one day', 'one night', 'could happen', 'will happen', 'picture', 'think about', 'while they sleep', 'in their sleep', 'could be the night', 'if you ignore']);
const GORE = concept('gore', [
  // "Bloody" by its spelling: "bloodys" are Bloody Marys on a brunch menu.
  'blood everywhere', '=bloody', 'bloodbath', 'blood bath', 'blood soaked', 'carnage', 'entrails', 'guts on', 'guts everywhere', 'splattered', 'slit throat', 'slit throats',
  // "Severed" by its spelling: its stem is also the stem of "several".
  '=severed', 'decapitated', 'butchered', 'massacre', 'massacred', 'slaughtered', 'dismembered', 'mutilated', 'corpses', 'body count', 'gory', 'gruesome',
  // A kill sold by its wounds and its heap of dead: "gut shots count", "a pile of carcasses for the photo".
  'gut shot', 'gutshot', '=bloodier', '=bloodiest',
  ...['pile', 'heap', 'stack', 'mound', 'wall'].flatMap((heap) => [`carcass ${heap}`, `${heap} of carcass`, `${heap} of dead`]),
]);
const NOT_GORE_AFTER = concept('drink or dish', ['mary', 'marys', 'maria', 'good']);
// A killing told by what it does to the body: "blow your brains out", "beaten to a bloody pulp", "watch him bleed out".
// A first-aid class teaches people to stop the bleeding, so its "bleed out" is the harm it prevents.
const KILLED_GRAPHICALLY = concept('killed graphically', [
  'blow your brains out', 'blow his brains out', 'blew his brains out', 'blows his brains out', 'brains blown out', 'blow your head off', 'blow his head off', 'head blown off', 'heads blown off',
  'beat to a pulp', 'beaten to a pulp', 'bloody pulp', 'beat to death', 'beaten to death', 'stabbed to death', 'hacked to death', 'bludgeoned', 'curb stomp', 'curb stomped', 'bleed out',
  'bleeding out', 'bled out', 'bleed to death', 'bleeding to death',
]);
const FIRST_AID = concept('first aid', ['stop the bleed', 'first aid', 'tourniquet', 'tourniquets', 'trauma kit', 'cpr', 'emergency medical', 'emt']);

function killedGraphically(doc: TConceptDoc): THit | null {
  if (occurrences(doc, FIRST_AID).length > 0) return null;
  return occurrences(doc, KILLED_GRAPHICALLY).find((h) => !isNegatedHit(doc, h)) ?? null;
}

// Gore in plain words: body matter spread over a place. A vivid spread is enough ("brains splattered",
// "blood dripping"); a plain place needs two of them ("blood on the dash, guts across the hood"), so a
// title like "Blood on the Tracks" does not count. "Give blood", "blood drive", "gut health" name no place.
const BODY_MATTER = concept('body matter', ['blood', 'guts', 'brains', 'entrails', 'intestines', 'innards', 'sangre', 'tripas']);
const VIVID_SPREAD = concept('vivid spread', ['all over', 'everywhere', 'dripping', 'pooling', 'pooled', 'splattered', 'spattered', 'sprayed', 'smeared', 'soaked', 'oozing', 'por todas partes']);
const PLAIN_SPREAD = concept('plain spread', ['on the', 'across the', 'over the', 'in the', 'on your', 'across your']);
// Violence done to a person's body: an injuring verb, the person, the body part ("shatter a man's jaw",
// "snap his neck"). "Break a leg" names no person, and "crack your knuckles" is the reader's own.
const INJURE = concept('injure', ['shatter', 'smash', 'snap', 'crush', 'break', 'cave in', 'gouge', 'stab', 'slit', 'rip out', 'tear out', 'bash in', 'split open', 'choke on']);
const VICTIM = concept('victim', ["a man's", "a guy's", "a woman's", "someone's", "anyone's", "your attacker's", "an attacker's", "the attacker's", "his opponent's", "your opponent's", 'his', 'her', 'their', 'his own', 'her own', 'their own']);
const BODY_PART = concept('body part', ['jaw', 'skull', 'neck', 'spine', 'ribs', 'throat', 'face', 'teeth', 'eyes', 'nose', 'bones', 'kneecaps', 'kneecap', 'windpipe']);

/**
 * Gore the picture shows, as its art note or the submitter's description tells it: "a bloodied hand with two fingers cut
 * off", "a body bag on a gurney", "a bull goring a fallen rider". Read only where a picture is described, so a "bloody
 * good deal" or a surgeon's "amputation care" in the copy is not one.
 */
const GORY_SIGHT = concept('gory sight', [
  'bloodied', 'blood soaked', 'blood stained', 'bloodstained', 'stained with blood', 'covered in blood', 'pool of blood', 'body bag', 'body bags', 'corpse', 'corpses', 'dead body',
  'dead bodies', 'mangled', 'gored', 'goring', 'gores', 'ensangrentada', 'ensangrentado', 'ensangrentados', 'ensangrentadas', 'manchada de sangre', 'manchado de sangre', 'cadáver',
  'cadáveres', 'cornea', 'cornea a',
]);
const LIMB = concept('limb', ['finger', 'fingers', 'hand', 'hands', 'arm', 'arms', 'leg', 'legs', 'foot', 'feet', 'toe', 'toes', 'dedo', 'dedos', 'mano', 'manos', 'brazo', 'brazos', 'pierna', 'piernas']);
const SEVERED = concept('severed', ['cut off', 'severed', 'amputated', 'chopped off', 'torn off', 'ripped off', 'cortado', 'cortados', 'cortada', 'cortadas', 'mutilado', 'mutilada', 'amputado', 'amputados']);
const PICTURE = /\b(?:photo|photograph|picture|image|artwork|art|poster|illustration|shows|depicts|foto|imagen|arte|cartel|muestra)\b/i;
const ART_NOTE = /\[[^\]\n]{0,400}(?:\]|$)/gm;

function goryPicture(doc: TConceptDoc): THit | null {
  const notes = [...doc.text.matchAll(ART_NOTE)].map((m) => ({ from: m.index, to: m.index + m[0].length }));
  const pictured = (h: THit) => notes.some((n) => h.start >= n.from && h.end <= n.to) || PICTURE.test(sentenceAround(doc.text, h, 160));
  const severed = near(doc, LIMB, SEVERED, { window: 2 }).map(frameHit);
  return [...occurrences(doc, GORY_SIGHT), ...severed].find((h) => !isNegatedHit(doc, h) && pictured(h)) ?? null;
}

// The same spread told of what it lands on: "sprayed with their blood", "drenched in blood", "covered in guts".
// A blood orange glaze, blood sugar or a blood-red sunset is no body matter.
const SPATTERED_WITH = concept('spattered with', [
  'sprayed with', 'splattered with', 'spattered with', 'splashed with', 'covered in', 'covered with', 'drenched in', 'soaked in', 'soaked with', 'dripping with', 'dripping in', 'bathed in',
  'caked in', 'caked with', 'smeared with', 'smeared in', 'slick with', 'cubiertos de sangre',
]);
const NOT_BODY_MATTER_AFTER = new Set(['orange', 'oranges', 'red', 'sugar', 'pressure', 'moon', 'type', 'drive', 'bank', 'donor', 'donors', 'sausage', 'pudding', 'test', 'work']);

function spatteredWithMatter(doc: TConceptDoc): TFrame[] {
  return near(doc, SPATTERED_WITH, BODY_MATTER, { window: 1, ordered: true }).filter((f) => !isNegatedHit(doc, f.a) && !NOT_BODY_MATTER_AFTER.has(doc.tokens[f.b.last + 1]?.norm ?? ''));
}

function goreSpread(doc: TConceptDoc): THit | null {
  const spread = (c: typeof VIVID_SPREAD) => near(doc, BODY_MATTER, c, { window: 1, ordered: true }).filter((f) => !isNegatedHit(doc, f.a));
  const vivid = [...spread(VIVID_SPREAD), ...spatteredWithMatter(doc)];
  const plain = spread(PLAIN_SPREAD);
  const distinctMatter = new Set(plain.map((f) => f.a.text.toLowerCase()));
  const frame = vivid[0] ?? (distinctMatter.size >= 2 ? plain[0] : undefined);
  return frame ? frameHit(frame) : null;
}

// Innards spilling out are gore without a place ("their guts spill across the floor"); blood is left out, since
// "the blood spilled for our freedom" is a memorial, and "spill your guts" (confess) puts the verb first.
const INNARDS = concept('innards', ['guts', 'brains', 'entrails', 'intestines', 'innards', 'tripas']);
const SPILL = concept('spill', [
  'spill', 'spilling', 'spilled', 'spilt', 'spills', 'gushing', 'spurting', 'pouring out', 'hanging out', 'falling out', 'slop', 'slops', 'slopping', 'slopped', 'sloshing', 'splash', 'splashing',
  'splatter', 'splattering', 'ooze', 'oozes', 'oozing', 'dangling', 'dangle', 'dragging', 'steaming',
]);

function spilledInnards(doc: TConceptDoc): THit | null {
  const spilledFirst = near(doc, SPILL, INNARDS, { window: 0, ordered: true }).filter((f) => /(?:ed|t)$/i.test(f.a.text));
  const frame = [...near(doc, INNARDS, SPILL, { window: 1, ordered: true }), ...spilledFirst].find((f) => !isNegatedHit(doc, f.a));
  return frame ? frameHit(frame) : null;
}

// People cut apart, told as a spectacle: "watch victims get split open", "campers hacked to pieces". Families
// "torn apart by addiction" and a fish "gutted" are not people named as the victims of a blade.
const CUT_APART = concept('cut apart', [
  'split open', 'ripped apart', 'torn apart', 'hacked apart', 'hacked to pieces', 'chopped up', 'chopped to pieces', 'sawed in half', 'sawn in half', 'cut in half', 'skinned alive',
  'ripped open', 'torn open', 'sliced open', 'cut open', 'impaled', 'disemboweled', 'beheaded', 'gutted alive',
]);
const VICTIMS = concept('victims', ['victims', 'victim', 'bodies', 'corpses', 'campers', 'teens', 'teenagers']);
// Hearing or watching a body break: "hear the bones snap", "watch his skull crack". "Weak bones break easily" is a health fact.
const SENSE = concept('sense', ['hear', 'watch', 'see', 'feel', 'listen to']);
// A body part told broken after the fact: "skulls crushed", "necks snapped". Teeth are left out: "teeth shattered?" is a dentist's.
const BROKEN_PART = concept('broken body part', ['skull', 'skulls', 'neck', 'necks', 'spine', 'spines', 'ribs', 'face', 'faces', 'jaw', 'jaws', 'kneecap', 'kneecaps', 'eyes', 'eyeballs']);
const BROKEN = concept('broken', ['=crushed', '=shattered', '=snapped', '=smashed', 'caved in', 'ripped out', 'torn out', 'ripped off', 'torn off', 'bashed in', 'gouged out']);
const BREAKS = concept('breaks', ['snap', 'crack', 'crunch', 'shatter', 'break', 'pop', 'splinter']);

// The blade told as the verb and the person as its object, and how far it goes: "gut his victims alive", "split a
// screaming man from throat to belly", "slice her open". "Cut him a deal", "carve the turkey" and "skin the deer" go nowhere
// on a person. "Saw" is left out: it is also the past of "see".
const CUTS = concept('cuts', [
  'gut', 'guts', 'gutting', 'skin', 'skins', 'skinning', 'flay', 'flays', 'flaying', 'split', 'splits', 'splitting', 'slice', 'slices', 'slicing', 'slit', 'slits', 'carve', 'carves', 'carving',
  'hack', 'hacks', 'hacking', 'chop', 'chops', 'chopping', 'butcher', 'butchers', 'butchering', 'disembowel', 'disembowels', 'eviscerate', 'eviscerates', 'dismember', 'dismembers', 'behead',
  'beheads', 'sawing',
]);
const PERSON = concept('person', [
  'victims', 'victim', 'a man', 'a woman', 'a girl', 'a boy', 'a guy', 'a kid', 'a child', 'a person', 'a guest', 'guests', 'people', 'him', 'her', 'them', 'bodies', 'a body', 'campers', 'teens',
  'screaming man', 'screaming woman', 'screaming girl', 'screaming victim', 'screaming victims', 'the living',
]);
const ALL_THE_WAY = concept('cut all the way', ['alive', 'open', 'in half', 'to pieces', 'to bits', 'limb from limb', 'ear to ear']);

function personCutUp(doc: TConceptDoc): THit | null {
  const depth = [...occurrences(doc, ALL_THE_WAY), ...occurrences(doc, BODY_PART)];
  for (const f of near(doc, CUTS, PERSON, { window: 1, ordered: true })) {
    if (isNegatedHit(doc, f.a)) continue;
    const how = depth.find((d) => d.first > f.b.last && d.first - f.b.last <= 3 && doc.tokens[d.first].clause === doc.tokens[f.b.last].clause);
    if (how) return { ...f.a, end: how.end, text: doc.text.slice(f.start, how.end) };
  }
  return null;
}

function bodiesCutOrBroken(doc: TConceptDoc): THit | null {
  const cut = near(doc, VICTIMS, CUT_APART, { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  if (cut) return frameHit(cut);
  const cutUp = personCutUp(doc);
  if (cutUp) return cutUp;
  const crushed = near(doc, BROKEN_PART, BROKEN, { window: 0, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (crushed) return frameHit(crushed);
  const breaking = near(doc, BODY_PART, BREAKS, { window: 0, ordered: true });
  const heard = near(doc, SENSE, breaking.map((f) => f.a), { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (!heard) return null;
  const end = breaking.find((f) => f.a.first === heard.b.first)?.end ?? heard.end;
  return { ...heard.a, end, text: doc.text.slice(heard.start, end) };
}

function injuryToAPerson(doc: TConceptDoc): THit | null {
  const victims = near(doc, VICTIM, BODY_PART, { window: 1, ordered: true });
  for (const injury of occurrences(doc, INJURE).filter((h) => !isNegatedHit(doc, h))) {
    const victim = victims.find((v) => v.a.first > injury.last && v.a.first - injury.last <= 3 && doc.tokens[v.a.first].clause === doc.tokens[injury.first].clause);
    if (victim) return { ...injury, end: victim.end, text: doc.text.slice(injury.start, victim.end) };
  }
  return null;
}

/** Being the next victim: "will your family be next?", "is your family next?", "you could be next." */
const BE_NEXT = concept('next victim', [
  '=next', 'be next', 'is next', 'are next', 'be the next', 'next victim', 'next target', 'be the next victim', 'be the next target', 'become the next victim',
  // ...or the next death in the news: "don't let your kids become tomorrow's headline", "become another statistic".
  ...['headline', 'obituary', 'news story', 'story on the news'].flatMap((n) => [`next ${n}`, `be the next ${n}`, `become the next ${n}`, `another ${n}`, `be another ${n}`, `become another ${n}`]),
]);
const NEXT_TARGET = union('next target', LOVED_ONES, concept('the reader', ['you', 'your home', 'your house', 'your business', 'your store', 'your street', 'your school', 'your town', 'your neighborhood']));
const TOLD_NOT_TO_BE = concept('told not to be', ["don't be", 'dont be', 'do not be', "don't become", 'dont become', 'do not become']);
/** "Next time it could be your street": the threat that a harm told of will come to the reader. */
const NEXT_TIME = concept('next time', ['next time', 'next one', 'tomorrow']);
const COULD_BE_YOURS = concept('could be yours', ['could be', 'might be', 'will be', 'could happen to', 'might happen to']);

/** "Don't let your children become the next victim": the negation is the threat's own frame, not a denial of it. */
function toldNotToLet(doc: TConceptDoc, lovedOnes: THit): boolean {
  const before = doc.tokens.slice(Math.max(0, lovedOnes.first - 3), lovedOnes.first).map((t) => t.norm).join(' ');
  return /(?:don't|do not|never|won't) let$/.test(before);
}

/** The hit is the last thing its clause says ("...be next?", "...be next!"), so it is not "next in line for savings". */
function endsItsClause(doc: TConceptDoc, hit: THit): boolean {
  const following = doc.tokens[hit.last + 1];
  return !following || following.clause !== doc.tokens[hit.last].clause;
}

// Death foretold for the reader's family is its own shock, no prompt needed: "your kids may not wake up",
// "your children will burn alive". A figure of speech follows the verb ("will die laughing", "die for these
// cookies"), and waking up and coming home are deadly only said flat ("won't wake up tomorrow"), not "never
// wake up to a cold house again".
const DEADLY = concept('deadly harm', [
  'die', 'be killed', 'burn alive', 'burn to death', 'be burned alive', 'suffocate', 'drown', 'be murdered', 'be kidnapped', 'be abducted', 'be raped', '=be =dead',
  'be grabbed', 'be snatched', 'be assaulted', 'be beaten', 'be stabbed', 'be beaten to death',
  'not wake up', 'never wake up', "won't wake up", 'not come home', 'never come home', "won't come home",
  // The attack too quick to survive: "your daughter won't have time to scream", "your kids won't hear him coming".
  "won't have time to scream", 'not have time to scream', 'never have time to scream', "won't have time to run", "won't hear him coming", "won't hear them coming",
  'never hear him coming', "won't be able to scream", "won't be able to call for help", 'not make it out alive', "won't make it out alive", 'never make it out alive', "won't get out in time", 'not get out in time',
]);
// "Can" states a general fact ("children can drown in two inches of water"), not a fate foretold.
const FORETELLING = new Set(['may', 'might', 'could', 'will', "won't", 'would', "wouldn't"]);
const FIGURATIVE_AFTER = /^(?:laughing|laughter|happy|for|of (?:embarrassment|envy|boredom|laughter|shock|jealousy))\b/;
/** "Dead tired", "dead wrong", "dead to the world", "dead set on it": "be dead" as an intensifier. */
const DEAD_AS_INTENSIFIER = /^(?:tired|wrong|serious|set|broke|last|even|center|centre|sure|certain|on|to|asleep|quiet|silent|easy|simple|ringer|meat|weight|giveaway|heat|end|right|beat|sexy|cute|cool|funny|honest)\b/;
const FLAT_AFTER = new Set(['tomorrow', 'tonight', 'again', 'in', 'from', 'ever']);

function isFlatlyDeadly(doc: TConceptDoc, hit: THit): boolean {
  const following = doc.tokens.slice(hit.last + 1, hit.last + 3).filter((t) => t.clause === doc.tokens[hit.last].clause);
  const after = following.map((t) => t.norm).join(' ');
  if (FIGURATIVE_AFTER.test(after) || (/dead$/i.test(hit.text) && DEAD_AS_INTENSIFIER.test(after))) return false;
  if (!/(?:up|home)$/i.test(hit.text)) return true;
  return following.length === 0 || FLAT_AFTER.has(following[0].norm);
}

/** A child nobody names, whose death foretold is the same shock: "a student could die on those stairs", "a child could drown". */
const SOMEONES_CHILD = concept("someone's child", ['a kid', 'a child', 'a student', 'a baby', 'a toddler', 'some kid', "someone's child", "someone's kid", "somebody's kid", "somebody's child"]);

function deathForetold(doc: TConceptDoc): THit | null {
  const frame = near(doc, union('child or loved one', LOVED_ONES, SOMEONES_CHILD), DEADLY, { window: 2, ordered: true }).find((f) => {
    const between = doc.tokens.slice(f.a.last + 1, f.b.first + 1);
    // Told ("your kids could die") or asked ("will your family die waiting for 911?").
    const asked = FORETELLING.has(doc.tokens[f.a.first - 1]?.norm ?? '') && doc.tokens[f.a.first - 1].clause === doc.tokens[f.a.first].clause;
    return (asked || between.some((t) => FORETELLING.has(t.norm))) && (!isNegatedHit(doc, f.b) || toldNotToLet(doc, f.a)) && isFlatlyDeadly(doc, f.b);
  });
  return frame ? frameHit(frame) : null;
}

// The reader's own death foretold, told flat or asked: "you are going to die", "you're gonna die", "will you die alone
// on the floor?". Hyperbole is told by what follows ("you'll die laughing", "you're going to die when you taste it") or
// by the "so good" before it ("prices so low you'll die"); "if you die" and "when you die" foretell nothing.
const YOU_ARE = new Set(["you're", 'youre']);
const HYPERBOLE_AFTER = new Set(['when', 'once', 'after', 'if', 'over']);
const HYPERBOLE_BEFORE = new Set(['so', 'too', 'such']);

function isAskedOrToldOfTheReader(doc: TConceptDoc, hit: THit): boolean {
  const clause = doc.tokens[hit.first].clause;
  const word = (back: number) => {
    const t = doc.tokens[hit.first - back];
    return t && t.clause === clause ? t.norm : '';
  };
  const [w1, w2, w3, w4] = [word(1), word(2), word(3), word(4)];
  const modal = (w: string) => FORETELLING.has(w) && w !== "won't" && w !== "wouldn't";
  // "You will die", "will you die", "you'll die".
  if ((w2 === 'you' && modal(w1)) || (w1 === 'you' && modal(w2)) || w1 === "you'll" || w1 === 'youll') return true;
  // "You are going to die", "are you going to die", "you're gonna die".
  const youAre = (a: string, b: string) => YOU_ARE.has(a) || (a === 'are' && b === 'you') || (a === 'you' && b === 'are');
  if (w1 === 'to' && w2 === 'going') return youAre(w3, w4);
  return w1 === 'gonna' && youAre(w2, w3);
}

function isHyperbole(doc: TConceptDoc, hit: THit): boolean {
  const clause = doc.tokens[hit.first].clause;
  const next = doc.tokens[hit.last + 1];
  if (next && next.clause === clause && HYPERBOLE_AFTER.has(next.norm)) return true;
  return doc.tokens.slice(Math.max(0, hit.first - 8), hit.first).some((t) => t.clause === clause && HYPERBOLE_BEFORE.has(t.norm));
}

/**
 * What a shock headline sells: cover, care or protection against the death it foretells. A restaurant's "you'll die!" is
 * delight; an insurer's or an alarm maker's is the threat.
 */
const PROTECTION_TRADE = concept('protection trade', [
  'insurance', 'life insurance', 'term life', 'coverage', 'policy', 'premium', 'premiums', 'alarm', 'alarms', 'alert', 'pendant', 'detector', 'detectors', 'smoke', 'carbon monoxide', 'radon',
  'screening', 'screened', 'checkup', 'check up', 'doctor', 'medical', 'hospital', 'clinic', 'health', 'heart', 'cancer', 'colonoscopy', 'mammogram', 'security', 'safety', 'crash', 'seatbelt',
  'helmet', 'airbag', 'airbags', 'funeral', 'burial', 'casket', 'cremation', 'estate plan', 'estate planning', 'emergency', 'ambulance', 'tires', 'brakes', 'furnace', 'generator', 'monitoring',
]);

function readerDeathForetold(doc: TConceptDoc): THit | null {
  if (occurrences(doc, PROTECTION_TRADE).length === 0) return null;
  const hit = occurrences(doc, DEADLY).find(
    // Only a negation next to the death denies it: "if you don't get screened, you'll be dead by 50" still foretells it.
    (h) => isAskedOrToldOfTheReader(doc, h) && !isNegatedHit(doc, h, 3) && isFlatlyDeadly(doc, h) && !isHyperbole(doc, h),
  );
  if (!hit) return null;
  const from = doc.tokens.slice(Math.max(0, hit.first - 4), hit.first).find((t) => t.clause === doc.tokens[hit.first].clause && /^(?:you|you'll|youll|you're|youre|will|could|might|may|would|are)$/.test(t.norm));
  const start = from?.start ?? hit.start;
  return { ...hit, start, text: doc.text.slice(start, hit.end) };
}

// The same death foretold in Spanish: "su familia podría morir esta noche", "usted va a morir", "sus hijos pueden no
// despertar". "Morir de risa" and "morir por" a dish are figures of speech, and "no va a morir" denies it.
const LOVED_ONES_ES = concept('loved ones (Spanish)', [
  'su familia', 'tu familia', 'sus hijos', 'tus hijos', 'sus niños', 'tus niños', 'su esposa', 'tu esposa', 'su esposo', 'tu esposo', 'sus seres queridos', 'tus seres queridos', 'su bebé',
  'tu bebé', '=usted', '=tú',
].map((t) => t.split(' ').map((w) => (w.startsWith('=') ? w : `=${w}`)).join(' ')));
const FORETELLING_ES = concept('foretelling (Spanish)', ['=podría', '=podrían', '=podrias', '=podrías', '=puede', '=pueden', '=va =a', '=van =a', '=vas =a']);
const DEATH_ES = concept('death (Spanish)', ['=morir', '=morirá', '=morirán', '=morirás', '=ser =asesinado', '=ser =asesinados', '=ser =secuestrado', '=ser =secuestrados', '=quemarse =vivos', '=no =despertar', '=no =volver =a =casa']);
const PROTECTION_TRADE_ES = concept('protection trade (Spanish)', [
  '=seguro', '=seguros', '=cobertura', '=póliza', '=alarma', '=alarmas', '=detector', '=detectores', '=humo', '=monóxido', '=salud', '=médico', '=médica', '=clínica', '=hospital',
  '=funeral', '=funeraria', '=entierro', '=emergencia', '=ambulancia', '=examen', '=chequeo', '=seguridad', '=calentador',
]);
const FIGURATIVE_ES = /^(?:de\s+(?:risa|la\s+risa|envidia|amor|gusto|placer|hambre|aburrimiento)|por)\b/;

function deathForetoldInSpanish(doc: TConceptDoc): THit | null {
  const foretold = near(doc, LOVED_ONES_ES, FORETELLING_ES, { window: 0, ordered: true });
  const frame = near(doc, foretold.map((f) => f.b), DEATH_ES, { window: 0, ordered: true }).find((f) => {
    const after = doc.tokens.slice(f.b.last + 1, f.b.last + 4).filter((t) => t.clause === doc.tokens[f.b.last].clause).map((t) => t.norm).join(' ');
    return !isNegatedHit(doc, f.a, 2) && !FIGURATIVE_ES.test(after);
  });
  if (!frame) return null;
  const who = foretold.find((f) => f.b.first === frame.a.first)!.a;
  // Told of the reader alone, as in English, it needs a trade that protects against it.
  if (/^(?:usted|tú)$/i.test(who.text) && occurrences(doc, PROTECTION_TRADE_ES).length === 0) return null;
  return { ...who, end: frame.end, text: doc.text.slice(who.start, frame.end) };
}

// Asking whether the reader's family will live through the night is the same death foretold: "Your kids went to bed
// tonight. Will they wake up?", "Will your family make it out alive?". The question must end on the survival, so
// "will your kids wake up excited on Christmas morning?" and "will your family make it home for the holidays?" are cosy.
const SURVIVE = concept('survive', ['wake up', 'make it out', 'make it out alive', 'get out alive', 'get out in time', 'survive', 'survive the night', 'make it home', 'come home', 'live', 'breathe', 'see morning', 'see the morning']);
const ASKING = new Set(['will', 'would', 'could', 'can', 'do', 'does']);
const THEM = concept('them', ['they', 'she', 'he', 'them']);

function survivalQuestion(doc: TConceptDoc): THit | null {
  const { tokens, text } = doc;
  const lovedOnes = occurrences(doc, LOVED_ONES);
  const subjects = [...lovedOnes, ...occurrences(doc, THEM).filter((t) => lovedOnes.some((l) => l.first < t.first && t.first - l.first <= 25))];
  for (const survival of occurrences(doc, SURVIVE)) {
    if (!endsItsClause(doc, survival) || !/^\s*\?/.test(text.slice(survival.end, survival.end + 3))) continue;
    const subject = subjects.find((s) => s.last < survival.first && survival.first - s.last <= 2 && ASKING.has(tokens[s.first - 1]?.norm ?? '') && tokens[s.first - 1].clause === tokens[survival.first].clause);
    if (subject) return { ...subject, start: tokens[subject.first - 1].start, end: survival.end, text: text.slice(tokens[subject.first - 1].start, survival.end) };
  }
  return null;
}

// A death in the family awaited as the cost of waiting: "Don't wait for the funeral", "don't wait for the call from the
// hospital", "every day you wait is a day closer to the funeral", "you won't know until you're picking out a tiny casket".
// A funeral home's own trade speaks of funerals and caskets, so its ads are read for gore and fear, not for these words.
const DEATH_IN_THE_FAMILY = concept('death in the family', [
  'funeral', 'casket', 'coffin', 'tiny casket', 'small casket', 'little coffin', 'call from the hospital', 'call from the police', 'call from the coroner', 'phone call from the hospital',
  'the morgue', 'body bag', 'graveside', 'the grave',
]);
const AWAITING = concept('awaiting', ['wait for', 'wait until', 'wait till', 'waiting for', 'until you are', "until you're", 'closer to', 'picking out', 'end up at', 'end up in', 'standing at']);
const FUNERAL_TRADE = concept('funeral trade', ['funeral home', 'funeral homes', 'funeral chapel', 'memorial chapel', 'mortuary', 'cremation', 'cremations', 'pre planning', 'preplanning', 'pre plan', 'preplan', 'cemetery', 'funeral director', 'funeral trust', 'florist', 'sympathy', 'procession', 'processions', 'escort', 'escorts']);

function deathAwaited(doc: TConceptDoc): THit | null {
  if (occurrences(doc, FUNERAL_TRADE).length > 0) return null;
  const frame = near(doc, AWAITING, DEATH_IN_THE_FAMILY, { window: 3, ordered: true })[0];
  return frame ? frameHit(frame) : null;
}

// A silent killer at work on the family now: "radon is killing your family", "the mold could be poisoning your kids".
// "Gas prices killing your family's budget?" harms a budget: the family is its owner there.
const KILLING = concept('killing', ['killing', 'poisoning', 'suffocating', 'slowly killing', 'silently killing', 'quietly killing', 'gassing']);

function killingTheFamily(doc: TConceptDoc): THit | null {
  const frame = near(doc, KILLING, LOVED_ONES, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !/'s$/i.test(doc.tokens[f.b.last].norm));
  return frame ? frameHit(frame) : killingThemAsTheySleep(doc);
}

// The same silent killer told of the sleepers by pronoun: "the mold is poisoning them while they sleep", "radon is killing
// you as you sleep". The verb is at work now ("-ing"), and its victims are people: an exterminator kills bed bugs as they sleep.
const KILLING_NOW = concept('killing now', ['=killing', '=poisoning', '=suffocating', '=gassing', '=choking']);
const SLEEPERS = concept('sleepers', ['=them', '=you', '=him', '=her']);
const ASLEEP = concept('asleep', ['while they sleep', 'while you sleep', 'as they sleep', 'as you sleep', 'in their sleep', 'in your sleep', 'while they are sleeping', 'while you are sleeping', "while they're asleep", "while you're asleep", 'every night']);
const PESTS = concept('pests', ['bed bugs', 'bedbugs', 'bugs', 'pests', 'insects', 'mice', 'rats', 'rodents', 'roaches', 'cockroaches', 'termites', 'ants', 'mosquitoes', 'fleas', 'ticks', 'weeds', 'grubs', 'exterminator', 'exterminators', 'pest control']);

function killingThemAsTheySleep(doc: TConceptDoc): THit | null {
  if (occurrences(doc, PESTS).length > 0) return null;
  const asleep = occurrences(doc, ASLEEP);
  const frame = near(doc, KILLING_NOW, SLEEPERS, { window: 0, ordered: true }).find(
    (f) => !isNegatedHit(doc, f.a) && asleep.some((a) => a.first > f.b.last && a.first - f.b.last <= 2 && doc.tokens[a.first].clause === doc.tokens[f.b.last].clause),
  );
  return frame ? frameHit(frame) : null;
}

// The killing foretold with the family as its object: "someone could break in and murder your family", "a leak tonight could
// poison your kids". "Can" states a general fact ("CO can kill"), "kill your family's budget" harms a budget, and "shoot" is
// left out: a photographer shoots the family portrait.
const DEADLY_DEED = concept('deadly deed', ['murder', 'kill', 'kidnap', 'abduct', 'rape', 'stab', 'strangle', 'poison', 'suffocate', 'slaughter', 'butcher', 'burn alive']);

const NOBODY = new Set(['nobody', 'noone', 'none', 'never', 'not', 'no']);

// Ruin or a break-in foretold as certain for the reader's family, to sell the rescue: "your family will be on the street
// by Christmas", "they will break in while you sleep". "So your family is never homeless" promises the opposite, and a
// burglary told as the news ("break-ins rose last year") foretells nothing.
const RUIN = concept('ruin', ['on the street', 'out on the street', 'on the streets', 'homeless', 'lose everything', 'lose your home', 'lose the house', 'out in the cold', 'in a shelter']);
const BREAK_IN = concept('break in', ['break in', 'breaks in', 'break into', 'kick in your door', 'kick down your door', 'come for you', 'come for your']);

function ruinForetold(doc: TConceptDoc): THit | null {
  const foretoldBefore = (h: THit, reach: number) =>
    doc.tokens.slice(Math.max(0, h.first - reach), h.first).some((t) => t.clause === doc.tokens[h.first].clause && (FORETELLING.has(t.norm) || /'ll$/.test(t.norm)) && t.norm !== "won't" && t.norm !== "wouldn't");
  const ruined = near(doc, LOVED_ONES, RUIN, { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.b, 4) && foretoldBefore(f.b, 3));
  if (ruined) return frameHit(ruined);
  const brokenIn = near(doc, BREAK_IN, ASLEEP, { window: 2, ordered: true }).find((f) => !isNegatedHit(doc, f.a, 4) && foretoldBefore(f.a, 2));
  return brokenIn ? frameHit(brokenIn) : null;
}

/**
 * The reader pictured in degradation to sell the rescue: "you'll lie in your own filth till the mail carrier notices", "you'll
 * be living on dog food". The reader is named just before it in the same sentence; "so you never end up ..." denies it.
 */
const DEGRADATION = concept('degradation', [
  'in your own mess', 'in your own filth', 'in your own urine', 'in your own waste', 'in your own vomit', 'in your own blood', 'eating cat food', 'eating dog food',
  'living on cat food', 'living on dog food', 'found days later', 'found weeks later', 'on the floor for days', 'for days before anyone', 'rotting in a nursing home',
]);
const THE_READER = new Set(['you', 'your', "you'd", "you'll", "you're", 'yourself']);

function degradationPictured(doc: TConceptDoc): THit | null {
  return (
    occurrences(doc, DEGRADATION).find((h) => {
      if (isNegatedHit(doc, h, 6)) return false;
      const before = doc.tokens.slice(Math.max(0, h.first - 12), h.first + 1);
      return before.some((t) => THE_READER.has(t.norm) && !/[.!?\n]/.test(doc.text.slice(t.end, h.start)));
    }) ?? null
  );
}

function familyKillingForetold(doc: TConceptDoc): THit | null {
  const frame = near(doc, DEADLY_DEED, LOVED_ONES, { window: 0, ordered: true }).find((f) => {
    if (isNegatedHit(doc, f.a) || /'s$/i.test(doc.tokens[f.b.last].norm)) return false;
    const clause = doc.tokens[f.a.first].clause;
    const before = doc.tokens.slice(Math.max(0, f.a.first - 6), f.a.first).filter((t) => t.clause === clause);
    // "Nobody will poison your kids" promises the opposite.
    if (before.some((t) => NOBODY.has(t.norm))) return false;
    return before.some((t) => FORETELLING.has(t.norm) && t.norm !== "won't" && t.norm !== "wouldn't");
  });
  return frame ? frameHit(frame) : null;
}

function fearByConcept(doc: TConceptDoc): THit | null {
  const cues = occurrences(doc, FEAR_CUE);
  const harms = occurrences(doc, HARM);
  const harmBefore = (at: number) => harms.some((h) => h.first < at && at - h.first <= 15);
  const lovedOnes = new Set(occurrences(doc, LOVED_ONES).map((l) => l.first));
  const allusions = tragedyAllusions(doc);
  const frame =
    near(doc, LOVED_ONES, HARM, { window: 4 }).find((f) => (!isNegatedHit(doc, f.b) || toldNotToLet(doc, f.a)) && cues.some((c) => Math.abs(c.first - f.a.first) <= 12)) ??
    // The question is its own prompt to imagine it. Asked of the reader, it needs a death or harm just before it
    // ("someone dies in a house fire every day. Will you be next?"), not a lottery winner ("you could be next!").
    near(doc, NEXT_TARGET, BE_NEXT, { window: 2, ordered: true }).find(
      (f) => (!isNegatedHit(doc, f.b) || (lovedOnes.has(f.a.first) && toldNotToLet(doc, f.a))) && endsItsClause(doc, f.b) && (lovedOnes.has(f.a.first) || harmBefore(f.a.first)),
    ) ??
    // "It happened twenty minutes from here. Next time it could be your street": after a harm or a tragedy the ad points to.
    near(doc, NEXT_TIME, COULD_BE_YOURS, { window: 2, ordered: true }).find((f) => {
      const target = near(doc, [f.b], NEXT_TARGET, { window: 1, ordered: true }).length > 0;
      return target && (harmBefore(f.a.first) || allusions.some((a) => a.first < f.a.first && f.a.first - a.first <= 30));
    }) ??
    // "After Friday's shooting at the mall... Don't be the next victim": told not to be next, right after a tragedy the ad
    // points to. Without the tragedy it is a locksmith's or a fraud desk's everyday warning.
    near(doc, TOLD_NOT_TO_BE, BE_NEXT, { window: 1, ordered: true }).find((f) => allusions.some((a) => a.first < f.a.first && f.a.first - a.first <= 30));
  return frame ? frameHit(frame) : familyKillingForetold(doc) ?? deathForetold(doc) ?? readerDeathForetold(doc) ?? deathForetoldInSpanish(doc) ?? survivalQuestion(doc) ?? deathAwaited(doc) ?? killingTheFamily(doc) ?? ruinForetold(doc) ?? degradationPictured(doc);
}

// A dead body told as rotting: "a rotting corpse", "decomposing bodies", "rotting flesh". A rotten deal, a decaying
// tooth or "the body of work" carry no death.
const ROTTING = concept('rotting', ['rotting', 'decomposing', 'decaying', 'putrid', 'festering', 'maggot infested', 'bloated']);
const DEAD_BODY = concept('dead body', ['corpse', 'corpses', 'cadaver', 'cadavers', 'flesh', '=body', '=bodies', 'remains']);
/** "Don't leave your kids a rotting corpse", "never let them find your body": a warning puts the thing before the reader, it does not deny it. */
const WARNING_VERBS = new Set(['let', 'leave', 'make', 'wait', 'become', 'end']);

function isWarning(doc: TConceptDoc, hit: THit): boolean {
  const { tokens } = doc;
  for (let i = hit.first - 1; i >= 0 && hit.first - i <= 8 && tokens[i].clause === tokens[hit.first].clause; i--) {
    if (/^(?:don't|dont|never|do)$/.test(tokens[i].norm)) return WARNING_VERBS.has(tokens[i + (tokens[i + 1]?.norm === 'not' ? 2 : 1)]?.norm ?? '');
  }
  return false;
}

function rottingBody(doc: TConceptDoc): THit | null {
  const frame = near(doc, ROTTING, DEAD_BODY, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.a) || isWarning(doc, f.a));
  return frame ? frameHit(frame) : null;
}

// An injury painted in its detail, as a shock ad paints it: "bone through the skin", "a pool of blood", "her body
// through the windshield", "we scraped her off the highway", "pus and black gums". One detail may be a clinic's plain
// word ("compound fracture"); two different ones in one ad are a scene set to frighten.
const WOUND_DETAIL = concept('wound in detail', [
  'bone through', 'bones through', 'through the skin', 'pool of blood', 'pools of blood', 'puddle of blood', 'blood across', 'blood on the', 'through the windshield',
  'scraped her off', 'scraped him off', 'scraped them off', 'scrape you off', 'scraped off the', 'pus', 'black gums', 'mangled', 'maimed', 'crushed skull', 'open fracture',
  'compound fracture', 'body bag', 'body bags', 'toe tag', 'chalk outline', 'dead on the floor',
]);

function woundsInDetail(doc: TConceptDoc): THit | null {
  if (occurrences(doc, FIRST_AID).length > 0) return null;
  const details = occurrences(doc, WOUND_DETAIL).filter((h) => !isNegatedHit(doc, h));
  return new Set(details.map((h) => h.text.toLowerCase())).size >= 2 ? details[0] : null;
}

function goreByConcept(doc: TConceptDoc, livestock: (m: THit) => boolean): THit | null {
  const notGore = new Set(occurrences(doc, NOT_GORE_AFTER).map((h) => h.first));
  return occurrences(doc, GORE).find((h) => !isNegatedHit(doc, h) && !notGore.has(h.last + 1) && !(/^(?:butcher|slaughter)/i.test(h.text) && livestock(h))) ?? null;
}

// Contempt for a people: a word of disgust or vermin beside a group's name ("curry-stinking immigrant buffet",
// "refugees swarming in"). After the name only a plural of people counts, so "Asian carp invading our lakes"
// is not read as people.
const CONTEMPT = concept('contempt', [
  'stinking', 'stinky', 'smelly', 'filthy', 'dirty', 'vermin', 'invaders', 'invading', 'invasion', 'infesting', 'infested', 'swarming', 'swarm', 'hordes', 'horde', 'savage', 'savages',
  'parasites', 'parasite', 'rats', 'cockroaches', 'thieving', 'lazy', 'freeloading', 'freeloaders', 'breeding like', 'stink', 'stinks', 'stench', 'reek', 'reeks',
]);
const PEOPLES = [
  'immigrants', 'foreigners', 'refugees', 'migrants', 'mexicans', 'somalis', 'muslims', 'arabs', 'jews', 'asians', 'africans', 'blacks', 'gays', 'latinos', 'hispanics', 'indians', 'natives',
  'puerto ricans', 'haitians', 'syrians', 'iraqis', 'afghans', 'ethiopians', 'liberians', 'gypsies', 'transgenders', 'homosexuals', 'lesbians',
];
const exactly = (words: readonly string[]) => words.map((p) => p.split(' ').map((w) => `=${w}`).join(' '));
const GROUP_PEOPLE = concept('people of a group', exactly(PEOPLES));
// Before a noun only the names that are not also a colour, a season or a species ("black mold", "Indian summer", "Asian beetles").
const GROUP = concept('group of people', exactly([...PEOPLES, 'immigrant', 'refugee', 'migrant', 'mexican', 'somali', 'muslim', 'arab', 'jewish', 'latino', 'hispanic']));

/** The blame said of a people: "took our jobs", "are ruining". "Refugees go back to school" is not blame. */
const BLAME = concept('blame', ['took our jobs', 'take our jobs', 'taking our jobs', 'stole our jobs', 'steal our jobs', 'stealing our jobs', 'ruining', 'ruined', 'are criminals', 'are animals', 'breed like']);

/** "Dirty Mexican martini", "dirty rice": a dish or drink, not people. */
const DISH = concept('dish or drink', ['martini', 'martinis', 'rice', 'fries', 'nachos', 'chai']);

// Contempt for a people's speech: their language named beside a word that makes it noise ("Somali gibberish", "all that
// Spanish jabbering", "Hmong babble"). Language names are matched only before such a word, so "Spanish classes" is nothing.
const LANGUAGE_OF_A_PEOPLE = concept('language of a people', exactly([
  'spanish', 'somali', 'hmong', 'vietnamese', 'chinese', 'arabic', 'mexican', 'african', 'asian', 'oromo', 'korean', 'japanese', 'russian', 'indian', 'foreign', 'immigrant', 'oriental', 'muslim',
]));
const NOISE = concept('noise', ['gibberish', 'jibberish', 'jabber', 'jabbering', 'babble', 'babbling', 'mumbo jumbo', 'gobbledygook', 'yammering', 'gibbering', 'ching chong', 'blah blah']);
/** "You won't have to put up with the Somalis": a people as a nuisance to be endured. */
const ENDURE = concept('endure', ['put up with', 'putting up with', 'puts up with', 'tired of the', 'sick of the']);

/** "Immigrants' paperwork": the people own the thing named after them. */
function isPossessive(doc: TConceptDoc, hit: THit): boolean {
  return /^['\u2019]/.test(doc.text.slice(hit.end, hit.end + 1));
}

// A people named as criminals or spongers: "Somali thugs", "Asian poachers", "third-world freeloaders". The word after the
// name is a word for people, so no colour, season or species is read; "no ... on my boat" excludes them, it denies nothing.
const PEOPLE_NAMED = concept('people named', exactly([
  'immigrant', 'refugee', 'migrant', 'mexican', 'somali', 'muslim', 'arab', 'jewish', 'latino', 'hispanic', 'asian', 'african', 'black', 'indian', 'chinese', 'vietnamese', 'hmong',
  'korean', 'oromo', 'haitian', 'syrian', 'iraqi', 'afghan', 'ethiopian', 'liberian', 'foreign', 'third world', 'third-world',
]));
const CRIMINALS = concept('criminals', [
  'thugs', 'thug', 'poachers', 'thieves', 'criminals', 'crooks', 'gangsters', 'gangbangers', 'rapists', 'terrorists', 'freeloaders', 'moochers', 'leeches', 'scroungers', 'welfare cheats',
  'looters', 'hoodlums', 'savages',
]);

// People called refuse by where they live or what they are: "reservation trash", "trailer trash", "white trash", "ghetto
// scum". The word before names people's place or kind, so "kitchen trash" and "yard waste" are nothing.
const PEOPLES_PLACE = concept('a people or its place', exactly(['reservation', 'rez', 'trailer', 'trailer park', 'white', 'ghetto', 'hood', 'barrio', 'immigrant', 'refugee', 'welfare', 'section 8']));
const REFUSE = concept('refuse', exactly(['trash', 'scum', 'filth', 'vermin', 'garbage people', 'lowlifes']));
/** "Trash pickup", "trash bags": the refuse itself, collected. */
const REFUSE_SERVICE = /^(?:pick|pickup|bag|bags|can|cans|bin|bins|removal|hauling|haul|service|services|collection|day|days|dumpster|truck|cleanup|clean)$/;

/** A people waved off as a sort: "no refugee types", "the immigrant element". "Somali types of tea" are kinds of tea. */
const DISMISSED_KIND = concept('dismissed kind', ['=types', '=sorts', '=element']);

// Home set against a people's country as the lesser place: "this is Moorhead, not a Mogadishu bazaar", "we're in America,
// not Mexico". Two home places ("this is Minnesota, not Florida") compare weather, not people.
const THIS_IS = concept('this is', ['this is', "this ain't", 'this isnt', "we're in", 'we are in', "you're in", 'you are in', 'welcome to']);
const PEOPLES_COUNTRY = concept("a people's country", exactly([
  'somalia', 'mogadishu', 'mexico', 'tijuana', 'africa', 'haiti', 'baghdad', 'kabul', 'third world', 'banana republic', 'beirut', 'calcutta', 'bangladesh', 'guatemala', 'honduras',
  'el salvador', 'ethiopia', 'nigeria', 'china', 'india', 'vietnam', 'laos', 'kenya', 'iraq', 'afghanistan', 'syria', 'pakistan', 'cambodia', 'ghetto', 'the barrio',
]));

function homeAgainstTheirCountry(doc: TConceptDoc): TFrame[] {
  return near(doc, THIS_IS, PEOPLES_COUNTRY, { window: 6, ordered: true }).filter((f) => {
    // The home place is named first, then the other denied: "not" stands between them.
    return doc.tokens.slice(f.a.last + 2, f.b.first).some((t) => t.norm === 'not');
  });
}

// The in-group called the real people of the place, set against a people named near it: "the bands take the walleye
// ... fish it like real Minnesotans did". "Real Minnesotans love hotdish" names nobody.
const REAL_INSIDERS = concept('the real people of a place', [
  'real americans', 'true americans', 'real minnesotans', 'true minnesotans', 'real citizens', 'real locals', 'real natives', 'real residents', 'real hunters and anglers',
]);
const OTHERED = union('a people set apart', GROUP_PEOPLE, concept('tribes', exactly(['tribes', 'tribal', 'tribe', 'reservation', 'band members'])));

function insidersAgainstAPeople(doc: TConceptDoc): TFrame[] {
  return near(doc, OTHERED, REAL_INSIDERS, { window: 40, sameClause: false }).filter((f) => !isNegatedHit(doc, f.b));
}

// People named as the quarry: "open season on liberals", "protester hunting licenses", crosshairs over a politician in
// the art. Game ("open season on walleye") and a range's silhouette targets name no people.
const SIDE = concept('political side', exactly([
  'liberal', 'liberals', 'libs', 'libtards', 'democrat', 'democrats', 'dems', 'republican', 'republicans', 'conservatives', 'leftist', 'leftists', 'commies', 'communists',
  'socialists', 'politician', 'politicians', 'senator', 'governor', 'mayor', 'protester', 'protesters', 'protestor', 'protestors', 'activists', 'tree huggers', 'environmentalists', 'feminists', 'antifa', 'rinos',
  'illegals', 'bureaucrats', 'tax collectors', 'game wardens', 'journalists', 'reporters',
]));
const QUARRY = union('people as quarry', GROUP_PEOPLE, SIDE);
const HUNTED = concept('hunted', ['hunting season', 'open season', 'season on', 'hunting license', 'hunting licenses', 'hunting permit', 'hunting permits', 'hunting tags', 'bounty on', 'bounties on']);
const SIGHTED = concept('sighted', ['crosshairs', 'cross hairs', 'crosshair', 'reticle', 'rifle scope', 'scope sight', 'in the sights', 'in our sights', 'gun sights']);

function peopleHunted(doc: TConceptDoc): THit | null {
  const frame = [...near(doc, QUARRY, HUNTED, { window: 2 }), ...near(doc, SIGHTED, QUARRY, { window: 8, ordered: true })].sort((a, b) => a.start - b.start)[0];
  return frame && !isNegatedHit(doc, frame.a) ? frameHit(frame) : null;
}

// Newcomers told to leave: "go back to your own country", "speak English or get out", "send them back to Mexico".
const TOLD_TO_LEAVE = concept('told to leave', [
  'go back where you came from', 'go back to where you came from', 'back where you came from', 'back where they came from', 'go back to your country',
  'go back to your own country', 'go home to your country', 'back to your own country', 'speak english or leave', 'speak english or get out', 'speak english or go home',
  'learn english or leave', 'learn english or get out', 'learn english or go home', 'english or get out',
]);
const GO_BACK_TO = concept('go back to', ['go back to', 'send them back to', 'send em back to', 'ship them back to', 'ship em back to', 'deport them to']);

function toldToLeave(doc: TConceptDoc): THit | null {
  const told = [...occurrences(doc, TOLD_TO_LEAVE), ...near(doc, GO_BACK_TO, PEOPLES_COUNTRY, { window: 0, ordered: true }).map(frameHit)];
  return told.filter((h) => !isNegatedHit(doc, h)).sort((a, b) => a.start - b.start)[0] ?? null;
}

function contemptForAPeople(doc: TConceptDoc): THit | null {
  const dishes = new Set(occurrences(doc, DISH).map((h) => h.first));
  const frame = [
    ...near(doc, LANGUAGE_OF_A_PEOPLE, NOISE, { window: 1, ordered: true }),
    // "You won't have to put up with..." promises their absence: the negation is the contempt, not a denial of it.
    ...near(doc, ENDURE, GROUP_PEOPLE, { window: 2, ordered: true }).filter((f) => !isPossessive(doc, f.b)),
    ...near(doc, CONTEMPT, GROUP, { window: 2, ordered: true }).filter((f) => !dishes.has(f.b.last + 1)),
    // "The Somalis and their cooking stink": what is theirs may stand between the people and the contempt.
    ...near(doc, GROUP_PEOPLE, CONTEMPT, { window: 4, ordered: true }),
    ...near(doc, GROUP_PEOPLE, BLAME, { window: 2, ordered: true }).filter((f) => !isNegatedHit(doc, f.b)),
    ...near(doc, PEOPLE_NAMED, CRIMINALS, { window: 0, ordered: true }),
    ...near(doc, PEOPLE_NAMED, DISMISSED_KIND, { window: 0, ordered: true }).filter((f) => doc.tokens[f.b.last + 1]?.norm !== 'of'),
    ...homeAgainstTheirCountry(doc),
    ...insidersAgainstAPeople(doc),
    ...near(doc, PEOPLES_PLACE, REFUSE, { window: 0, ordered: true }).filter((f) => !REFUSE_SERVICE.test(doc.tokens[f.b.last + 1]?.norm ?? '')),
    ...caricatureMocksStatus(doc),
    ...foodMocksStatus(doc),
    ...evenOneOfThem(doc),
    ...aPersonOfAPeopleAsTheMeasure(doc),
  ].sort((p, q) => p.start - q.start)[0];
  return frame ? frameHit(frame) : (nativePeopleMocked(doc) ?? occurrences(doc, MOCK_PIDGIN)[0] ?? toldToLeave(doc));
}

// A people as the measure of the least able: "so cheap even a Mexican can afford it", "so easy even a woman could do it".
const EVEN_A = concept('even a', ['even a', 'even an', 'even the']);
const THE_LEAST = union('the least able', GROUP, concept('sex', exactly(['woman', 'women', 'girl', 'girls', 'blonde', 'blondes'])));
const CAN = new Set(['can', 'could', 'would', 'will', 'gets', 'understands', 'afford', 'affords']);
function evenOneOfThem(doc: TConceptDoc): TFrame[] {
  return near(doc, EVEN_A, THE_LEAST, { window: 0, ordered: true }).filter((f) => CAN.has(doc.tokens[f.b.last + 1]?.norm ?? '') && !isNegatedHit(doc, f.a));
}

// One of a people as the yardstick of a comparison: "tougher than a Somali at ...", "dressed like a Mexican", "haggles
// like a gypsy". The name must end its phrase, so "like a Mexican grandmother" or "than an Indian summer" compares a
// person or a season, and "authentic as a Mexican market" a place.
const COMPARED_TO = concept('compared to', ['than a', 'than an', 'than any', 'than the average', 'than your average', 'like a', 'like an', 'like some']);
const ONE_OF_A_PEOPLE = concept('one of a people', exactly([
  'mexican', 'somali', 'muslim', 'arab', 'jew', 'asian', 'african', 'black guy', 'black man', 'black woman', 'chinaman', 'gypsy', 'puerto rican', 'haitian', 'hmong', 'latino',
  'hispanic', 'immigrant', 'refugee', 'migrant', 'eskimo', 'oriental', 'illegal', 'wetback', 'indian',
]));
const PHRASE_GOES_ON = /^(?:on|at|in|with|who|after|before|during|from|when|and|or|but|that|trying|looking|chasing)$/;
function aPersonOfAPeopleAsTheMeasure(doc: TConceptDoc): TFrame[] {
  return near(doc, COMPARED_TO, ONE_OF_A_PEOPLE, { window: 0, ordered: true }).filter((f) => {
    const next = doc.tokens[f.b.last + 1];
    return (!next || next.clause !== doc.tokens[f.b.last].clause || PHRASE_GOES_ON.test(next.norm)) && !isPossessive(doc, f.b) && !isNegatedHit(doc, f.a);
  });
}

// Asian people mocked in a put-on broken English: "me so thirsty", "love you long time", "velly nice".
const MOCK_PIDGIN = concept('mock pidgin', [
  'love you long time', 'me so horny', 'me so thirsty', 'me so hungry', 'me so sorry', 'sucky sucky', 'flied rice', 'flied lice', 'so solly', 'velly good', 'velly nice', 'velly cheap',
  'me no speak', 'me likey', 'ching chong',
]);

// Native people played as a costume: the war whoop, the tomahawk chop, a "war party" in feather headdresses. One such
// word may be history or a team's old name; two together in an ad are the caricature. A powwow speaks of regalia.
const NATIVE_CARICATURE = concept('Native caricature', [
  'war whoop', 'war whoops', 'war cry', 'tomahawk chop', 'war party', 'war paint', 'feather headdress', 'feather headdresses', 'headdress', 'headdresses', 'indian dance',
  'rain dance', 'on the warpath', 'how how', 'heap big', 'firewater', 'injun',
]);

function nativePeopleMocked(doc: TConceptDoc): THit | null {
  const hits = occurrences(doc, NATIVE_CARICATURE).filter((h) => !isNegatedHit(doc, h));
  return hits.find((h) => new Set(hits.filter((o) => Math.abs(o.first - h.first) <= 40).map((o) => o.text.toLowerCase())).size >= 2) ?? null;
}

// A people dressed up as a caricature (a sombrero, a poncho, "amigo") and mocked in the same breath for their papers.
// Either alone is ordinary: a Cinco de Mayo party, or an immigration lawyer's "green card".
const CARICATURE = concept('caricature', ['sombrero', 'sombreros', 'poncho', 'ponchos', '=amigo', '=amigos', 'fake mustache', 'fake moustache']);
const STATUS_JOKE = concept('status joke', [
  'no green card', 'green card optional', 'green card not required', 'no papers', 'papers optional', 'without papers', 'la migra', 'border patrol', 'jump the border', 'hop the border',
  'jumped the border', 'border jumpers', 'border hoppers',
]);

function caricatureMocksStatus(doc: TConceptDoc): TFrame[] {
  return near(doc, CARICATURE, STATUS_JOKE, { window: 20, sameClause: false });
}

// A people's food sold with a joke about their papers or deportation: "tacos so authentic ICE will check their papers",
// "burritos worth getting deported for". A benefit for families facing deportation, or a know-your-rights night, is help.
const FOOD_OF_A_PEOPLE = concept('a people\'s food', [
  'tacos', 'taco', 'burritos', 'burrito', 'tamales', 'enchiladas', 'salsa', 'quesadillas', 'pupusas', 'pho', 'egg rolls', 'sambusa', 'sambusas', 'curry', 'kebab', 'kebabs', 'gyros',
]);
const PAPERS_JOKE = concept('papers joke', [
  'their papers', 'check papers', 'show papers', 'your papers', 'deport', 'deported', 'deporting', 'deportation', 'ice raid', 'ice raids', 'call ice', 'ice will', 'ice agents', 'la migra',
  'no green card', 'green card optional', 'border patrol', 'jump the border', 'hop the border',
]);
const HELP_GIVEN = concept('help given', ['benefit', 'fundraiser', 'proceeds', 'legal fund', 'legal defense', 'know your rights', 'solidarity', 'donate', 'donations', 'support our neighbors']);
function foodMocksStatus(doc: TConceptDoc): TFrame[] {
  if (occurrences(doc, HELP_GIVEN).length > 0) return [];
  return near(doc, FOOD_OF_A_PEOPLE, PAPERS_JOKE, { window: 20, sameClause: false }).filter((f) => !isNegatedHit(doc, f.b));
}

const LEET: Record<string, string> = { '@': 'a', $: 's', '0': 'o', '1': 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Same length as the input, so offsets still point into the original text. */
export function undoLeetspeak(text: string): string {
  return text.replace(/[A-Za-z0-9@$!|*]+/g, (token) => {
    if (!/[A-Za-z]/.test(token) || !/[0-9@$!|]/.test(token)) return token;
    // A figure in the plural is a number ("45s" are records, "the 80s" a decade), not a word in disguise.
    if (/^\d+s$/i.test(token)) return token;
    // A trailing "!" or "|" is punctuation, not a letter.
    return token.replace(/[0-9@$!|](?=[A-Za-z0-9@$!|*])|[0-9@$](?![A-Za-z0-9@$!|*])/g, (c) => LEET[c] ?? c);
  });
}

// Mask signs, and the grawlix comic strips curse in ("s#!t", "$#!t", "b@#$h"): a run of letters and signs with a letter in it.
// A plus sign may join the grawlix ("f*+*"), but plus signs alone grade ("A++", "C++") and mask nothing.
const MASKED_WORD = /(?<![\p{L}\p{N}*#@%$!&^+])(?=[*#@%$!&^+]*[a-z])[a-z*#@%$!&^+]*[*#@%$!&^+][a-z*#@%$!&^+]*(?![\p{L}\p{N}*#@%$!&^+])/giu;

/**
 * A word with letters starred out ("f**king", "a**", "b*tch", "r*tarded", "s#!t") that lines up with one of `words`: the
 * letters in place, one letter for each mask sign. "A*B testing", "5* hotel", "AT&T" or "R&B" line up with none.
 */
/** A word with the endings a masked spelling keeps unmasked ("d*ckheads", "b*tches", "f*cked"). */
const inflected = (word: string): string[] => [word, `${word}s`, `${word}es`, `${word}ed`, `${word}ing`, `${word}er`, `${word}ers`];

function maskedWords(text: string, words: readonly string[]): TMatch[] {
  const found: TMatch[] = [];
  for (const m of text.matchAll(MASKED_WORD)) {
    // Signs after a whole word are a footnote mark or an exclamation ("as low as*", "Wow!"), not a mask.
    if (!/[*#@%$!&^]/.test(m[0])) continue;
    if (/^[a-z]+[*#@%$!&^+]+$/i.test(m[0]) && !/^[a-z]+[*#@%+]{2,}$/i.test(m[0])) continue;
    const shape = new RegExp(`^${m[0].toLowerCase().replace(/[*#@%$!&^+]/g, '[a-z]')}$`);
    if (words.some((word) => inflected(word).some((form) => shape.test(form)))) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return found;
}

// A word dashed out as print and radio scripts write it: "f--- it", "holy s---", "sh-- happens", "a-- kicked". Each dash
// stands for one letter and there are at least two, so "Plan B--", "A-B" or a range "Mon--Fri" line up with no word. A
// surname cut to its initial after a first name ("John D---") is a person kept anonymous, not a curse.
const DASHED_WORD = /(?<![\p{L}\p{N}-])([a-z]{1,3})([-\u2013\u2014]{2,})(?![\p{L}\p{N}-])/giu;

function dashedWords(text: string, words: readonly string[]): TMatch[] {
  const found: TMatch[] = [];
  for (const m of text.matchAll(DASHED_WORD)) {
    if (/^\p{Lu}$/u.test(m[1]) && /\p{Lu}\p{Ll}+\s+$/u.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    const shape = new RegExp(`^${m[1].toLowerCase()}[a-z]{${m[2].length}}$`);
    if (words.some((word) => shape.test(word))) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/**
 * The text with each masked or dashed profane word written out ("f*ck" -> "fuck", "sh--" -> "shit"), the same length, so
 * other rules can read the word a masked spelling stands for at the offsets it was written at.
 */
export function unmaskProfanity(text: string): string {
  let out = text;
  for (const m of [...maskedWords(text, MASKABLE_PROFANITY), ...dashedWords(text, MASKABLE_PROFANITY)]) {
    const shape = new RegExp(`^${m.text.toLowerCase().replace(/[^a-z]/g, '[a-z]')}$`);
    const word = MASKABLE_PROFANITY.flatMap(inflected).find((w) => shape.test(w));
    if (word) out = out.slice(0, m.start) + word + out.slice(m.end);
  }
  return out;
}

const CYRILLIC_WORD = /(?<![\p{L}*])[\p{Script=Cyrillic}*]*\p{Script=Cyrillic}[\p{Script=Cyrillic}*]*(?![\p{L}*])/gu;
/** A Russian obscenity, whole or with stars for some of its letters. */
function russianMat(text: string): TMatch | null {
  for (const m of text.matchAll(CYRILLIC_WORD)) {
    const word = m[0].toLowerCase();
    const letters = word.replace(/\*/g, '').length;
    if (letters < 2) continue;
    const shape = new RegExp(`^${word.replace(/\*/g, '[а-яё]')}$`, 'u');
    if (RUSSIAN_MAT.some((w) => shape.test(w))) return { text: m[0], start: m.index, end: m.index + m[0].length };
  }
  return null;
}

export const maskedProfanity = (text: string): TMatch | null => maskedWords(text, MASKABLE_PROFANITY)[0] ?? dashedWords(text, MASKABLE_PROFANITY)[0] ?? null;

/** A masked slur keeps two letters and lines up with no profane word: "f***" is a curse before it is "fags". */
export function maskedSlur(text: string): TMatch | null {
  const profane = maskedWords(text, MASKABLE_PROFANITY);
  // An ampersand joins initials ("P&KI Supply"); it stands for no letter of a slur.
  return maskedWords(text, MASKABLE_SLURS).find((m) => (m.text.match(/[a-z]/gi) ?? []).length >= 2 && !m.text.includes('&') && !profane.some((p) => p.start === m.start)) ?? null;
}

const SYMBOL_SPELT = /(?<![\p{L}\p{N}])(?=[\p{L}\p{N}@$!|]*[@$!|0-9])(?=[\p{L}\p{N}@$!|]*\p{L})[\p{L}\p{N}@$!|]+/gu;

/**
 * A word spelt with symbols or digits for letters ("@ss", "a$$", "p!ss", "d1ck") that reads as a profane word. The
 * disguise is the intent: "ass" alone may be a donkey, "@ss" never is.
 */
export function symbolSpeltProfanity(text: string): TMatch | null {
  for (const m of text.matchAll(SYMBOL_SPELT)) {
    const word = m[0].replace(/[!|]+$/, '');
    // "Dick!" or "Ass!" is a plain word shouted: the disguise must be left once the punctuation is gone.
    if (!/[0-9@$!|]/.test(word)) continue;
    if (MASKABLE_PROFANITY.includes(undoLeetspeak(word).toLowerCase())) return { text: word, start: m.index, end: m.index + word.length };
  }
  return null;
}

// A headline wrapped over lines ("YOUR DAUGHTER COULD BE / THEIR NEXT VICTIM") is one clause: a line that ends on a
// word no sentence ends on (an article, a possessive, a preposition, a modal) runs on into the next line.
const RUNS_ON = /\b(?:the|a|an|your|their|our|my|his|her|its|of|to|for|with|and|or|be|is|are|was|were|could|would|should|will|can|may|might|must|not|in|on|at|by|from|into|than)[ \t]*\n(?:[ \t]*\n)?(?=[ \t]*\p{L})/giu;

// A headline set in capitals wraps before its object: "YOUR ROOF COULD KILL / YOUR KIDS TONIGHT". A capitals line that ends
// on a word, not a stop, runs on into a capitals line that opens on a possessive (after a layout mark such as "~"). Read
// from an image, big type leaves a blank line between the two, which is still one headline.
const CAPS_RUNS_ON = /(?<=\p{Lu}{2})[ \t]*\n(?:[ \t]*\n)?(?=[ \t~•*-]*(?:YOUR|YOU|THEIR|HIS|HER|OUR|THE|EVERY)\b[^\n\p{Ll}]*$)/gmu;

// A body line this long that ends on no stop was wrapped by the layout (a PDF's text layer keeps its line breaks), not
// ended by the writer: "the blocks full of dirty / Africans".
const BODY_WRAP = /(?<=[^\n]{40})(?<=[\p{Ll}\d,])\n(?=[ \t]*[\p{L}\d])/gu;

/** The text with wrapped lines joined, the same length, so offsets still point into the original. */
export function unwrapLines(text: string): string {
  return text
    .replace(RUNS_ON, (m) => m.replace(/\n/g, ' '))
    .replace(CAPS_RUNS_ON, (m) => m.replace(/\n/g, ' '))
    .replace(BODY_WRAP, ' ');
}

// A curse said by its sound in other words ("Pho King good soup", "eat pho king much", "fawking delicious"): the
// sound-alike is the curse when an adjective or "much" follows it as "fucking" would. "Pho King Kitchen" is a name.
const SOUNDS_LIKE_A_CURSE = concept('sounds like a curse', ['pho king', 'pho kin', 'phoking', 'phokin', 'pho kinh', 'fawking', 'fawkin', 'fooking', 'fookin', 'fuhking', 'fuhkin']);
const INTENSIFIED = concept('intensified', [
  'good', 'great', 'delicious', 'tasty', 'amazing', 'awesome', 'much', 'hot', 'big', 'huge', 'fresh', 'cheap', 'fast', 'cold', 'best', 'better', 'yummy', 'incredible', 'fantastic',
  'spicy', 'hungry', 'rich', 'massive', 'low', 'crazy', 'insane', 'legit', 'epic', 'perfect', 'nice', 'savory', 'authentic', 'love', 'awful', 'bad', 'full', 'tired', 'cool',
]);
const WHAT_THE = concept('what the', ['what the pho', 'what the fawk', 'what the fuk', 'what the fuq', 'shut the pho up']);

function soundAlikeCurse(doc: TConceptDoc): THit | null {
  const frame = near(doc, SOUNDS_LIKE_A_CURSE, INTENSIFIED, { window: 0, ordered: true })[0];
  return frame ? frameHit(frame) : (occurrences(doc, WHAT_THE)[0] ?? null);
}

export function checkGoodTaste(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const plain = undoLeetspeak(text);
  const findings: TRuleFinding[] = [];
  const original = (m: TMatch): TMatch => ({ ...m, text: text.slice(m.start, m.end) });
  const firstIn = (patterns: readonly RegExp[]) => patterns.flatMap((p) => findAll(plain, p)).sort((a, b) => a.start - b.start)[0];

  const doc = tokenize(unwrapLines(text), input.uncertain ?? []);
  const slur = firstIn(SLURS) ?? maskedSlur(text) ?? contemptForAPeople(doc);
  if (slur) {
    findings.push(
      finding({
        citation: CITE.acceptance,
        severity: 'major',
        type: 'slur',
        description: 'Contains a slur that denigrates a group of people.',
        match: original(slur),
      }),
    );
  }

  const profanity = firstIn(PROFANITY) ?? maskedProfanity(text) ?? symbolSpeltProfanity(text) ?? russianMat(text) ?? soundAlikeCurse(doc);
  if (profanity) {
    findings.push(
      finding({
        citation: CITE.acceptance,
        severity: 'moderate',
        type: 'profanity',
        description: 'Contains profanity (including masked or leetspeak spellings).',
        match: original(profanity),
      }),
    );
  } else {
    const mild = firstIn(MILD_PROFANITY);
    if (mild) {
      findings.push(
        finding({
          citation: CITE.acceptance,
          severity: 'minor',
          type: 'mild_profanity',
          description: 'Mild language some readers object to.',
          match: original(mild),
        }),
      );
    }
  }

  const livestock = (m: TMatch) => LIVESTOCK.test(windowAround(text, m, 60));
  // "No gore", "never gruesome": a haunted house that promises none.
  const deniedNearby = (m: TMatch) => isNegatedHit(doc, { first: tokenAt(doc, m.start) }, 3);
  const violence = findAll(text, VIOLENCE).find((m) => !deniedNearby(m) && (!/^slaughter/i.test(m.text) || !livestock(m))) ?? goreByConcept(doc, livestock) ?? goreSpread(doc) ?? spilledInnards(doc) ?? injuryToAPerson(doc) ?? bodiesCutOrBroken(doc) ?? rottingBody(doc) ?? killedGraphically(doc) ?? bodilyHarm(doc) ?? woundsInDetail(doc) ?? goryPicture(doc) ?? peopleHunted(doc);
  if (violence) {
    findings.push(
      finding({
        citation: CITE.acceptance,
        severity: 'moderate',
        type: 'graphic_violence',
        description: 'Graphic or violent language; route to the creative track.',
        match: violence,
      }),
    );
  }

  // "So tender you will die" is the same hyperbole when the regular expression reads it.
  const saidInJest = (m: TMatch) => /^you\s/i.test(m.text) && isHyperbole(doc, { ...m, concept: 'fear', first: tokenAt(doc, m.start), last: tokenAt(doc, m.end - 1), uncertain: false });
  const fear = findAll(text, FEAR).find((m) => !saidInJest(m)) ?? fearByConcept(doc) ?? findAll(text, ILLNESS_FORETOLD)[0] ?? findAll(text, BODY_DECAYING)[0];
  if (fear) {
    findings.push(
      finding({
        citation: CITE.acceptance,
        severity: 'moderate',
        type: 'fear_based_copy',
        description: 'Fear-based shock copy aimed at the reader or their family.',
        match: fear,
      }),
    );
  }

  const tragedy = findAll(text, TRAGEDY_SALE)[0] ?? tragedySale(doc);
  if (tragedy) {
    findings.push(
      finding({
        citation: CITE.acceptance,
        severity: 'moderate',
        type: 'exploits_tragedy',
        description: 'Ties a sale or promotion to a tragedy.',
        match: tragedy,
      }),
    );
  }
  return findings;
}

export const goodTasteRule: TPolicyRuleModule = { policyId: POLICY_IDS.goodTaste, check: checkGoodTaste };
