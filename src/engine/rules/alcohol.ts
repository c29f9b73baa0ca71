import { POLICY_IDS } from '../../domain/policy-library';
import { concept, occurrences, tokenAt, tokenize } from './concepts';
import { findingFor, type TCitation } from './finding';
import { findAll, findAllOf, isNegated, windowAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.alcohol);

const CITE = {
  ttbProhibited: { section: '27 CFR 4.64, 5.235, 7.235 (prohibited practices)', category: 'federal_law', effectiveDate: '2022-03-07' },
  ttbMandatory: { section: '27 CFR 5.233, 7.233 (mandatory statements)', category: 'federal_law', effectiveDate: '2022-03-07' },
  mnRule: { section: 'Minn. R. 7515.0760 subp. 2', category: 'state_law', effectiveDate: null },
  industryCode: { section: 'Beer Institute Advertising and Marketing Code; Minn. R. 7515.0760 subp. 2', category: 'publisher_policy', effectiveDate: null },
  responsibility: { section: "Publisher's alcohol advertising policy", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const ALCOHOL =
  /\b(?:beers?|ales?|lagers?|IPAs?|stouts?|pilsners?|wines?|merlot|cabernet|chardonnay|pinot(?:\s+noir|\s+grigio)?|ros[eé]|prosecco|champagne|sangria|mimosas?|margaritas?|martinis?|vodka|whiske?y|bourbon|scotch|rum|tequila|mezcal|gin|brandy|cognac|liqueurs?|schnapps|hard\s+seltzers?|hard\s+ciders?|hard\s+lemonade|cocktails?|liquors?|brewery|breweries|brewing\s+co(?:mpany|\.)?|brewpub|taproom|taphouse|winery|vineyards?|distillery|distilling|craft\s+brews?|on\s+tap|happy\s+hour|pub|tavern|saloon|kegs?|growlers?|booze|alcoholic\s+beverages?|(?:fine|craft|distilled)\s+spirits|(?:wine|beer|liquor)s?\s*(?:,|&|and)\s*spirits|spirits\s+(?:store|shop)|cold\s+ones?)\b/i;
/** Brand names count too (Minnesota bar ads say "Grain Belt" more often than "beer"); capitalised, so "truly" and "surly" stay words. */
const ALCOHOL_BRAND =
  /\b(?:Grain\s+Belt|Hamm'?s|Summit\s+(?:EPA|Ale|Brewing)|Schell'?s|Surly|Leinenkugel'?s?|Leinie'?s|Budweiser|Bud\s+Light|Miller\s+(?:Lite|High\s+Life)|Coors(?:\s+Light)?|Michelob|Busch\s+Light|Corona\s+(?:Extra|Light|Premier)|Modelo|Heineken|Guinness|White\s+Claw|Jack\s+Daniel'?s|Jameson|Smirnoff|Tito'?s|Fireball\s+(?:Whisky|shots?)|Captain\s+Morgan|Bacardi|Jose\s+Cuervo|Patr[oó]n|Jim\s+Beam|Crown\s+Royal|J[aä]germeister|Jagerbombs?)\b/;
// A drink word is not alcohol when what stands beside it says so: a non-alcoholic modifier before it
// ("root beer", "zero-proof cocktail", "non-alcoholic wine"), a food or object after it ("beer-battered",
// "rum cake", "wine rack", "cocktail dress"), or a food before it ("shrimp cocktail").
const SOFT_BEFORE = concept('non-alcoholic modifier', ['root', 'ginger', 'birch', 'butter', 'non', 'non alcoholic', 'nonalcoholic', 'alcohol free', 'zero proof', '=na', 'craft soda', 'kid', 'kids', 'school', 'team', 'holiday', 'community', 'christmas', 'competitive', 'fighting', 'free']);
const THING_AFTER = concept('food or object', [
  'battered', 'batter', 'cheese', 'bread', 'brat', 'mustard', 'can chicken', 'cake', 'raisin', 'ball', 'sauce', 'glaze', 'dress', 'attire', 'napkin', 'ring', 'table', 'rack',
  'glass', 'cabinet', 'fridge', 'cooler', 'opener', 'stopper', 'colored', 'coloured', 'red', 'quiz', 'trivia', 'shrimp', 'weenie', 'alcohol free', 'non alcoholic', 'free', 'week', 'stain',
]);
const FOOD_BEFORE = concept('food', ['shrimp', 'fruit', 'seafood', 'pub']);
const NOT_ALCOHOL_WHOLE = concept('non-alcoholic', ['non alcoholic', 'nonalcoholic', 'alcohol free', 'zero proof', 'mocktail', 'pub quiz', 'pub trivia']);

const SPIRITS_BRAND = /\b(?:vodka|whiske?y|bourbon|rum|tequila|mezcal|gin|brandy|cognac|liqueur|schnapps)\b[^.\n]{0,80}\b(?:distill(?:ed|ery)|bottled\s+by|750\s?ml|1\.75\s?L|fifth|bottles?)\b|\bdistillery\b/i;
const ABV = /\b\d{1,2}(?:\.\d)?\s*%\s*(?:ABV|alc\.?(?:\s*\/\s*vol\.?)?|alcohol)|\b\d{2,3}\s*proof\b/i;
const CONTACT =
  /\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b|\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|beer|wine|bar|co|us)\b|\b\d{1,6}\s+[A-Za-z0-9 .'-]{2,40}\s(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Hwy|Highway|Ln|Lane|Way|Pkwy|Parkway)\b|\b[A-Z][a-z]+,\s*(?:MN|Minnesota|WI|IA|ND|SD)\b/;

const HEALTH =
  /\b(?:health(?:y|ier|ful)|(?:packed|loaded|rich)\s+with\s+(?:vitamins|antioxidants|nutrients|electrolytes)|vitamins|good\s+for\s+(?:you|your\s+(?:heart|health|body))|heart[-\s]healthy|boosts?\s+(?:your\s+)?(?:immunity|immune\s+system|energy|metabolism|mood)|hangover[-\s]free|no\s+hangovers?|medicinal|therapeutic|aids?\s+digestion|(?:reduces?|lowers?|relieves?)\s+(?:stress|cholesterol|anxiety|pain)|cures?\s+(?:what\s+ails\s+you|colds?|the\s+blues))\b/i;
const EXCESS =
  /\b(?:all[-\s]you[-\s]can[-\s]drink|bottomless\s+(?:mimosas?|drinks|beers?|margaritas?|cocktails|sangria|wine|bloody\s+marys?)|unlimited\s+(?:drinks|beers?|wine|mimosas?|cocktails|pours)|chug(?:ging)?|get\s+(?:wasted|hammered|smashed|drunk|plastered|sloshed|tanked|trashed|lit)|drink\s+(?:till|until|'?til)\s+you\s+(?:drop|pass\s+out)|drink\s+all\s+night|keg\s+stands?|beer\s+bongs?|shotgun\s+(?:a\s+)?beers?|drinking\s+(?:games?|challenge|contest))\b/i;
const GIVEAWAY =
  /\b(?:free\s+(?:beers?|drinks?|shots?|pints?|glass\s+of\s+wine|wine|cocktails?|round|growler\s+fills?|keg|pint\s+glass(?:es)?|glassware|koozies?)|(?:first|1st)\s+(?:drink|beer|round|pint)\s+(?:is\s+)?(?:free|on\s+(?:us|the\s+house))|drinks?\s+(?:are\s+)?on\s+the\s+house|buy\s+one,?\s+get\s+one(?:\s+free)?|BOGO|(?:ladies|women|veterans|birthday\s+\w+)\s+drink\s+free)\b/i;
const YOUTH =
  /\b(?:kids?|children|child|teens?|teenagers?|toddlers?|babies|little\s+ones|students?|spring\s+break|cartoons?|toys?|Santa(?:\s+Claus)?|family\s+(?:fun|night|day|friendly|reunion|scene)|family[-\s]friendly|bring\s+the\s+(?:whole\s+)?family)\b/i;
const FLAG_OR_FORCES =
  /\b(?:American\s+flag|U\.?\s?S\.?\s+flag|Stars\s+and\s+Stripes|Old\s+Glory|U\.?\s?S\.?\s+(?:Army|Navy|Marines?|Air\s+Force|Coast\s+Guard)|Marine\s+Corps|Army|Navy|Air\s+Force|Coast\s+Guard|National\s+Guard|armed\s+forces|troops|soldiers)\b/;
const RESPONSIBILITY = /\b(?:drink|enjoy|please\s+drink)\s+(?:responsibly|safely|smart)\b|\bdon'?t\s+drink\s+and\s+drive\b|\bdesignated\s+drivers?\b|\bride[-\s]?share\b/i;

export function alcoholMentions(text: string): TMatch[] {
  const doc = tokenize(text);
  const beforeEnds = new Set([...occurrences(doc, SOFT_BEFORE), ...occurrences(doc, FOOD_BEFORE)].map((h) => h.last));
  const afterStarts = new Set(occurrences(doc, THING_AFTER).map((h) => h.first));
  const whole = occurrences(doc, NOT_ALCOHOL_WHOLE);
  const notADrink = (m: TMatch) => {
    const first = tokenAt(doc, m.start);
    let last = first;
    while (last + 1 < doc.tokens.length && doc.tokens[last + 1].start < m.end) last++;
    return beforeEnds.has(first - 1) || afterStarts.has(last + 1) || whole.some((w) => m.start < w.end && w.start < m.end);
  };
  return findAllOf(text, [ALCOHOL, ALCOHOL_BRAND]).filter((m) => !notADrink(m));
}

export function checkAlcohol(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const mentions = alcoholMentions(text);
  if (mentions.length === 0) return [];
  const findings: TRuleFinding[] = [];
  const nearAlcohol = (m: TMatch, chars = 120) => mentions.some((a) => Math.abs(a.start - m.start) <= chars);
  const firstNear = (pattern: RegExp, chars?: number) =>
    findAll(text, pattern).find((m) => !isNegated(text, m) && nearAlcohol(m, chars)) ?? null;

  const health = firstNear(HEALTH);
  if (health) {
    findings.push(
      finding({
        citation: CITE.ttbProhibited,
        severity: 'major',
        type: 'alcohol_health_claim',
        description: 'Health or therapeutic claim about an alcoholic beverage.',
        match: health,
      }),
    );
  }

  const excess = findAll(text, EXCESS)[0];
  if (excess) {
    findings.push(
      finding({
        citation: CITE.industryCode,
        severity: 'moderate',
        type: 'excessive_consumption',
        description: 'Encourages excessive or rapid drinking.',
        match: excess,
      }),
    );
  }

  const giveaway = firstNear(GIVEAWAY, 80);
  if (giveaway) {
    findings.push(
      finding({
        citation: CITE.mnRule,
        severity: 'moderate',
        type: 'alcohol_giveaway',
        description: 'Free drinks, premiums or giveaways tied to alcohol (Minn. R. 7515.0760 bars them).',
        match: giveaway,
      }),
    );
  }

  const youth = findAll(text, YOUTH).find((m) => !isNegated(text, m) && nearAlcohol(m, 150) && !/\b21\s*\+|\bover\s+21\b|\b21\s+and\s+(?:over|older)\b/i.test(windowAround(text, m, 40)));
  if (youth) {
    findings.push(
      finding({
        citation: CITE.mnRule,
        severity: 'major',
        type: 'alcohol_youth_appeal',
        description: 'Associates alcohol with children, family scenes or youth culture (Minn. R. 7515.0760 subp. 2; industry codes).',
        match: youth,
      }),
    );
  }

  const flag = findAll(text, FLAG_OR_FORCES)[0];
  if (flag) {
    findings.push(
      finding({
        citation: CITE.mnRule,
        severity: 'moderate',
        type: 'alcohol_flag_or_armed_forces',
        description: 'Uses the American flag or the armed forces in alcohol advertising (Minn. R. 7515.0760 subp. 2).',
        match: flag,
      }),
    );
  }

  if (!CONTACT.test(text)) {
    findings.push(
      finding({
        citation: CITE.ttbMandatory,
        severity: 'minor',
        type: 'missing_responsible_advertiser',
        description: 'No responsible advertiser name with city and state, phone, or website.',
        match: mentions[0],
      }),
    );
  }

  const spirits = findAll(text, SPIRITS_BRAND)[0];
  if (spirits && !ABV.test(text)) {
    findings.push(
      finding({
        citation: CITE.ttbMandatory,
        severity: 'minor',
        type: 'missing_alcohol_content',
        description: 'Distilled spirits advertising must state alcohol content (% alcohol by volume).',
        match: spirits,
      }),
    );
  }

  if (!RESPONSIBILITY.test(text)) {
    findings.push(
      finding({
        citation: CITE.responsibility,
        severity: 'minor',
        type: 'missing_responsibility_message',
        description: 'No "please drink responsibly" message.',
        match: mentions[0],
      }),
    );
  }

  if (input.segments.some((s) => s.method === 'image_ocr' || s.method === 'pdf_ocr')) {
    findings.push(
      finding({
        citation: CITE.industryCode,
        severity: 'moderate',
        type: 'alcohol_imagery_review',
        description: 'Check the imagery: models at least 25, no one who looks under 21, no drinking shown, no children, flag or armed forces.',
        match: mentions[0],
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

export const alcoholRule: TPolicyRuleModule = { policyId: POLICY_IDS.alcohol, check: checkAlcohol };
