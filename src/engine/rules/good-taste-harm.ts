import { concept, isNegatedHit, near, occurrences, type TConceptDoc, type THit } from './concepts';

/**
 * Graphic violence told as harm done to a human body rather than by violent words alone: a bullet or a blow put into a
 * body part ("a round through his kneecap"), a body part mashed into food or mush ("turned his face to hamburger"),
 * a body's insides blown or spread over a room ("brains all over your wall"), people blown or torn to pieces, and a threat that someone will leave in a body bag. Hunting, butchery and target
 * practice speak of game, carcasses and paper, so a doc that names them is left to the other gore rules.
 */

/** What is put into a body: a projectile, a shot or a blow. */
const PROJECTILE = concept('projectile or blow', [
  'bullet', 'bullets', 'round', 'rounds', 'slug', 'slugs', 'buckshot', 'double tap', 'hollow point', 'hollow points', 'hollowpoint', 'hollowpoints', 'fist', 'bat', 'crowbar',
  'tire iron', 'machete',
]);
const INTO = concept('into', ['=in', '=into', '=to', '=through', '=between']);
/** Parts of a person, not of game: "heart", "lungs" and "vitals" are where a hunter aims. */
const HUMAN_PART = concept('human body part', [
  'face', 'faces', 'head', 'heads', 'skull', 'skulls', 'knee', 'knees', 'kneecap', 'kneecaps', 'brain', 'brains', 'eye', 'eyes', 'the eyes', 'teeth', 'mouth', 'throat', 'neck', 'spine',
  'gut', 'belly', 'groin', 'temple', 'forehead', 'jaw',
]);
/** Only an article or a possessive between: "in the knee", "to his face", "through the thief's skull", not "to see her face". */
const DETERMINER = /^(?:the|a|an|his|her|their|your|my|its|that|this|some|one|both|[a-z]+'s)$/;
/** Game, livestock and paper targets: a shot placed in a buck's neck or a zombie target's head is the hunter's or the range's trade. */
const GAME_OR_TARGET = concept('game or target', [
  'deer', 'buck', 'bucks', 'doe', 'whitetail', 'elk', 'moose', 'bear', 'coyote', 'coyotes', 'varmint', 'varmints', 'hog', 'hogs', 'boar', 'turkey', 'pheasant', 'duck', 'ducks', 'goose',
  'game', 'hunt', 'hunting', 'hunter', 'hunters', 'harvest', 'target', 'targets', 'zombie', 'zombies', 'steel plate', 'paper plate', 'gong', 'cattle', 'livestock',
  'carcass', 'carcasses', 'butcher', 'processing', 'fish', 'walleye', 'bass',
]);

function shotIntoABodyPart(doc: TConceptDoc): THit | null {
  const into = near(doc, PROJECTILE, INTO, { window: 0, ordered: true });
  for (const f of into) {
    if (isNegatedHit(doc, f.a)) continue;
    const part = occurrences(doc, HUMAN_PART).find((p) => p.first > f.b.last && p.first - f.b.last <= 3 && onlyDeterminers(doc, f.b.last + 1, p.first));
    if (part) return { ...f.a, end: part.end, text: doc.text.slice(f.a.start, part.end) };
  }
  return null;
}

// A body part made into food or mush: "smashed his jaw to paste", "beat a face to hamburger", "reduced their heads to
// red mist". The change is told in full (a verb of change, the part, "into" or "to", the mush), so "head to the jam session"
// and "heads up: soup of the day" are not read. The brain is left out: screens "turn your brain to mush" in a parent's idiom.
const CHANGE = concept('change', ['turn', 'turns', 'turned', 'turning', 'reduce', 'reduces', 'reduced', 'smash', 'smashes', 'smashed', 'beat', 'beats', 'beaten', 'pound', 'pounds', 'pounded', 'make', 'makes', 'made', 'cave', 'caved']);
const MASHED_PART = concept('mashed body part', ['skull', 'skulls', 'face', 'faces', 'head', 'heads', 'jaw', 'jaws', 'kneecap', 'kneecaps', 'chest', 'torso', 'ribcage']);
const TURNED_INTO = concept('into', ['=into', '=to', '=in']);
const MUSH = concept('mush', [
  'pudding', 'mush', 'jelly', 'jam', 'paste', 'hamburger', 'hamburger meat', 'ground beef', 'ground chuck', 'mincemeat', 'soup', 'applesauce', 'oatmeal', 'red mist', 'pink mist',
  'canoe', 'swiss cheese', 'pulp', 'mashed potatoes', 'goo', 'slush',
]);

/** The tokens from `from` to `to` (exclusive) are all articles or possessives in one clause. */
function onlyDeterminers(doc: TConceptDoc, from: number, to: number): boolean {
  return doc.tokens.slice(from, to).every((t) => t.clause === doc.tokens[from - 1].clause && DETERMINER.test(t.norm));
}

function partMashed(doc: TConceptDoc): THit | null {
  const into = occurrences(doc, TURNED_INTO);
  const mush = occurrences(doc, MUSH);
  for (const f of near(doc, CHANGE, MASHED_PART, { window: 2, ordered: true })) {
    if (isNegatedHit(doc, f.a) || !onlyDeterminers(doc, f.a.last + 1, f.b.first)) continue;
    const link = into.find((i) => i.first === f.b.last + 1);
    const what = link && mush.find((m) => m.first > link.last && m.first - link.last <= 3 && onlyDeterminers(doc, link.last + 1, m.first));
    if (what) return { ...f.a, end: what.end, text: doc.text.slice(f.a.start, what.end) };
  }
  return null;
}

// A body part that is mush ("his face is hamburger", "their skulls were jelly"): the change told as a state.
const IS = concept('is', ['=is', '=was', '=are', '=were', "='s", '=becomes', '=became', '=be', '=ends up', '=end up']);

function partIsMush(doc: TConceptDoc): THit | null {
  const mush = occurrences(doc, MUSH);
  for (const f of near(doc, MASHED_PART, IS, { window: 0, ordered: true })) {
    const what = mush.find((m) => m.first > f.b.last && m.first - f.b.last <= 2 && onlyDeterminers(doc, f.b.last + 1, m.first));
    if (what && !isNegatedHit(doc, f.b)) return { ...f.a, end: what.end, text: doc.text.slice(f.a.start, what.end) };
  }
  return null;
}

// What is inside a head or a body spread over a room: "blow his brains out", "brains all over your wall", "guts across the
// carpet". A brain (one) is the idiom's ("blow your mind", "brain freeze"); brains, blood and guts on a surface are a body's.
const BLOW = concept('blow', ['blow', 'blows', 'blew', 'blown', 'blowing', 'splatter', 'splatters', 'splattered', 'spray', 'sprays', 'sprayed', 'paint', 'painted', 'splash', 'splashed']);
const INSIDES = concept('insides', ['brains', 'guts', 'entrails', 'innards', 'brain matter', 'skull fragments', 'blood and brains', 'blood and guts']);
const SPREAD_OVER = concept('over a surface', ['all over', 'across', 'over', 'onto', 'on']);
const SURFACE = concept('surface', ['wall', 'walls', 'carpet', 'carpets', 'floor', 'floors', 'ceiling', 'ceilings', 'rug', 'driveway', 'sidewalk', 'pavement', 'couch', 'sofa', 'drywall', 'siding', 'windshield', 'living room', 'kitchen', 'hallway', 'porch', 'lawn']);

function insidesSpread(doc: TConceptDoc): THit | null {
  const blown = near(doc, BLOW, INSIDES, { window: 4, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (blown) return { ...blown.a, end: blown.end, text: blown.text };
  const insides = occurrences(doc, INSIDES);
  for (const over of near(doc, SPREAD_OVER, SURFACE, { window: 3, ordered: true })) {
    const what = insides.find((i) => i.last < over.a.first && over.a.first - i.last <= 4);
    if (what) return { ...what, end: over.end, text: doc.text.slice(what.start, over.end) };
  }
  return null;
}

// People blown or torn to pieces: "the men who were blown apart", "troops torn to shreds". Prices and rivals are
// "blown away" or "torn to shreds" in jest; only people named before the verb count.
const PEOPLE_BLOWN = concept('people', [
  'boys', 'men', 'women', 'soldiers', 'troops', 'sailors', 'marines', 'people', 'children', 'kids', 'bodies', 'victims', 'friends', 'brothers', 'sons', 'daughters', 'civilians',
  'passengers', 'neighbors', 'who',
]);
const BLOWN_APART = concept('blown apart', [
  'blown to pieces', 'blown to bits', 'blown to smithereens', 'blown apart', 'blasted to pieces', 'blasted apart', 'torn to pieces', 'torn to shreds', 'ripped to shreds', 'ripped to pieces',
  'blown limb from limb', 'torn limb from limb',
]);

function peopleBlownApart(doc: TConceptDoc): THit | null {
  const frame = near(doc, PEOPLE_BLOWN, BLOWN_APART, { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  return frame ? { ...frame.a, end: frame.end, text: frame.text } : null;
}

// Someone else sent out dead: "he'll be carried out in a body bag", "intruders leave in body bags". Told of the reader it is a
// safety warning ("don't go home in a body bag: buckle up"), so only a third person or an intruder counts.
const OTHERS = concept('someone else', [
  '=they', "=they'll", '=theyll', '=them', "='em", '=em', '=he', "=he'll", '=him', 'intruder', 'intruders', 'burglar', 'burglars', 'thief', 'thieves', 'attacker', 'attackers', 'trespasser',
  'trespassers', 'invader', 'invaders', 'anyone who', 'whoever', 'perp', 'perps', 'bad guy', 'bad guys', 'punk', 'punks', 'scumbag', 'scumbags', 'criminals', 'robber', 'robbers',
]);
const SENT_OUT_DEAD = concept('sent out dead', ['body bag', 'body bags', 'bodybag', 'bodybags', 'toe tag', 'toe tags']);

function leavesInABodyBag(doc: TConceptDoc): THit | null {
  const frame = near(doc, OTHERS, SENT_OUT_DEAD, { window: 5, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  return frame ? { ...frame.a, end: frame.end, text: frame.text } : null;
}

// Harm urged on the reader as a joke of the pitch: "prices that'll make you slit your wrists", "go hang yourself", "drown
// your kids in savings". A sale that "kills" prices, "beat your wife's quote" or a photographer who shoots "your kids'
// portraits" puts no person in harm's way.
const SELF_HARM = concept('self-harm', ['slit your wrists', 'slit my wrists', 'cut your wrists', 'hang yourself', 'kill yourself', 'shoot yourself', 'off yourself', 'jump off a bridge']);
const HARM_VERB = concept('harm done', ['=drown', '=beat', '=strangle', '=smother', '=choke', '=stab']);
/** "Beat your husband to the deals", "at cribbage": a race or a game, not a blow. */
const CONTEST_AFTER = new Set(['to', 'at', 'in', 'on']);
const KIN = concept('kin', ['your kids', 'your children', 'your baby', 'your babies', 'your wife', 'your husband', 'your spouse', 'your girlfriend', 'your boyfriend', 'your mother in law', 'your mom', 'your mother']);
function harmUrged(doc: TConceptDoc): THit | null {
  const self = occurrences(doc, SELF_HARM).find((h) => !isNegatedHit(doc, h));
  if (self) return self;
  // The person themself, not something of theirs: "beat your wife's prices" beats a price.
  const frame = near(doc, HARM_VERB, KIN, { window: 0, ordered: true }).find(
    (f) => !isNegatedHit(doc, f.a) && !/['\u2019]s$/.test(doc.tokens[f.b.last].raw) && !(/^beat/.test(f.a.text.toLowerCase()) && CONTEST_AFTER.has(doc.tokens[f.b.last + 1]?.norm ?? '')),
  );
  return frame ? { ...frame.a, end: frame.end, text: frame.text } : null;
}

/** Harm to a human body told graphically, or a threat of it. */
export function bodilyHarm(doc: TConceptDoc): THit | null {
  const game = occurrences(doc, GAME_OR_TARGET).length > 0;
  return (game ? null : shotIntoABodyPart(doc) ?? partMashed(doc) ?? partIsMush(doc) ?? insidesSpread(doc)) ?? peopleBlownApart(doc) ?? leavesInABodyBag(doc) ?? harmUrged(doc);
}
