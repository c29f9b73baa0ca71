import { POLICY_IDS } from '../../domain/policy-library';
import { concept, docOf, isNegatedHit, near, occurrences, tokenize, type TConceptDoc, type THit } from './concepts';
import { findingFor, type TCitation } from './finding';
import { findAll, findFirst, isNegated, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.adultProducts);

const CITE = {
  prostitution: { section: 'Minn. Stat. 609.322; 18 U.S.C. 2421A', category: 'state_law', effectiveDate: null },
  obscenity: { section: 'Minn. Stat. 617.241; 18 U.S.C. 1461', category: 'state_law', effectiveDate: null },
  placement: { section: "Minn. Stat. 617.293; publisher's placement policy for lawful adult businesses", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const SEXUAL_SERVICE =
  /\b(?:out-?calls?|in-?calls?|GFE|body\s*rubs?|(?:sensual|erotic|nuru|tantric|full[-\s]body\s+sensual)\s+massages?|escort\s+(?:service|agency|services|girls?)|independent\s+escorts?|companionship\s+for\s+(?:gentlemen|men)|discreet\s+(?:encounters?|fun|meetings?|companionship|rendezvous)|no\s+rush\s+service)\b/i;
// A bridal shop's "happy endings" is innocent; beside a massage offer it is not.
const HAPPY_ENDING = /\bhappy\s+endings?\b/i;
// "Full service" means sex only beside dancers, escorts or massage; a gas station offers it too.
const FULL_SERVICE = /\bfull[-\s]service\b/i;
const DANCERS_OR_COMPANIONS = /\b(?:private\s+dancers?|exotic\s+dancers?|escorts?|massages?|companions?|bachelor\s+part(?:y|ies))\b/i;
const MASSAGE = /\bmassages?\b/i;
const ESCORT = /\bescorts?\b/i;
// Frames where "escort" is innocent: a vehicle (a car for sale by maker, body style or mileage),
// a protective or ceremonial escort (police, funeral procession), or escorting someone somewhere.
const ESCORT_WORD = concept('escort', ['escort']);
const VEHICLE = concept('vehicle', [
  'ford', 'car', 'wagon', 'sedan', 'hatchback', 'coupe', 'convertible', 'mileage', 'miles', 'mpg', 'engine', 'transmission', 'automatic', 'manual', 'tires', 'vin', 'odometer',
  'carfax', 'dealer', 'dealership', 'trade in', 'financing', 'runs great', 'title', 'auto', 'vehicle',
]);
const GUARD = concept('protective escort', ['police', 'motorcycle', 'funeral', 'procession', 'hearse', 'motorcade', 'security', 'safety', 'campus', 'medical', 'military', 'honor', 'patriot guard', 'pilot car', 'oversize load', 'wide load', 'bridal', 'wedding']);
const ESCORTED = concept('escorted person', ['you', 'your', 'guests', 'students', 'patients', 'residents', 'visitors', 'seniors', 'passengers', 'clients to', 'them', 'him', 'her', 'children', 'kids', 'members', 'customers', 'riders']);

function innocentEscorts(text: string): TMatch[] {
  const doc = tokenize(text);
  const escorts = occurrences(doc, ESCORT_WORD);
  const vehicle = near(doc, escorts, VEHICLE, { window: 3 }).map((f) => f.a);
  const guarded = near(doc, GUARD, escorts, { window: 2, ordered: true }).map((f) => f.b);
  const escorting = near(doc, escorts, ESCORTED, { window: 0, ordered: true }).map((f) => f.a);
  return [...vehicle, ...guarded, ...escorting];
}
const ADULT_CUE = /(?<![\w$])(?:discreet|companionship|24\/7|sexy|hot\s+(?:girls|ladies|babes)|young\s+(?:ladies|girls)|upscale|VIP|ladies\s+available|new\s+girls|\$\s?\d+\s*(?:\/|per)\s*(?:hr|hour|hh|half\s+hour))\b/i;
const EXPLICIT =
  /\b(?:porn(?:o|ography|ographic)?|hardcore|xxx|x-rated|live\s+(?:sex|nude|nudes)|nude\s+(?:girls|women|models|dancers|pics|photos|videos?|webcams?)|naked\s+(?:girls|women|cams?|pics)|sex\s+(?:cams?|chat|videos?|hook-?ups?|tapes?|dating)|hook-?ups?\s+tonight|hot\s+singles|cam\s+(?:girls|models)|onlyfans|erotic\s+(?:videos?|films?|chat)|orgasm\w*)\b/i;
const ADULT_BUSINESS =
  /\b(?:adult\s+(?:toys?|store|shop|boutique|novelt(?:y|ies)|superstore|bookstore|videos?|entertainment|cabaret|club)|strip\s+clubs?|gentlemen'?s\s+clubs?|(?:exotic|private)\s+dancers?|lingerie\s+(?:party|parties|models|show)|sex\s+(?:toys?|shop|store)|topless\s+(?:bar|dancers?|club)|pleasure\s+(?:products|toys))\b/i;

// Concept vocabularies, matched by word form: paid company in its euphemisms, sexualised massage,
// explicit material and adult novelties, each as a frame or a term that has no innocent sense.
/** Payment for time in the trade's euphemisms: "200 roses", "donations", "generous gentlemen". */
const PAYMENT = concept('payment', ['roses', 'donation', 'donations', 'generous', 'per hour', 'an hour', 'hourly', 'half hour', '=hh', '=qv', 'quick visit']);
const COMPANY = concept('company', ['my company', 'companionship', 'time together', 'hotel visits', 'outcall', 'outcalls', 'incall', 'incalls', 'encounter', 'encounters', 'gentlemen', 'gentleman']);
/** Massage words and what makes one sexual. */
const MASSAGE_WORD = concept('massage', ['massage', 'massages', 'spa', 'bodywork', 'rubdown', 'rub down']);
const SEXUAL_MASSAGE = concept('sexual massage', [
  'body to body', 'body 2 body', '=b2b', 'table shower', 'soapy', 'nuru', 'tantric', 'sensual', 'erotic', 'four hands', '4 hands', 'happy ending', 'happy endings', 'young staff',
  'young ladies', 'young asian', 'new girls', 'pretty girls', 'sexy staff', 'late night relaxation', 'lingam', 'prostate',
]);
/** Explicit material. */
const EXPLICIT_WORDS = concept('explicit', [
  'porn', 'porno', 'pornography', 'xxx', 'x rated', 'webcam girls', 'cam girls', 'cam models', 'sex videos', 'sex tapes', 'sexting', 'onlyfans', 'fansly', 'adult videos', 'erotica',
  'erotic videos', 'hookup tonight', 'hook up tonight',
]);
/** Words explicit only beside media or people: "uncensored videos", "nude models", not "naked juice" or a "topless Jeep". */
const RISQUE = concept('risque', ['uncensored', 'nude', 'naked', 'topless', 'explicit', 'steamy', 'amateur', 'amateurs', 'x rated']);
const MEDIA = concept('media', ['videos', 'video', 'clips', 'cams', 'webcam', 'pics', 'photos', 'livestream', 'girls', 'models', 'amateurs', 'dancers', 'members only']);
/** Adult novelties named by what they are. */
const NOVELTY = concept('adult novelty', ['vibrator', 'vibrators', 'dildo', 'dildos', 'bondage kit', 'bondage kits', 'bondage gear', 'bdsm', 'sex toy', 'sex toys', 'adult toys', 'adult novelties', 'couples novelties', 'couples toys', 'pleasure products', 'strap on']);
/** "Concrete vibrator": a tool. */
const TOOL_BEFORE = concept('tool', ['concrete', 'pencil', 'engraving', 'plate', 'form', 'pneumatic', 'bin']);
/** A licensed therapist or a clinic: massage as health care. */
const LICENSED = concept('licensed massage', ['licensed', '=lmt', 'therapist', 'therapists', 'therapeutic', 'deep tissue', 'prenatal', 'sports massage', 'insurance', 'chiropractic', 'physical therapy', 'certified']);

function frameHit(f: { a: THit; start: number; end: number; text: string }): THit {
  return { ...f.a, start: f.start, end: f.end, text: f.text };
}

function sexualServiceByConcept(doc: TConceptDoc): THit | null {
  const paid = near(doc, PAYMENT, COMPANY, { window: 5 }).find((f) => !isNegatedHit(doc, f.a));
  if (paid) return frameHit(paid);
  const massages = occurrences(doc, MASSAGE_WORD);
  const sexual = occurrences(doc, SEXUAL_MASSAGE).filter((h) => !isNegatedHit(doc, h));
  // "Sensual" or "young staff" make a massage offer sexual; a licensed therapist's massage is health care.
  if (massages.length === 0 || sexual.length === 0) return null;
  const strong = sexual.find((h) => /body|table|soapy|nuru|tantric|erotic|happy|lingam|prostate|four|4/i.test(h.text));
  if (strong) return strong;
  return occurrences(doc, LICENSED).length === 0 ? sexual[0] : null;
}

export function checkAdultProducts(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];

  const service =
    findAll(text, SEXUAL_SERVICE).find((m) => !isNegated(text, m) && !insideAny(m, innocentEscorts(text))) ??
    (MASSAGE.test(text) ? findFirst(text, HAPPY_ENDING) : null) ??
    (DANCERS_OR_COMPANIONS.test(text) ? findFirst(text, FULL_SERVICE) : null) ??
    escortOffer(text) ??
    sexualServiceByConcept(docOf(input));
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
  const risque = near(doc, RISQUE, MEDIA, { window: 3 }).find((f) => !isNegatedHit(doc, f.a));
  const explicit =
    findAll(text, EXPLICIT).find((m) => !isNegated(text, m)) ?? occurrences(doc, EXPLICIT_WORDS).find((h) => !isNegatedHit(doc, h)) ?? (risque ? frameHit(risque) : undefined);
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
  const business = findFirst(text, ADULT_BUSINESS) ?? occurrences(doc, NOVELTY).find((h) => !isNegatedHit(doc, h) && !tools.has(h.first - 1)) ?? null;
  if (business) {
    findings.push(
      finding({
        citation: CITE.placement,
        severity: 'moderate',
        type: 'adult_business',
        description: 'Lawful adult business: needs publisher review of wording and imagery and placement away from youth content.',
        match: business,
      }),
    );
  }
  return findings;
}

function escortOffer(text: string): TMatch | null {
  if (!ADULT_CUE.test(text)) return null;
  const innocent = innocentEscorts(text);
  return findAll(text, ESCORT).find((m) => !insideAny(m, innocent)) ?? null;
}

function insideAny(m: TMatch, spans: TMatch[]): boolean {
  return spans.some((s) => m.start < s.end && s.start < m.end);
}

export const adultProductsRule: TPolicyRuleModule = { policyId: POLICY_IDS.adultProducts, check: checkAdultProducts };
