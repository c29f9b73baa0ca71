import { concept, frameHit, isNegatedHit, near, occurrences, tokenAt, union, type TConceptDoc, type THit } from './concepts';
import { findAll } from './text-match';
import { US_STATES } from './us-states';

/**
 * Firearms by type and by how they are named, not by a list of models: a handgun is a handgun word,
 * a handgun calibre, or a maker followed by a model-number shape ("<maker> P365", "<maker> G19")
 * where nothing in the clause makes it a long gun.
 */

export const HANDGUN = concept('handgun', [
  'pistol', 'handgun', 'revolver', 'derringer', 'sidearm', 'carry gun', 'carry pistol', 'edc pistol', 'subcompact', 'micro compact', 'snub nose', 'snubnose', 'wheel gun',
  'wheelgun', '=1911', 'pocket pistol', 'semi auto pistol', 'double action', 'striker fired', 'single action army', 'pistola', 'pistolas', 'revólver', 'revólveres',
]);
export const MILITARY_STYLE = concept('military-style semiautomatic', [
  '=ar', '=ar15', '=ak', '=ak47', '=sks', 'ar platform', 'assault style', 'semi auto rifle', 'semiautomatic rifle', 'semi automatic rifle', 'pistol brace', 'tactical rifle', 'modern sporting rifle', 'msr',
]);
export const LONG_GUN = concept('long gun', [
  'rifle', 'shotgun', 'carbine', 'bolt action', 'lever action', 'pump action', 'over under', 'side by side', 'muzzleloader', 'single shot', 'gauge', '{num} ga', '=12ga', '=20ga', '=410',
  'deer rifle', 'duck gun', 'scattergun', 'lever gun', 'pump gun', 'bird gun', 'goose gun', 'slug gun', 'escopeta', 'escopetas',
]);
/** Firearms named by their kind alone in Spanish ("armas de fuego", "municiones") and Russian ("пистолет", "ружьё", "карабин"). */
const FIREARM_KIND = concept('firearm, any kind', [
  'arma de fuego', 'armas de fuego', 'armas cortas', 'municiones', 'cartuchos',
  '=пистолет', '=пистолета', '=пистолеты', '=револьвер', '=ружьё', '=ружье', '=ружья', '=винтовка', '=винтовку', '=карабин', '=карабина', '=оружие', '=патроны',
]);
/** Makers of firearms; alone a maker is weak ("Colt" is also a horse), with a model number or gun word it is a firearm. */
export const MAKER = concept('firearm maker', [
  'glock', 'sig sauer', '=sig', 'smith wesson', '=s =w', 'ruger', 'colt', 'beretta', 'taurus', 'kimber', 'springfield armory', 'heckler koch', '=hk', 'walther', '=cz', 'canik',
  'kel tec', 'keltec', 'hi point', 'remington', 'mossberg', 'winchester', 'savage', 'marlin', 'browning', 'benelli', 'henry', 'daniel defense', 'palmetto state armory', 'psa',
  'bersa', '=fn', 'fnh', 'sccy', 'charter arms', 'rossi', 'stoeger', 'tikka', 'bergara', 'weatherby', 'aero precision', 'kahr', 'wilson combat', 'ed brown', 'dan wesson', 'hk',
  'shadow systems', 'staccato', 'zev', 'chiappa', 'uberti', 'howa', 'franchi', 'citadel', 'zastava', 'norinco', 'century arms', 'diamondback', 'nighthawk',
]);
/** Makers whose products are mostly handguns, so a model number alone makes a pistol. */
const HANDGUN_MAKER = concept('handgun maker', ['glock', 'sig sauer', '=sig', 'kimber', 'taurus', 'walther', 'canik', 'hi point', 'kahr', 'bersa', 'sccy', 'smith wesson', 'staccato', 'nighthawk', 'dan wesson', 'charter arms', 'diamondback']);
/** Model names are numbers or short capitals ("870", "P365", "PDP"); "M&P" splits into "M" and "P". */
const MODEL = concept('model number', ['{code}', '{caps}', '=m =p']);
/** Handguns sold under a word for a name, read only right after their maker ("<maker> Shield", "<maker> Python"). */
const HANDGUN_MODEL_NAME = concept('handgun model name', ['shield', 'hellcat', 'bodyguard', 'equalizer', 'security', 'python', 'cobra', 'wrangler', 'mustang', 'ppk', 'lcp', 'lcr', 'max']);
/** "Springfield" names a maker only before one of its models; alone it is a town. */
const MAKER_BEFORE_A_NAME = union('maker before a model name', MAKER, concept('short maker name', ['springfield']));
const CARRY = concept('carry', ['carry', 'edc', 'concealed', 'conceal', 'holster', 'ccw', 'self defense', 'home defense', 'compact', 'subcompact', 'pocket']);
const HANDGUN_CALIBRE = /(?:\b9\s?mm|\.380|\b380\s?acp|\.40\s?S&W|\.45\s?ACP|\.38\s+special|\.357|\b10\s?mm|\.44\s+mag(?:num)?|\.25\s+ACP|\.32\s+ACP)\b/gi;

/** Cartridges chambered in hunting rifles, written as sellers write them (".308", "30-06", "6.5 Creedmoor", "270 Win"): a long gun's calibre. */
const RIFLE_CALIBRE =
  /(?:\.(?:308|270|243|30-06|30-30|22-250|25-06|300\s+win)|\b(?:30-06|30-30|25-06|22-250|45-70|6\.5\s*(?:creedmoor|CM|PRC)|7\s?mm(?:-08|\s+rem(?:ington)?(?:\s+mag(?:num)?)?)|(?:308|270|243|300|338)\s+win(?:chester)?(?:\s+mag(?:num)?)?))\b/gi;

/** Clauses naming a rifle calibre: a maker's model there is a rifle ("<maker> American .308"). */
function rifleCalibreClauses(doc: TConceptDoc): Set<number> {
  return new Set(findAll(doc.text, RIFLE_CALIBRE).map((c) => doc.tokens[tokenAt(doc, c.start)].clause));
}

function calibreHits(doc: TConceptDoc): { start: number; end: number; text: string }[] {
  return findAll(doc.text, HANDGUN_CALIBRE);
}

/** "Savage, MN", "Winchester, VA": a town of a maker's name before its state's code, which is no model. */
const placeAndState = (doc: TConceptDoc, maker: THit, model: THit) => doc.text.slice(maker.end, model.start).includes(',') && doc.tokens[model.first].raw in US_STATES;

/** "<maker> <model number>", e.g. a maker name followed by "P365", "G19", "M&P 9" or "870". */
export function makerModels(doc: TConceptDoc): THit[] {
  const models = occurrences(doc, MODEL);
  return near(doc, MAKER, models, { window: 2, ordered: true })
    .filter((f) => !placeAndState(doc, f.a, f.b))
    .map((f) => ({ ...f.a, end: f.b.end, last: f.b.last, text: doc.text.slice(f.a.start, f.b.end) }));
}

/** "<maker> <model name>": a handgun named outright ("<maker> Shield", "<maker> Security-9"). */
function handgunModelNames(doc: TConceptDoc): THit[] {
  return near(doc, MAKER_BEFORE_A_NAME, HANDGUN_MODEL_NAME, { window: 1, ordered: true }).map((f) => ({ ...f.a, concept: HANDGUN.name, end: f.b.end, last: f.b.last, text: f.text }));
}

/** What a handgun is carried in, and the parts sold with it. */
const HOLSTER = concept('holster', ['holster', 'holsters', '=iwb', '=owb', 'night sights', 'tritium sights', 'optic cut', 'optics ready']);
const GUN_GEAR = concept('gun gear', ['=mag', '=mags', 'magazine', 'magazines', 'round mag', 'round mags', 'rounds through', 'round count', 'red dot', 'trigger', 'slide', 'barrel', 'grip', 'grips']);

/**
 * A model number or name with no maker, sold with a holster or with gun parts ("G19 gen 5 w/ 3 mags + holster"): a handgun
 * said the way a seller says it. A number alone ("3 mags") is no model; a truck's "mags" and "grip" are not two gun parts
 * without a holster or a third.
 */
export function gearedModels(doc: TConceptDoc): THit[] {
  const holsters = occurrences(doc, HOLSTER);
  const gear = occurrences(doc, GUN_GEAR);
  const within = (hits: THit[], m: THit) => hits.filter((h) => Math.abs(h.first - m.first) <= 8 && doc.tokens[h.first].clause === doc.tokens[m.first].clause);
  // A handgun's word name counts as its model too when capitalised ("Shield Plus w/ 3 mags + holster"); "security" and "max" are too common.
  const named = occurrences(doc, HANDGUN_MODEL_NAME).filter((h) => /^[A-Z]/.test(h.text) && !/^(?:security|max)$/i.test(h.text));
  const codes = occurrences(doc, MODEL).filter((m) => /[a-z]/i.test(m.text) && /\d/.test(m.text) && !/^\d+(?:mm|ga|in|pm|am|oz|lb|lbs|ft)$/i.test(m.text));
  return [...codes, ...named]
    .filter((m) => within(holsters, m).length > 0 || new Set(within(gear, m).map((g) => g.text.toLowerCase())).size >= 3)
    .map((m) => ({ ...m, concept: HANDGUN.name }))
    .sort((a, b) => a.start - b.start);
}

/** A handgun or military-style semiautomatic the ad offers, whatever it calls it. */
export function restrictedFirearm(doc: TConceptDoc): THit | null {
  const direct = [...literal(doc, occurrences(doc, HANDGUN)), ...occurrences(doc, MILITARY_STYLE)].filter((h) => !isNegatedHit(doc, h));
  const longGuns = literal(doc, occurrences(doc, LONG_GUN));
  const longGunClauses = new Set([...longGuns.map((h) => doc.tokens[h.first].clause), ...rifleCalibreClauses(doc)]);
  const handgunMakers = occurrences(doc, HANDGUN_MAKER);
  const carry = occurrences(doc, CARRY);
  const calibres = calibreHits(doc);
  const named = makerModels(doc).filter((m) => {
    const byMaker = handgunMakers.some((h) => h.first === m.first);
    // A handgun maker's model stays a pistol unless a long-gun word names that very model ("<maker> <model> rifle").
    if (byMaker) return !longGuns.some((g) => g.first > m.first && g.first - m.last <= 2);
    if (longGunClauses.has(doc.tokens[m.first].clause)) return false;
    const byContext = carry.some((c) => Math.abs(c.first - m.first) <= 10) || calibres.some((c) => Math.abs(c.start - m.end) <= 40);
    // A model named with no type word at all is more often a pistol than a long gun, which ads call rifles and shotguns.
    return byContext || longGunClauses.size === 0;
  });
  // A handgun calibre names a handgun unless the clause is about a long gun or ammunition.
  const calibreOnly = calibres
    .map((c) => ({ ...c, concept: 'handgun calibre', first: tokenAt(doc, c.start), last: tokenAt(doc, c.start), uncertain: false }))
    .filter((c) => !longGunClauses.has(doc.tokens[c.first].clause) && !/^\W*(?:ammo|ammunition|rounds?|rds|box|cases?|brass|FMJ|JHP|hollow)/i.test(doc.text.slice(c.end, c.end + 20)));
  return [...direct, ...handgunModelNames(doc), ...named, ...calibreOnly, ...gearedModels(doc)].sort((a, b) => a.start - b.start)[0] ?? null;
}

/** A restricted firearm named outright (a handgun word, a handgun maker's model, a calibre), not guessed from a maker with no type word. */
export function namedOutright(doc: TConceptDoc, hit: THit): boolean {
  return hit.concept !== MAKER.name || occurrences(doc, HANDGUN_MAKER).some((h) => h.first === hit.first);
}

/** Gun words used for something else: a shotgun start, a pistol-grip nozzle, riding shotgun. */
const FIGURATIVE_AFTER = concept('figurative use', ['start', 'wedding', 'seat', 'formation', 'mic', 'microphone', 'approach', 'grip', 'nozzle', 'sprayer', 'shrimp']);
const FIGURATIVE_BEFORE = concept('figurative lead', ['ride', 'riding', 'rode', 'water', 'toy', 'nerf', 'paintball', 'airsoft', 'glue', 'caulk', 'spray', 'nail', 'massage', 'bb', 'pellet']);

function literal(doc: TConceptDoc, hits: THit[]): THit[] {
  const after = occurrences(doc, FIGURATIVE_AFTER).map((h) => h.first);
  const before = occurrences(doc, FIGURATIVE_BEFORE).map((h) => h.last);
  return hits.filter((h) => !after.includes(h.last + 1) && !before.includes(h.first - 1));
}

/** Any firearm: a type word, or a maker with a model number beside it. */
export function firearmMentions(doc: TConceptDoc): THit[] {
  const guns = [
    ...literal(doc, occurrences(doc, HANDGUN)),
    ...occurrences(doc, MILITARY_STYLE),
    ...literal(doc, occurrences(doc, LONG_GUN)),
    ...occurrences(doc, FIREARM_KIND),
    ...makerModels(doc),
    ...handgunModelNames(doc),
    ...gearedModels(doc),
  ];
  return guns.sort((a, b) => a.start - b.start);
}

// Conversion devices: a device word near automatic fire, or a device that has no other use.
// Automatic fire is also said by what it does: the trigger held, the magazine emptied at once, a "bullet hose", "brrrt".
const AUTO_FIRE = concept('automatic fire', [
  'full auto', 'fully automatic', 'select fire', 'automatic fire', 'machine gun', 'burst fire', 'full automatic', 'bullet hose', 'hold the trigger', 'hold down the trigger',
  'empty the mag', 'empty a mag', 'empty the magazine', 'empty a magazine', 'dump the mag', 'mag dump', 'whole mag', 'entire mag', 'whole magazine', 'entire magazine', 'brr*',
]);
/** A part that changes what the gun does, or the change itself ("turns your pistol into", "makes it go"). */
const CONVERT = concept('conversion', [
  'conversion', 'convert', 'converts your', 'kit', 'switch', 'sear', 'drop in', 'upgrade', 'trigger pack', 'backplate', 'back plate', 'slide plate', 'turns your', 'turn your', 'turns it',
  'turn it', 'makes it', 'make it',
]);
const DEVICE = concept('conversion device', ['auto sear', 'autosear', 'bump stock', 'binary trigger', 'forced reset trigger', '=frt', 'lightning link', 'giggle switch', 'glock switch', 'swift link', 'wot trigger']);

export function conversionDevice(doc: TConceptDoc): THit | null {
  const device = occurrences(doc, DEVICE).find((h) => !isNegatedHit(doc, h));
  if (device) return device;
  const frame = near(doc, CONVERT, AUTO_FIRE, { window: 4 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  if (frame) return frameHit(frame);
  return switchedHandgun(doc);
}

/** The street name of a machine-gun conversion part, as a noun: "comes with a switch", "switches for G-series". */
const SWITCH_NOUN = concept('switch noun', ['=switch', '=switches', '=switched', '=switchs']);
/** A switch of another kind: a light's, a console's, a gun's own safety or selector. */
const OTHER_SWITCH = concept('other switch', [
  'light', 'lights', 'toggle', 'kill', 'power', 'nintendo', 'dimmer', 'rocker', 'selector', 'safety', 'pressure', 'float', 'limit', 'transfer', 'ignition', 'battery', 'wall', 'push',
  'button', 'tape', 'laser', 'flashlight', 'network', 'ethernet', 'mode', 'bait', 'dip', 'key', 'remote',
]);
/** "Switch to", "switch from", "make the switch": changing over, not a part. */
const CHANGE_OVER_AFTER = new Set(['to', 'from', 'over', 'out', 'up', 'between', 'sides', 'it', 'your', 'my', 'back', 'gears', 'places']);
/** "Make the switch", "made the switch": changing over. */
const MAKE = new Set(['make', 'makes', 'made', 'making']);
/** Model names of the G-series pistols as sellers write them ("G17", "G19X", "G43x"), and "G-series" itself. */
const G_MODEL = /^g\d{2}x?$/i;

function gSeriesModels(doc: TConceptDoc): THit[] {
  return doc.tokens.flatMap((t, i) => {
    const series = t.norm === 'g' && /^[-\s]?series\b/i.test(doc.text.slice(t.end, t.end + 8));
    return G_MODEL.test(t.norm) || series ? [{ concept: HANDGUN.name, first: i, last: i, start: t.start, end: t.end, text: t.raw, uncertain: t.uncertain }] : [];
  });
}

/**
 * A switch sold on a handgun or an AR ("a G19 with a switch fitted", "switches for compact pistols"): a pistol named by its
 * maker, its kind, or a G-series model shape, in the switch's clause, with no light, console or selector making it another switch.
 */
function switchedHandgun(doc: TConceptDoc): THit | null {
  const others = new Set(occurrences(doc, OTHER_SWITCH).map((h) => h.last));
  const parts = occurrences(doc, SWITCH_NOUN).filter((h) => {
    const next = doc.tokens[h.last + 1];
    const changeOver =
      (next && next.clause === doc.tokens[h.last].clause && CHANGE_OVER_AFTER.has(next.norm)) ||
      (doc.tokens[h.first - 1]?.norm === 'the' && MAKE.has(doc.tokens[h.first - 2]?.norm ?? ''));
    return !others.has(h.first - 1) && !changeOver && !isNegatedHit(doc, h);
  });
  if (parts.length === 0) return null;
  const guns = [...literal(doc, occurrences(doc, HANDGUN)), ...occurrences(doc, MILITARY_STYLE), ...makerModels(doc), ...handgunModelNames(doc), ...gSeriesModels(doc)];
  // "Switches for Glocks", "<maker> switch": a switch beside a handgun maker, or beside any handgun in its clause.
  // Where the ad speaks of automatic fire ("Full Auto Fridays", "mag dumps"), a switch a few lines from the gun is the same part.
  const autoFire = occurrences(doc, AUTO_FIRE).some((h) => !isNegatedHit(doc, h));
  const frame =
    near(doc, parts, HANDGUN_MAKER, { window: 3 })[0] ??
    near(doc, parts, guns, { window: 4 })[0] ??
    (autoFire ? near(doc, parts, [...occurrences(doc, HANDGUN_MAKER), ...guns], { window: 12, sameClause: false })[0] : undefined);
  return frame ? frameHit(frame) : null;
}
