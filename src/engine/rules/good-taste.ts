import { POLICY_IDS } from '../../domain/policy-library';
import { concept, docOf, isNegatedHit, near, occurrences, type TConceptDoc, type THit } from './concepts';
import { findingFor, type TCitation } from './finding';
import { MILD_PROFANITY, PROFANITY, SLURS } from './good-taste-lexicon';
import { findAll, windowAround, type TMatch } from './text-match';
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
  /\b(?:you|your\s+(?:kids?|children|family|loved\s+ones|wife|husband|baby))\s+(?:could|will|might|may)\s+(?:die|be\s+(?:next|killed|murdered|raped|kidnapped|dead))\b|\bdon'?t\s+let\s+your\s+(?:family|kids?|children|baby)\s+die\b|\bbefore\s+it'?s\s+too\s+late\b[^.\n]{0,40}\b(?:die|dead|death|killed)\b/i;
// "9-11 am" and "ends 9/11" are times and dates: 9/11 counts only when the ad invokes the attacks.
const TRAGEDY_SALE =
  /\b(?:tragedy|tragic|mass\s+shooting|school\s+shooting|bridge\s+collapse|terror(?:ist)?\s+attacks?)\b[^.\n]{0,40}\b(?:sale|deals?|savings|specials?|discounts?|blowout|clearance|prices|%\s+off)\b|\b(?:never\s+forget|remember(?:ing)?|honou?r(?:ing)?|anniversary|tribute)\b[^.\n]{0,30}\b(?:9\/11|9-11|september\s+11(?:th)?)\b[^.\n]{0,40}\b(?:sale|deals?|savings|specials?|discounts?|blowout|clearance|%\s+off)\b/i;

// Concept vocabularies, matched by word form. Fear copy is harm near the reader's family with a
// prompt to imagine it; gore is a set of terms with no everyday sense ("blood everywhere", "guts on
// the floor"), told apart from a butcher's trade and a Bloody Mary.
const LOVED_ONES = concept('loved ones', ['your kids', 'your kid', 'your children', 'your child', 'your family', 'your wife', 'your husband', 'your baby', 'your loved ones', 'your daughter', 'your son', 'your parents', 'your grandchildren', 'your little ones']);
const HARM = concept('harm', ['gone', 'taken', 'take them', 'takes them', 'die', 'dead', 'death', 'killed', 'murdered', 'kidnapped', 'abducted', 'raped', 'attacked', 'burned alive', 'hurt', 'next victim', 'missing', 'never come home', 'snatched', 'stolen']);
const FEAR_CUE = concept('fear prompt', ['imagine', 'what if', 'too late', 'don\'t let', 'before someone', 'could be next', 'one day', 'could happen', 'will happen', 'picture', 'think about']);
const GORE = concept('gore', [
  'blood everywhere', 'bloody', 'bloodbath', 'blood bath', 'blood soaked', 'carnage', 'entrails', 'guts on', 'guts everywhere', 'spilled guts', 'splattered', 'slit throat', 'slit throats',
  'severed', 'decapitated', 'butchered', 'massacre', 'massacred', 'slaughtered', 'dismembered', 'mutilated', 'corpses', 'body count', 'gory', 'gruesome',
]);
const NOT_GORE_AFTER = concept('drink or dish', ['mary', 'marys', 'maria', 'good']);

function fearByConcept(doc: TConceptDoc): THit | null {
  const cues = occurrences(doc, FEAR_CUE);
  const frame = near(doc, LOVED_ONES, HARM, { window: 4 }).find((f) => !isNegatedHit(doc, f.b) && cues.some((c) => Math.abs(c.first - f.a.first) <= 12));
  return frame ? { ...frame.a, start: frame.start, end: frame.end, text: frame.text } : null;
}

function goreByConcept(doc: TConceptDoc, livestock: (m: THit) => boolean): THit | null {
  const notGore = new Set(occurrences(doc, NOT_GORE_AFTER).map((h) => h.first));
  return occurrences(doc, GORE).find((h) => !isNegatedHit(doc, h) && !notGore.has(h.last + 1) && !(/^(?:butcher|slaughter)/i.test(h.text) && livestock(h))) ?? null;
}

const LEET: Record<string, string> = { '@': 'a', $: 's', '0': 'o', '1': 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Same length as the input, so offsets still point into the original text. */
export function undoLeetspeak(text: string): string {
  return text.replace(/[A-Za-z0-9@$!|*]+/g, (token) => {
    if (!/[A-Za-z]/.test(token) || !/[0-9@$!|]/.test(token)) return token;
    // A trailing "!" or "|" is punctuation, not a letter.
    return token.replace(/[0-9@$!|](?=[A-Za-z0-9@$!|*])|[0-9@$](?![A-Za-z0-9@$!|*])/g, (c) => LEET[c] ?? c);
  });
}

export function checkGoodTaste(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const plain = undoLeetspeak(text);
  const findings: TRuleFinding[] = [];
  const original = (m: TMatch): TMatch => ({ ...m, text: text.slice(m.start, m.end) });
  const firstIn = (patterns: readonly RegExp[]) => patterns.flatMap((p) => findAll(plain, p)).sort((a, b) => a.start - b.start)[0];

  const slur = firstIn(SLURS);
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

  const profanity = firstIn(PROFANITY);
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

  const doc = docOf(input);
  const livestock = (m: TMatch) => LIVESTOCK.test(windowAround(text, m, 60));
  const violence = findAll(text, VIOLENCE).find((m) => !/^slaughter/i.test(m.text) || !livestock(m)) ?? goreByConcept(doc, livestock);
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

  const fear = findAll(text, FEAR)[0] ?? fearByConcept(doc);
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

  const tragedy = findAll(text, TRAGEDY_SALE)[0];
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
