import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { concept, docOf, isNegatedHit, near, occurrences, tokenAt, type TConceptDoc, type THit } from './concepts';
import { conversionDevice, firearmMentions as conceptMentions, namedOutright, restrictedFirearm } from './firearm-concepts';
import { findAll, findFirst, isNegated, sentenceAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';
import { personAges, youngLowerBounds } from './youth-ages';

const finding = findingFor(POLICY_IDS.firearmsWeapons);

const CITE = {
  conversionDevice: { section: '18 U.S.C. 922(o); 26 U.S.C. 5845(b); Minn. Stat. 609.67', category: 'federal_law', effectiveDate: '1986-05-19' },
  unserialized: { section: '18 U.S.C. 922(k); 27 CFR 478.12', category: 'federal_law', effectiveDate: null },
  noBackgroundCheck: { section: '18 U.S.C. 922(t); Minn. Stat. 624.7132', category: 'federal_law', effectiveDate: null },
  privateTransfer: { section: 'Minn. Stat. 624.7132; Minn. Stat. 624.7131', category: 'state_law', effectiveDate: '2023-08-01' },
  interstateTransfer: { section: '18 U.S.C. 922(a)(3), (a)(5)', category: 'federal_law', effectiveDate: null },
  youth: { section: "18 U.S.C. 922(b)(1), (x); publisher's firearms advertising policy", category: 'publisher_policy', effectiveDate: null },
  creative: { section: "Publisher's firearms advertising policy", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const NOT_A_FIREARM_GUN = '(?:glue|nail|heat|paintball|airsoft|caulk(?:ing)?|spray|staple|grease|water|nerf|toy|radar|massage|paint|solder(?:ing)?|squirt|bubble|foam|tattoo|price|label|brad|rivet|top|air|BB|cap|pellet|dart|finish|hot[-\\s]glue|smoking)';
const FIREARM = new RegExp(
  [
    '\\b(?:firearms?|rifles?|pistols?(?![-\\s]grip)|handguns?|(?<!ride\\s)shotguns?(?!\\s+(?:start|wedding|seat))|revolvers?|AR-?15s?|AK-?47s?|AR\\s+platform|SKS|semi-?auto(?:matic)?\\s+(?:rifles?|pistols?|handguns?)|ammo|ammunition|suppressors?|silencers?|(?:lower|upper)\\s+receivers?|Glock|Sig\\s+Sauer|Smith\\s+&\\s+Wesson|S&W|Ruger|Mossberg|Beretta|Springfield\\s+Armory|Kimber|concealed\\s+carry|permit\\s+to\\s+carry|CCW)\\b',
    '\\b(?:9\\s?mm|\\.22\\s?(?:LR|cal(?:iber)?)|22\\s?LR|\\.223|5\\.56|\\.308|\\.45\\s?ACP|\\.380|\\.357|12[-\\s]?gauge|20[-\\s]?gauge)\\b',
    '\\b\\d{1,3}[-\\s]?(?:round|rd)\\s+(?:mags?|magazines?)\\b|\\bhigh[-\\s]capacity\\s+(?:mags?|magazines?)\\b',
    `\\bgun\\s+(?:show|shop|store|range|safe|sale|owners?|cleaning|dealer)s?\\b|(?<!\\b${NOT_A_FIREARM_GUN}[-\\s])\\bguns?\\b(?![-\\s]?metal)`,
  ].join('|'),
  'i',
);
const AMMO_ONLY = /^(?:ammo|ammunition|\d.*)$/i;

const CONVERSION_DEVICE_WORDS =
  /\b(?:auto\s*sears?|drop[-\s]?in\s+auto\s+sears?|(?:glock|giggle)\s+switch(?:es)?|binary\s+triggers?|bump\s+stocks?|forced[-\s]reset\s+triggers?|FRTs?|full[-\s]?auto\s+(?:conversion|kits?)|convert\w*\s+to\s+full[-\s]?auto|select[-\s]fire\s+(?:conversion|kits?)|machine\s+guns?\s+(?:for\s+sale|available)|lightning\s+links?)\b/i;
const UNSERIALIZED = /\b(?:ghost\s+guns?|unserialized|no\s+serial\s+numbers?|serial\s+numbers?\s+removed|untraceable|80\s*%\s+(?:lowers?|receivers?|frames?|kits?|builds?)|solvent\s+trap\s+kits?)\b/i;
/** "No FFL fee" is a dealer's price, not a sale without a dealer. */
const NO_CHECKS =
  /\b(?:no\s+(?:background\s+checks?|paperwork|questions\s+asked|4473s?|forms|waiting(?:\s+period)?|ID\s+(?:required|needed)|ID|FFL(?!\s+(?:transfer\s+)?(?:fees?|charges?))|permit\s+(?:needed|required)|transfer\s+(?:needed|required))|off\s+the\s+books|skip\s+the\s+(?:background\s+check|paperwork))\b/i;
/** What keeps a gun locked away: a clinic or a sheriff hands these out free, often "no questions asked". */
const SAFETY_DEVICE = /\b(?:(?:cable\s+)?gun\s+locks?|(?:cable|trigger|chamber)\s+locks?(?:\s+for\s+(?:guns?|firearms?|rifles?|pistols?|handguns?))?|gun\s+(?:safes?|lock\s*box(?:es)?)|(?:firearm|gun)\s+(?:lock\s*box(?:es)?|storage\s+(?:cases?|boxes?)))\b/gi;
// Police buy-back events promise "no questions asked" to people handing guns in.
const BUYBACK = /\b(?:buy[-\s]?backs?|turn\s+in|surrender)\b/i;
const REFUSAL_AFTER = /^\W*(?:no\s+(?:sale|exceptions)|we\s+(?:will\s+not|won'?t)|(?:is|are)\s+required)/i;
const PRIVATE_SALE =
  /(?<![\w$])(?:for\s+sale\s+by\s+owner|private\s+(?:sale|seller|party)|OBO|or\s+best\s+offer|(?:call|text)\s+(?:me\s+)?(?:at\s+)?\(?\d{3}|selling\s+my|(?:text|call|DM|message)\s+me|like\s+new|barely\s+used|cash\s+only|must\s+sell|moving\s+sale|estate\s+sale|(?:estate|farm|consignment|public|household|benefit)\s+auctions?|auction\s+(?:bill|service)|raffles?|(?:gun|prize)\s+drawings?|door\s+prizes?|winners?\s+takes?|\$\s?\d[\d,]*\s+firm)\b/i;
const TRANSFER_COMPLIANCE =
  /\b(?:transferee\s+permit|permit\s+to\s+(?:purchase|carry|acquire)|background\s+checks?|FFL|licensed\s+(?:firearms\s+)?dealer|record\s+of\s+transfer|(?:transfer(?:red|s)?|go(?:es)?|sells?|ships?)\s+(?:through|thru|via|at)\s+(?:a\s+|an\s+)?(?:licensed\s+)?(?:dealer|FFL)|dealer\s+transfers?|valid\s+(?:MN\s+)?permit)\b/i;
const SHIP_TO_DOOR =
  /\b(?:ships?|shipped|shipping|delivered|delivery)\s+(?:free\s+)?(?:directly\s+|right\s+|straight\s+)?to\s+your\s+(?:door|home|house|doorstep)|\bno\s+FFL\s+(?:needed|required)|\bdoor[-\s]?step\s+delivery\b/i;
const YOUTH =
  /\b(?:kids?|kiddos?|youngsters?|children|child|teens?|tweens?|youth|juniors?|boys|girls|grandkids?|grandchildren|little\s+(?:ones?|hunters?|shooters?|guys?|cowboys?|cowgirls?)|young\s+(?:shooters?|hunters?)|your\s+(?:son|daughter|grandkids?)|first\s+(?:gun|rifle|pistol)\s+for|ages?\s+(?:[5-9]|1[0-7])\b)/i;
/** Children named as those the guns are kept from ("away from curious grandkids", "out of reach of children"): safe storage, not a pitch to them. */
const KEPT_FROM =
  /\b(?:away\s+from|out\s+of\s+(?:the\s+)?(?:reach|hands)\s+of|safe\s+from|(?:keep|keeps|keeping|lock|locks|locked|locking|protect|protects|protecting|secure|secures|secured)\s+(?:[\w'-]+\s+){0,3}from)\s+(?:[\w'-]+\s+){0,2}$/i;
const SAFETY_EDUCATION =
  /\b(?:firearms?\s+safety|hunter\s+(?:safety|education|ed)|gun\s+safety|safety\s+(?:course|class|training|certificate)|DNR|mentored\s+(?:youth\s+)?hunts?|(?:permit[-\s]to[-\s]carry|carry[-\s]permit|concealed[-\s]carry|handgun|pistol|firearms?|self[-\s]defen[cs]e)\s+(?:class(?:es)?|courses?|training)|trap\s+(?:team|league)|4-H\s+shooting|lock\s+(?:it\s+)?up|store\s+(?:your\s+)?(?:guns?|firearms?)\s+(?:safely|locked)|gun\s+locks?|safe\s+storage)\b/i;
const AGGRESSIVE_PITCH =
  /\b(?:assault\s+(?:rifles?|weapons?)|military[-\s]grade|combat[-\s](?:ready|proven)|killing\s+machines?|(?:kill|take\s+down|neutralize|eliminate|drop)\s+(?:any|the|your|every)\s+(?:threat|enemy|enemies|target|intruder)s?|tactical\s+domination|zombie\s+(?:killer|apocalypse)|shoot\s+first)\b/i;

/** A receiver sold unfinished, in other words than "80%". */
const UNFINISHED_RECEIVER = concept('unfinished receiver', ['polymer80', 'polymer 80', 'unfinished receiver', 'unfinished receivers', 'unfinished lower', 'unfinished lowers']);
/**
 * Words that mean an unserialized gun only in a firearms ad: a frame and its jig (fishing has jigs, crafts have
 * frames), a gun kept off the record ("nothing to register"; trademarks and voters are unregistered too).
 */
const OFF_THE_RECORD = concept('off the record', [
  '=p80', 'jig kit', 'jig kits', 'with jig', 'unfinished frame', 'unfinished frames', 'nothing to register', 'no registration', 'unregistered', 'off paper', 'sin número de serie',
  'sin numero de serie', 'sin serie',
]);
const GUN_TRADE = concept('gun trade', ['ffl', '4473', 'serial number', 'serial numbers']);

/** Sending goods to the buyer, in any tense. */
const SHIP = concept('ship', ['ship', 'shipped', 'shipping', 'ships', 'deliver', 'delivered', 'delivery', 'mail', 'mailed', 'sent', 'send', 'drop ship']);
const BUYERS_DOOR = concept("buyer's door", ['your door', 'your front door', 'your doorstep', 'your home', 'your house', 'your porch', 'your mailbox', 'door', 'doorstep', 'home delivery']);
/** Goods that may be mailed: ammunition and accessories, not firearms. */
const SHIPPABLE_GOODS = concept('accessories', [
  'ammo', 'ammunition', 'rounds', 'accessories', 'accessory', 'optics', 'scope', 'scopes', 'holster', 'holsters', 'parts', 'gear', 'apparel', 'cases', 'targets', 'cleaning kit',
  'magazines', 'mags', 'slings', 'knives', 'safes', 'grips', 'sights', 'lights',
]);
/** Words before a good that make it the gun's packing or extras. */
const PACKED_WITH = new Set(['in', 'inside', 'with', 'plus', 'includes', 'including']);
/** The licensed dealer a firearm must pass through. */
const DEALER_TRANSFER = concept('dealer transfer', ['ffl', 'licensed dealer', 'local dealer', 'your dealer', 'dealer near you', 'transfer dealer', 'background check', 'transferred through', 'transfer through']);
/** Leaving out the licensed dealer, its checks or its paperwork. */
const SKIP = concept('skip', ['skip', 'bypass', 'avoid', 'cut out', 'go around', 'no need for', 'forget', 'dodge', 'without', 'without the hassle of', 'hassle free', 'no hassle']);
const DEALER_STEP = concept('dealer step', ['dealer', 'dealers', 'dealer fee', 'dealer fees', 'ffl', 'ffl fee', 'ffl fees', 'gun shop', 'gun store', 'gun counter', 'middleman', 'background check', 'paperwork', 'waiting period', 'transfer fee', 'transfer fees']);
/** A private party offering a gun: a trade, or the seller's own gun. */
const PRIVATE_OFFER = concept('private offer', [
  'will trade', 'trade my', 'swap my', 'will swap', 'my', "grandpa's", "dad's", 'private seller', 'private party', 'meet in', 'meet at', 'meet up', 'cash deal', 'cash deals',
  // Classified and social shorthand: want to sell, face to face, hit me up, message me.
  '=wts', 'pm me', 'pm for', 'dm me', 'dm for', 'inbox me', 'message me', 'message for details', 'hmu', 'hit me up', '=ftf', '=f2f', 'face to face', 'will meet', 'can meet',
  'meet halfway', 'serious inquiries', 'serious buyers', 'no lowballers', 'marketplace', 'vendo', 'mi', 'efectivo', 'pago en efectivo',
]);
/** A person's first name before the number, or before a comma and the town: "Call Dave 320-...", "Call Dan, Fergus Falls, 218-...". */
const CALL_A_PERSON = /\b(?:[Cc]all|[Tt]ext|[Aa]sk\s+for)\s+(?!(?:Today|Now|Us|Our|Ahead|Anytime|Toll)\b)[A-Z][a-z]+(?:\s+|,\s+(?:[A-Z][a-z]+\s+){0,2}?(?:[A-Z][a-z]+,\s+)?)(?:at\s+)?\(?\d{3}/;
/** The checks of a lawful sale waived in other words: "sin papeles", "no papers", "sin verificación de antecedentes". */
// Vietnamese "không cần" (no need of) and "khỏi" (skip) before "giấy tờ" (papers) or "kiểm tra lý lịch" (a background check).
// Russian "без" (without), "без лишних" (without extra), "никаких" (no ... at all).
const WAIVED = concept('waived', ['sin', 'no', 'ningún', 'ninguna', 'cero', 'zero', 'không cần', 'khong can', 'khỏi', 'khoi', '=без', '=без =лишних', '=никаких']);
/** A check stepped around: "avoid the permit", "bypass the background check", "without any paperwork". */
const GOT_AROUND = concept('got around', ['skip', 'skips', 'skipping', 'bypass', 'bypasses', 'bypassing', 'avoid', 'avoids', 'dodge', 'dodges', 'without', 'sidestep', 'get around', 'forget']);
const CHECK_STEP_EN = concept('check step (English)', [
  'permit', 'permits', 'permit to purchase', 'background check', 'background checks', 'paperwork', 'papers', 'forms', 'form 4473', '=4473', 'transfer', 'waiting period', 'id',
]);
const CHECK_STEP = concept('check step', [
  'papers', 'papeles', 'preguntas', 'antecedentes', 'verificación', 'verificacion', 'revisión', 'revision', 'permiso', 'permisos', 'identificación', 'identificacion', 'documentos',
  'registro', 'licencia', 'trámites', 'tramites', 'formularios', 'giấy tờ', 'giay to', 'kiểm tra lý lịch', 'kiem tra ly lich', 'lý lịch', 'ly lich',
  // Russian: papers, documents, checks, permits, questions.
  '=бумаг', '=бумаги', '=документов', '=документы', '=проверок', '=проверки', '=проверка', '=разрешения', '=разрешений', '=вопросов',
]);

/** A show's ticket prices: "adults $8, kids under 12 free" prices a child's admission, it does not sell a child a gun. */
const ADMISSION = concept('admission', ['admission', 'adults', 'adult', 'seniors', 'tickets', 'ticket', 'get in', 'gate', 'entry', 'with parent', 'with a parent', 'with paid adult', 'accompanied']);
const PRICE_OR_FREE = concept('price or free', ['free', '{num}']);
/** Starting a child young: "start her young", "start 'em young", "never too young". */
const START = concept('start', ['start', 'starts', 'starting', 'get', 'got']);
const YOUNG = concept('young', ['young', 'younger']);
const NEVER_TOO_YOUNG = concept('never too young', ['never too young', 'never too early', 'nunca es demasiado temprano']);
/** The youngest a buyer or shooter may be: under 18 is a minor, whatever the firearm. */
const MINOR_AGE_LIMIT = 18;

/** "Assault weapon" is also the statute's term: in a sentence about permits or a buy-back it is not a pitch. */
/** The law's own words around "assault weapon": a permit, a transfer, a ban, and Minnesota's statutory "semiautomatic military-style assault weapon". */
const LEGAL_CONTEXT = concept('legal context', [
  'permit', 'permits', 'transfer', 'transfers', 'require', 'requires', 'required', 'background check', 'law', 'statute', 'buy back', 'buyback', 'turn in', 'surrender', 'ban',
  'semiautomatic military style', 'semi automatic military style', 'regulated', 'regulations',
]);

function firearmMentions(doc: TConceptDoc): TMatch[] {
  return [...findAll(doc.text, FIREARM), ...conceptMentions(doc)].sort((a, b) => a.start - b.start);
}

export function checkFirearmsWeapons(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const doc = docOf(input);
  const mentions = firearmMentions(doc);
  const device = conversionDevice(doc) ?? findFirst(text, CONVERSION_DEVICE_WORDS);
  const unserialized = findAll(text, UNSERIALIZED).find((m) => !isNegated(text, m)) ?? offTheRecord(doc, mentions);
  if (mentions.length === 0 && !device && !unserialized) return [];
  const findings: TRuleFinding[] = [];

  if (device && !isNegated(text, device)) {
    findings.push(
      finding({
        citation: CITE.conversionDevice,
        severity: 'critical',
        type: 'machine_gun_conversion',
        description: 'Offers a machine gun or a device that converts a firearm to automatic fire, or a trigger activator banned in Minnesota.',
        match: device,
      }),
    );
  }

  if (unserialized) {
    findings.push(
      finding({
        citation: CITE.unserialized,
        severity: 'critical',
        type: 'unserialized_firearm',
        description: 'Offers unserialized or untraceable firearms, unfinished receivers or kits.',
        match: unserialized,
      }),
    );
  }

  // A gun named only in a safety device ("free cable gun locks, no questions asked") is not a gun changing hands.
  const guns = mentions.filter((m) => !findAll(text, SAFETY_DEVICE).some((d) => d.start <= m.start && m.end <= d.end));
  const noChecks =
    guns.length > 0 && !BUYBACK.test(text)
      ? [...findAll(text, NO_CHECKS), ...checksWaived(doc)].find((m) => !REFUSAL_AFTER.test(text.slice(m.end, m.end + 40)) && !(/^skip/i.test(m.text) && isNegated(text, m)))
      : undefined;
  if (noChecks) {
    findings.push(
      finding({
        citation: CITE.noBackgroundCheck,
        severity: 'critical',
        type: 'no_background_check',
        description: 'Offers firearms without background checks, paperwork or identification.',
        match: noChecks,
      }),
    );
  }

  const bypass = mentions.length > 0 ? dealerBypassed(doc) : null;
  if (bypass && !noChecks) {
    findings.push(
      finding({
        citation: CITE.interstateTransfer,
        severity: 'major',
        type: 'licensed_dealer_bypassed',
        description: 'Invites buyers to skip the licensed dealer, its background check or its paperwork.',
        match: bypass,
      }),
    );
  }

  // A permit, a background check or a dealer transfer named anywhere lawfully carries a private sale or a prize gun.
  const transferCompliant = TRANSFER_COMPLIANCE.test(text);
  const restricted = restrictedFirearm(doc);
  const privateSale = findFirst(text, PRIVATE_SALE) ?? (restricted && namedOutright(doc, restricted) ? privateOffer(doc, restricted) : null);
  if (restricted && privateSale && !noChecks && !transferCompliant) {
    findings.push(
      finding({
        citation: CITE.privateTransfer,
        severity: 'major',
        type: 'private_transfer_without_permit',
        description:
          'Private sale of a pistol or semiautomatic military-style weapon without mentioning the transferee permit or permit to carry and the record of transfer (or a transfer through a licensed dealer).',
        match: restricted,
      }),
    );
  }

  const handedOver = noChecks || transferCompliant ? null : prizeGunHandedOver(doc, guns);
  if (handedOver) {
    findings.push(
      finding({
        citation: CITE.noBackgroundCheck,
        severity: 'major',
        type: 'prize_firearm_without_transfer',
        description: 'A firearm won as a prize is handed to the winner on the spot, with no background check, permit or licensed-dealer transfer mentioned.',
        match: handedOver,
      }),
    );
  }

  // "Guns transfer through your local FFL": the ad routes the guns through a dealer, whatever else it ships.
  const throughDealer = occurrences(doc, DEALER_TRANSFER).some((h) => !isNegatedHit(doc, h));
  const shipping = throughDealer
    ? null
    : (findAll(text, SHIP_TO_DOOR).find((m) => findAll(sentenceAround(text, m, 200), FIREARM).some((f) => !AMMO_ONLY.test(f.text.trim()))) ?? firearmShippedToDoor(doc, mentions));
  if (shipping) {
    findings.push(
      finding({
        citation: CITE.interstateTransfer,
        severity: 'major',
        type: 'firearm_direct_shipping',
        description: 'Offers to ship firearms straight to the buyer; transfers must go through a licensed dealer.',
        match: shipping,
      }),
    );
  }

  const youth = SAFETY_EDUCATION.test(text) ? undefined : youthDirected(doc, mentions);
  if (youth) {
    findings.push(
      finding({
        citation: CITE.youth,
        severity: 'major',
        type: 'firearm_youth_marketing',
        description: 'Markets firearms to or with children and teenagers.',
        match: youth,
      }),
    );
  }

  const pitch = findAll(text, AGGRESSIVE_PITCH).find((m) => !(/^assault/i.test(m.text) && statuteTerm(doc, m)));
  if (pitch) {
    findings.push(
      finding({
        citation: CITE.creative,
        severity: 'moderate',
        type: 'aggressive_firearm_pitch',
        description: 'Combat or "assault" sales pitch or violent imagery in words; route to the creative track.',
        match: pitch,
      }),
    );
  }
  return findings;
}

/** Spanish negators that turn "sin papeles" into a refusal: "ninguna venta sin verificación", "nunca vendemos sin permiso". */
const SPANISH_NEGATOR = new Set(['no', 'ninguna', 'ningún', 'ningun', 'nunca', 'jamás', 'jamas']);

function refusedInSpanish(doc: TConceptDoc, hit: THit): boolean {
  const { tokens } = doc;
  return tokens.slice(Math.max(0, hit.first - 4), hit.first).some((t) => t.clause === tokens[hit.first].clause && SPANISH_NEGATOR.has(t.norm));
}

/** An unfinished receiver, or a frame, jig or unregistered gun in an ad that is about firearms. */
function offTheRecord(doc: TConceptDoc, mentions: TMatch[]): TMatch | undefined {
  const receiver = occurrences(doc, UNFINISHED_RECEIVER).find((h) => !isNegatedHit(doc, h));
  if (receiver) return receiver;
  // "No FFL" or "no serial numbers" still says what trade the ad is in.
  if (mentions.length === 0 && occurrences(doc, GUN_TRADE).length === 0) return undefined;
  return occurrences(doc, OFF_THE_RECORD).find((h) => !isNegatedHit(doc, h));
}

/** The buyer let off a step the law requires: "we don't make you fill out the permit paperwork", "don't wait for a permit". */
const EXCUSED = concept('excused', [
  "don't make you", "won't make you", 'never make you', "don't wait for", "don't wait on", 'no waiting for', 'no waiting on', "don't have to", "won't have to", 'never have to',
  "don't need to", "won't need to", 'no need to', "don't bother with", 'never bother with',
]);
/** "Sin papeles y sin preguntas", "no papers": a check word right after a word that waives it, or a step excused. */
function checksWaived(doc: TConceptDoc): TMatch[] {
  const frames = [...near(doc, WAIVED, CHECK_STEP, { window: 1, ordered: true }), ...near(doc, GOT_AROUND, CHECK_STEP_EN, { window: 1, ordered: true })]
    .filter((f) => !isNegatedHit(doc, f.a) && !refusedInSpanish(doc, f.a));
  // "You don't have to wait for a permit: pass the background check at the counter" is a lawful long-gun sale.
  const checked = findAll(doc.text, TRANSFER_COMPLIANCE).some((m) => !isNegated(doc.text, m, 15));
  const excused = checked ? [] : near(doc, EXCUSED, CHECK_STEP_EN, { window: 4, ordered: true });
  return [...frames, ...excused].map((f) => ({ text: f.text, start: f.start, end: f.end }));
}

/** Won, not bought: the winner of a raffle, a drawing, a board or a pool. */
const PRIZE_WINNER = concept('prize winner', ['winner', 'winners', 'raffle', 'raffles', 'drawing', 'drawings', 'prize', 'prizes', 'squares', 'pool', 'door prize', 'ganador', 'ganadores', 'rifa']);
/** Carried off at once: "winners walk out with their guns that night", "pick it up at the bar after the game". */
const HANDED_OVER = concept('handed over', [
  'walk out with', 'walks out with', 'walk away with', 'walks away with', 'leave with', 'leaves with', 'go home with', 'goes home with', 'take it home', 'takes it home', 'take home',
  'takes home', 'pick it up', 'picks it up', 'pick up your', 'pick them up', 'that night', 'same night', 'on the spot', 'right there', 'no hassle', 'no waiting', 'se lo lleva',
]);
/** A gun won as a prize and carried off at once, which only a background check or a dealer's transfer makes lawful. */
function prizeGunHandedOver(doc: TConceptDoc, guns: TMatch[]): TMatch | null {
  const prizes = occurrences(doc, PRIZE_WINNER);
  if (guns.length === 0 || prizes.length === 0) return null;
  const gunTokens = guns.map((g) => tokenAt(doc, g.start)).filter((i) => i >= 0);
  // The winner comes first: "winners walk out with their guns", not a shop's "take home a rifle today" above its door-prize drawing.
  const won = (h: THit) => prizes.some((p) => p.last < h.first && h.first - p.last <= 20);
  const hit = occurrences(doc, HANDED_OVER).find((h) => !isNegatedHit(doc, h) && won(h) && gunTokens.some((g) => Math.abs(g - h.first) <= 15));
  return hit ? { text: hit.text, start: hit.start, end: hit.end } : null;
}

/** A child in the ad or invited by it: a youth word, a child's age, a lower age bound under 18, starting a child young. */
function youthDirected(doc: TConceptDoc, mentions: TMatch[]): TMatch | undefined {
  const { text } = doc;
  const nearAFirearm = (m: TMatch, chars = 120) => mentions.some((f) => Math.abs(f.start - m.start) <= chars);
  const admissionClauses = admissionPriceClauses(doc);
  const inAdmission = (m: TMatch) => admissionClauses.has(doc.tokens[tokenAt(doc, m.start)].clause);
  // A youth word beside a firearm in the same sentence: a banquet's "youth table" listed apart from its gun raffle is the club's program.
  const sameSentence = (y: TMatch) => mentions.some((f) => Math.abs(f.start - y.start) <= 120 && !/[.!?\n]\s/.test(text.slice(Math.min(f.end, y.end), Math.max(f.start, y.start))));
  const words = findAll(text, YOUTH).find((y) => !isNegated(text, y) && sameSentence(y) && !inAdmission(y) && !KEPT_FROM.test(text.slice(Math.max(0, y.start - 60), y.start)));
  if (words) return words;
  if (mentions.length === 0) return undefined;
  const ages = [...personAges(doc), ...youngLowerBounds(text, MINOR_AGE_LIMIT)].filter((a) => a.value < MINOR_AGE_LIMIT && !isNegated(text, a) && !inAdmission(a));
  const age = ages.find((a) => nearAFirearm(a, 200));
  if (age) return age;
  const startYoung = near(doc, START, YOUNG, { window: 2, ordered: true }).find((f) => !isNegatedHit(doc, f.a)) ?? null;
  const frame = startYoung ?? occurrences(doc, NEVER_TOO_YOUNG)[0] ?? null;
  return frame ? { text: frame.text, start: frame.start, end: frame.end } : undefined;
}

/** Clauses that price admission by age ("Adults $8, kids under 12 free with parent"). */
function admissionPriceClauses(doc: TConceptDoc): Set<number> {
  const clauses = (hits: THit[]) => new Set(hits.map((h) => doc.tokens[h.first].clause));
  const admission = clauses(occurrences(doc, ADMISSION));
  const priced = clauses(occurrences(doc, PRICE_OR_FREE));
  return new Set([...admission].filter((c) => priced.has(c)));
}

/**
 * Shipping to the buyer's home in an ad that sells firearms, unless what ships is named as ammunition
 * or accessories. The caller has already let pass an ad that routes the guns through a licensed dealer.
 */
function firearmShippedToDoor(doc: TConceptDoc, mentions: TMatch[]): TMatch | null {
  if (!mentions.some((f) => !AMMO_ONLY.test(f.text.trim()))) return null;
  // "In a walnut display case", "with a free sling": what comes with the gun or holds it is not what ships instead of it.
  const goods = occurrences(doc, SHIPPABLE_GOODS).filter((h) => !doc.tokens.slice(Math.max(0, h.first - 4), h.first).some((t) => PACKED_WITH.has(t.norm)));
  const goodsClauses = new Set(goods.map((h) => doc.tokens[h.first].clause));
  const frame = near(doc, SHIP, BUYERS_DOOR, { window: 4, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !goodsClauses.has(doc.tokens[f.a.first].clause));
  return frame ? { text: frame.text, start: frame.start, end: frame.end } : null;
}

/**
 * "Skip the dealer fees", "no need for a background check": the licensed transfer left out, unless the
 * ad routes the sale through a dealer elsewhere ("skip the dealer markup, we ship to your local FFL").
 */
function dealerBypassed(doc: TConceptDoc): TMatch | null {
  const frame = near(doc, SKIP, DEALER_STEP, { window: 2, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (!frame) return null;
  const routedThroughDealer = occurrences(doc, DEALER_TRANSFER).some((h) => !isNegatedHit(doc, h) && (h.last < frame.a.first || h.first > frame.b.last));
  return routedThroughDealer ? null : { text: frame.text, start: frame.start, end: frame.end };
}

/** A trade offered by its owner, the seller's own gun ("my Glock 19") or a cash meet-up; a dealer's trade-in is none of them. */
function privateOffer(doc: TConceptDoc, gun: THit): TMatch | null {
  const possessive = (h: THit) => h.text.toLowerCase() === 'my' || h.text.toLowerCase() === 'mi';
  const offer = occurrences(doc, PRIVATE_OFFER).find((h) => !possessive(h) || (h.last < gun.first && gun.first - h.last <= 2));
  // "$300 cash" is a price paid between two people; "Call Dave 320-..." a person, not a shop.
  const cash = doc.tokens.find((t, i) => t.norm === 'cash' && /^\d/.test(doc.tokens[i - 1]?.norm ?? ''));
  return offer ?? (cash ? { text: cash.raw, start: cash.start, end: cash.end } : findFirst(doc.text, CALL_A_PERSON));
}

function statuteTerm(doc: TConceptDoc, m: TMatch): boolean {
  const clause = doc.tokens.find((t) => t.end > m.start)?.clause;
  return BUYBACK.test(doc.text) || occurrences(doc, LEGAL_CONTEXT).some((h) => doc.tokens[h.first].clause === clause && !isNegatedHit(doc, h));
}

export const firearmsWeaponsRule: TPolicyRuleModule = { policyId: POLICY_IDS.firearmsWeapons, check: checkFirearmsWeapons };
