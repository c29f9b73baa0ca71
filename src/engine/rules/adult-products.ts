import { POLICY_IDS } from '../../domain/policy-library';
import { concept, near, occurrences, tokenize } from './concepts';
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

export function checkAdultProducts(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];

  const service =
    findAll(text, SEXUAL_SERVICE).find((m) => !isNegated(text, m) && !insideAny(m, innocentEscorts(text))) ??
    (MASSAGE.test(text) ? findFirst(text, HAPPY_ENDING) : null) ??
    (DANCERS_OR_COMPANIONS.test(text) ? findFirst(text, FULL_SERVICE) : null) ??
    escortOffer(text);
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

  const explicit = findAll(text, EXPLICIT).find((m) => !isNegated(text, m));
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

  const business = findFirst(text, ADULT_BUSINESS);
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
