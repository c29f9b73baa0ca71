import { concept, docOf, isNegatedHit, occurrences, tokenize, type TConceptDoc, type THit } from './concepts';
import { findAll, findFirst, type TMatch } from './text-match';
import type { TRuleInput } from './types';

// Weighted signals: one strong signal plus one weak one (or two strong) make a political ad, so
// "vote for your favourite pizza" or a job ad seeking "the ideal candidate" stay commercial.
const STRONG_SIGNALS: readonly RegExp[] = [
  /\bre-?elect\b/i,
  /\b(?:[Ee]lect|ELECT)\s+[A-Z][A-Za-z'.-]+/,
  /\bvote\s+(?:yes|no)\b/i,
  /\bfor\s+(?:(?:state|U\.?\s?S\.?|city|county|district)\s+)?(?:senate|senator|state\s+house|house\s+of\s+representatives|house\s+district\s+\d+\w?|representative|congress|mayor|city\s+council|council(?:\s?member)?|school\s+board|governor|sheriff|county\s+(?:commissioner|attorney|board)|district\s+judge|judge|attorney\s+general|secretary\s+of\s+state|state\s+auditor|legislature|ward\s+\d+|seat\s+\d+)\b/i,
  /\b(?:ballot\s+question|referendum|constitutional\s+amendment|bond\s+question|operating\s+levy)\b/i,
  /\b(?:campaign|political|volunteer)\s+committee\b/i,
  /\b(?:prepared\s+and\s+)?paid\s+for\s+by\b/i,
  /\b(?:DFL|GOP)\b|\b(?:Republican|Democratic|Democrat|Libertarian)\s+(?:candidate|party|endorsed|nominee)\b/,
  /\bindependent\s+expenditure\b/i,
  // A ballot question by its number or subject: "Yes on Question 1", "vote no on the bond".
  /\b(?:yes|no)\s+(?:on|to)\s+(?:(?:the|ballot|school|city|county|district)\s+)*(?:question|amendment|measure|proposition|prop|referendum|levy|bond|issue)\b/i,
  // Spanish: "Vote Sí", "Vota NO", "Reelija", "Preparado y pagado por" ("pagado por" alone is also what insurance does); "sí" is
  // "yes" only with its accent or capital ("vota si eres" is "if").
  /\b(?:[Vv]ote|VOTE)\s+(?:s[íÍ]|S[iIíÍ])(?![\p{L}])|\b(?:[Vv]ot(?:a|en)|VOT(?:A|EN))\s+(?:s[íÍ]|S[iIíÍ]|no|NO)(?![\p{L}])/u,
  /\breel[ií]j(?:a|an|e)\b|\breelecci[oó]n(?![\p{L}])|\breelegir\b/iu,
  /\bpreparado\s+y\s+pagado\s+por\b/i,
  /\b(?:refer[eé]ndum|enmienda\s+constitucional|pregunta\s+(?:\d+|del?\s+(?:distrito|condado|ciudad|municipio)))\b/i,
];

const WEAK_SIGNALS: readonly RegExp[] = [
  /\bvot(?:e[sd]?|ing|ers?)\b/i,
  /\belection(?:\s+day)?\b/i,
  /\bcandidate\b/i,
  /\b(?:senate|sheriff|mayor|school\s+board|city\s+council|county\s+commissioner|legislature|governor|congress(?:ional|man|woman)?|incumbent)\b/i,
  /\bendorse(?:d|ment)\b/i,
  /\bPAID\s+ADVERTISEMENT\b/i,
  /\b(?:absentee|early\s+voting|polls?\s+(?:open|close)|ballots?)\b/i,
  /\bNov(?:ember|\.)?\s+\d{1,2}\b/i,
  /\b(?:question|amendment|measure|proposition)\s+\d+\b|\blevy\b|\bbond\s+(?:referendum|measure)\b/i,
  // Spanish: vote, election, ballot, candidate, the offices, the date; Somali, Hmong and Vietnamese: vote and election.
  /\bvot(?:a|en|ar|aci[oó]n|antes?)(?![\p{L}])|\belecci[oó]n(?:es)?(?![\p{L}])|\bboletas?\b|\bpapeletas?\b|\bcandidat[oa]s?\b/iu,
  /\b(?:concejo|consejo\s+municipal|junta\s+escolar|alcalde(?:sa)?|senador(?:a)?|gobernador(?:a)?|comisionad[oa]|jueza?|representante\s+estatal)\b/i,
  /\b\d{1,2}\s+de\s+noviembre\b/i,
  /\bdoorashad?a?\b|\bcodee(?:ya|y)?\b|\bpov\s+npav\b|\bxaiv\s+tsa\b|(?<![\p{L}])b[ỏo]\s+phi[ếe]u(?![\p{L}])|(?<![\p{L}])b[ầa]u\s+c[ửu](?![\p{L}])|(?<![\p{L}])c[ửu]\s+tri(?![\p{L}])/iu,
];

/** An elected office, named however the ad names it. A judge by the noun alone: a car show's trophies are "judged". */
const OFFICE = concept('elected office', [
  'commissioner', 'commissioners', 'county board', 'city council', 'council member', 'councilmember', 'council seat', 'alderman', 'mayor', 'sheriff', 'senator', 'state senate',
  'state house', 'state representative', 'legislator', 'legislature', 'school board', '=judge', 'county attorney', 'county auditor', 'state auditor', 'treasurer', 'governor',
  'lieutenant governor', 'attorney general', 'secretary of state', 'congress', 'congresswoman', 'congressman', 'township supervisor', 'park board', 'soil and water',
  // Spanish
  'concejo', 'concejo municipal', 'consejo municipal', 'junta escolar', 'alcalde', 'alcaldesa', 'senador', 'senadora', 'gobernador', 'gobernadora', 'comisionado', 'comisionada',
  'juez', 'jueza', 'representante estatal',
]);
/** Asking for a vote or naming the ballot; a bare "vote" is left out ("vote for your favorite pizza"). */
const BALLOT = concept('ballot', ['ballot', 'ballots', 'election', 'elections', 'election day', 'reelect', 're elect', 'absentee', 'polls', 'caucus', 'primary election', 'early voting', 'vote yes', 'vote no', 'your vote',
  // Spanish
  'boleta', 'boletas', 'elección', 'elecciones', 'reelija', 'reelijan', 'reelegir', 'su voto', 'tu voto', 'votación anticipada',
]);

/** A measure put to the voters: a levy, a bond, a referendum. "Question" alone is left out (a quiz has questions). */
const MEASURE = concept('ballot measure', [
  'levy', 'levies', 'operating levy', 'bond referendum', 'referendum', 'referéndum', 'ballot question', 'ballot measure', 'charter amendment', 'constitutional amendment',
  'enmienda constitucional',
]);

/** How a legislator's record is told: "Dan Rask voted to raise your taxes", "Jo Lee votes against every budget". */
const VOTED = concept('voted', ['=voted', '=votes']);
const RECORD_OBJECT = new Set(['to', 'against', 'for', 'twice', 'yes', 'no']);
/** Bodies and crowds that vote too: "the City Council voted", "Rochester Voters voted". */
const VOTING_BODY = new Set([
  'council', 'board', 'commission', 'committee', 'legislature', 'senate', 'house', 'congress', 'city', 'county', 'state', 'district', 'voters', 'residents', 'members',
  'readers', 'customers', 'fans', 'people', 'minnesotans', 'neighbors', 'parents', 'students', 'the', 'we', 'they', 'minnesota', 'america', 'everyone',
  'everybody', 'you', 'i', 'staff', 'judges', 'guests', 'shoppers', 'diners', 'listeners', 'viewers', 'families', 'kids',
]);

/**
 * A named person's voting record: only a person in office has one, so the ad is about a candidate. The name may be
 * set in capitals as a headline is ("JO LEE VOTED TO RAISE YOUR TAXES").
 */
export function votingRecords(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  const isName = (i: number) => i >= 0 && /^[A-Z](?:[a-z'’.-]+|[A-Z'’.-]+)$/.test(tokens[i].raw) && !VOTING_BODY.has(tokens[i].norm) && tokens[i].clause === tokens[i + 1]?.clause;
  // A surname alone will do where it does not open the sentence ("... Vikstrom voted to"): a capital there is a name's.
  const midClause = (i: number) => i > 0 && tokens[i - 1].clause === tokens[i].clause;
  return occurrences(doc, VOTED).filter((h) => {
    const next = tokens[h.last + 1];
    return next !== undefined && RECORD_OBJECT.has(next.norm) && isName(h.first - 1) && (isName(h.first - 2) || midClause(h.first - 1));
  });
}

/** A voting record told of a named person: an ad about a candidate. */
function votingRecordOf(input: TRuleInput): TMatch | null {
  return votingRecords(docOf(input))[0] ?? null;
}

/** An office and the ballot in one ad: a campaign for that office, however it is worded ("Commissioner, District 4 ... return your ballot"). */
function officeOnTheBallot(input: TRuleInput): TMatch | null {
  const doc = docOf(input);
  const ballot = occurrences(doc, BALLOT).find((h) => !isNegatedHit(doc, h));
  const office = occurrences(doc, OFFICE)[0];
  return ballot && office ? office : null;
}

/** A measure and the ballot in one ad: "Support the library levy ... Election Day is November 5". */
function measureOnTheBallot(input: TRuleInput): TMatch | null {
  const doc = docOf(input);
  const ballot = occurrences(doc, BALLOT).find((h) => !isNegatedHit(doc, h));
  const measure = occurrences(doc, MEASURE)[0];
  return ballot && measure ? measure : null;
}

/**
 * Civic notices about an election that advocate for no one: the official notice of election, a forum or debate
 * open to every candidate, a voter-registration drive. Such an ad is not campaign material unless it also asks
 * for a vote for someone or something.
 */
const NEUTRAL_CIVIC = concept('civic notice', [
  'notice of election', 'notice is hereby given', 'candidate forum', 'candidates forum', 'candidate debate', 'forum for all candidates', 'meet the candidates', 'all candidates',
  'every candidate', 'each candidate', 'all the candidates', 'nonpartisan', 'non partisan', 'league of women voters', 'register to vote', 'voter registration', 'sample ballot',
  'polling place', 'polling places', 'election judges', 'election judge',
  // An organisation electing its own board: a co-op's, a union's or an association's annual meeting is no public election.
  'annual meeting', 'annual meeting of members', 'annual membership meeting', 'voting members', 'election of directors', 'director election', 'director elections',
  'board of directors', 'election of officers', 'shareholders', 'stockholders', 'delegates',
  // A reminder to vote that names no choice: a business's election-day hours, a get-out-the-vote message.
  'whoever you vote for', 'however you vote', 'no matter who you vote for', 'no matter how you vote', 'whatever your politics', 'go vote', 'get out and vote',
  'remember to vote', "don't forget to vote", 'dont forget to vote', 'make sure you vote', 'every vote counts', 'make your voice heard', 'i voted', 'free rides to the polls',
  // A public body's information on a question it must stay neutral on: "the board takes no position", "for information only".
  'does not take a position', 'takes no position', 'take no position', 'not take a position', 'neither for nor against', 'does not advocate', 'for information only',
  'informational purposes', 'information sessions', 'information session', 'information meeting', 'information meetings', 'informational meeting', 'informational meetings',
  // Spanish: notice of election, candidate forum, register to vote, polling place.
  'aviso de elección', 'foro de candidatos', 'todos los candidatos', 'regístrese para votar', 'registrese para votar', 'registrarse para votar', 'inscríbase para votar',
  'lugar de votación', 'lugares de votación', 'no partidista', 'no olvide votar', 'no olvides votar', 'vaya a votar', 've a votar',
]);
const ADVOCACY: readonly RegExp[] = [
  /\bre-?elect\b/i,
  /\b(?:[Ee]lect|ELECT)\s+[A-Z][A-Za-z'.-]+/,
  /\bvote\s+(?:yes|no)\b/i,
  /\b(?:vote|support|choose|back)\s+(?:for\s+)?[A-Z][a-z]+\s+[A-Z][a-z]+/,
  /\b(?:prepared\s+and\s+)?paid\s+for\s+by\b/i,
  /\b(?:campaign|political|volunteer|ballot)\s+committee\b|\bfor\s+\w+\s+committee\b/i,
  /\bindependent\s+expenditure\b/i,
  /\bendorsed\s+by\b/i,
  /\b(?:yes|no)\s+(?:on|to)\s+(?:(?:the|ballot|school|city|county|district)\s+)*(?:question|amendment|measure|proposition|prop|referendum|levy|bond|issue)\b/i,
  /\b(?:[Vv]ote|VOTE)\s+(?:s[íÍ]|S[iIíÍ])(?![\p{L}])|\b(?:[Vv]ot(?:a|en)|VOT(?:A|EN))\s+(?:s[íÍ]|S[iIíÍ]|no|NO)(?![\p{L}])|\breel[ií]j(?:a|an|e)\b|\bpreparado\s+y\s+pagado\s+por\b/u,
];

/** A notice about the election itself that asks no one to vote for anyone. */
function neutralCivicNotice(input: TRuleInput): boolean {
  if (occurrences(docOf(input), NEUTRAL_CIVIC).length === 0) return false;
  return !ADVOCACY.some((p) => p.test(input.text));
}

/**
 * An election held inside a school, a union or a club: a student body's, a homecoming court's, a union local's. Its
 * candidates run for no public office, so the campaign laws do not reach them, whatever box the submitter ticked.
 */
const ORGANISATION_OFFICE = concept('office inside an organisation', [
  'student body', 'student government', 'student council', 'student senate', 'student association', 'student union board', 'class president', 'class officers',
  'homecoming court', 'homecoming king', 'homecoming queen', 'prom king', 'prom queen', 'club president', 'club officers', 'team captain',
  // A union's or a club's own officers, chosen by its members: "Local 41 officer election", "members in good standing".
  'officer election', 'officers election', 'election of officers', 'union election', 'union officers', 'union hall', 'union card', 'members in good standing',
]);

function organisationElection(input: TRuleInput): boolean {
  // The submitter's title and description often name the election the artwork only hints at.
  const { title, description } = input.metadata;
  const doc = tokenize([title, description, input.text].filter(Boolean).join('\n\n'), []);
  return occurrences(doc, ORGANISATION_OFFICE).length > 0 && occurrences(doc, OFFICE).length === 0 && occurrences(doc, MEASURE).length === 0;
}

const FEDERAL_RACE = /\b(?:U\.?\s?S\.?\s+(?:Senate|House|Congress|Senator|Representative)|United\s+States\s+(?:Senate|Senator|Congress|House)|for\s+Congress|Congressional\s+District|for\s+President|President\s+of\s+the\s+United\s+States)\b/i;

const POLITICAL_SCORE_THRESHOLD = 3;

export interface TPoliticalContext {
  isPolitical: boolean;
  isFederal: boolean;
  /** The strongest signal, pointed at when the ad lacks something. */
  trigger: TMatch | null;
}

export function detectPoliticalAd(input: TRuleInput): TPoliticalContext {
  const declared = input.metadata.submissionType === 'political';
  const strong = [...STRONG_SIGNALS.map((p) => findFirst(input.text, p)), officeOnTheBallot(input) ?? measureOnTheBallot(input), votingRecordOf(input)].filter(
    (m): m is TMatch => m !== null,
  );
  const weak = WEAK_SIGNALS.filter((p) => findAll(input.text, p).length > 0).length;
  const score = strong.length * 2 + weak;
  const isPolitical = (declared || (score >= POLITICAL_SCORE_THRESHOLD && !neutralCivicNotice(input))) && !organisationElection(input);
  return {
    isPolitical,
    isFederal: isPolitical && FEDERAL_RACE.test(input.text),
    trigger: strong.sort((a, b) => a.start - b.start)[0] ?? findFirst(input.text, /\bvot(?:e|ing)\b/i),
  };
}

/**
 * Political from the copy, or tipped over by the title and description the submitter wrote: an upload declares
 * nothing, and a ballot-question headline may be art the text layer lost. The trigger still points into the copy.
 */
export function detectPoliticalSubmission(input: TRuleInput): TPoliticalContext {
  const fromCopy = detectPoliticalAd(input);
  const { title, description } = input.metadata;
  if (fromCopy.isPolitical || (!title && !description)) return fromCopy;
  const withMetadata = detectPoliticalAd({ ...input, text: [title, description, input.text].filter(Boolean).join('\n\n') });
  return withMetadata.isPolitical ? { ...withMetadata, trigger: fromCopy.trigger } : fromCopy;
}
