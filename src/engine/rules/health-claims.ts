import { concept, isHedgedHit, isNegatedHit, near, occurrences, quantityHits, type TConceptDoc, type TFrame } from './concepts';

/**
 * Health, weight-loss and earnings claims as frames of concepts rather than phrases: a remedy
 * near a condition, a loss near a body-weight quantity and a time, money near an opportunity.
 */

export const CONDITION = concept('condition', [
  'cancer', 'tumor', 'tumour', 'diabetes', 'diabetic', 'prediabetes', 'blood sugar', 'a1c', 'arthritis', 'joint pain', 'alzheimer*', 'dementia', 'memory loss',
  'heart disease', 'heart failure', 'hypertension', 'high blood pressure', 'blood pressure', 'cholesterol', 'covid', 'flu', 'influenza', 'infection', 'virus', 'viral',
  'depression', 'anxiety', 'autism', 'adhd', 'ptsd', 'neuropathy', 'nerve pain', 'nerve damage', 'asthma', 'copd', 'psoriasis', 'eczema', 'insomnia', 'disease', 'illness',
  'chronic pain', 'back pain', 'sciatica', 'migraine', 'tinnitus', 'fibromyalgia', 'hair loss', 'baldness', 'erectile dysfunction', 'impotence', 'parkinson*',
  'multiple sclerosis', 'lupus', 'gout', 'shingles', 'ulcer', 'crohn*', 'colitis', 'kidney stones', 'cataracts', 'macular degeneration', 'glaucoma', 'vision loss',
  'hearing loss', 'osteoporosis', 'stroke', 'obesity', 'addiction', 'varicose veins', 'herpes', 'hiv', 'hepatitis', 'leukemia', 'lymphoma', 'emphysema', 'bronchitis',
  'sleep apnea', 'acid reflux', 'ibs', 'candida', 'lyme', 'opioid addiction', 'chronic fatigue',
]);

/** Verbs that claim the condition goes away: a claim whoever says it. */
const STRONG_REMEDY = concept('strong remedy', [
  'cure', 'heal', 'reverse', 'eliminate', 'eradicate', 'wipe out', 'get rid of', 'rid yourself of', 'goodbye to', 'banish', 'conquer', 'defeat', 'beat', 'erase', 'dissolve',
  'kill', 'shrink', 'remedy', 'remission', 'freedom from', 'put an end to', 'undo', 'regrow', 'restore', 'rebuild', 'regenerate', 'repair',
  'normalize', 'normalise', 'fix', 'overcome', 'knock out', 'destroy', 'melt away', 'clear up', 'never suffer from', 'no more', 'gone for good', 'solution for',
  'disappear', 'vanish', 'go away', 'gone', 'say goodbye', 'never again',
]);
/** Verbs a clinic uses of its own services ("we treat back pain"): a claim only when a product says them. */
const SERVICE_REMEDY = concept('treatment', ['treat', 'treatment for', 'prevent', 'protect against', 'fight', 'fights', 'combat', 'stop', 'relieve', 'manage', 'control', 'lower', 'regulate', 'balance']);
const PROVIDER = concept('health provider', [
  'clinic', 'hospital', 'physician', 'doctor', 'dr', 'md', 'chiropractor', 'chiropractic', 'physical therapy', 'therapist', 'dentist', 'dental', 'nurse', 'pharmacy', 'pharmacist',
  'appointment', 'appointments', 'insurance', 'medicare', 'medicaid', 'vaccine', 'vaccination', 'flu shot', 'shot', 'immunization', 'screening', 'checkup', 'mammogram', 'exam',
  'walk in', 'urgent care', 'board certified', 'licensed', 'patients', 'care team', 'specialist', 'support group', 'counseling', 'counselor',
]);
const CURE_PRODUCT = concept('remedy product', ['pill', 'capsule', 'supplement', 'formula', 'tea', 'tonic', 'oil', 'cream', 'balm', 'drops', 'gummies', 'powder', 'herb', 'herbal', 'extract', 'device', 'bracelet', 'patch', 'elixir', 'juice', 'miracle', 'secret', 'natural', 'ancient', 'doctors hate']);

/** What a body loses and a product claims to give back: "restores your memory", "regrows hair". */
const RESTORE = concept('restore', ['restore', 'rebuild', 'regrow', 'regenerate', 'repair', 'reverse', 'bring back']);
const BODY_FUNCTION = concept('body function', ['memory', 'brain cells', 'brain', 'hearing', 'vision', 'eyesight', 'hair', 'cartilage', 'nerves', 'nerve', 'joints', 'teeth', 'gums', 'cells', 'dna', 'organs', 'liver', 'kidneys', 'arteries']);

const MEDICATION = concept('medication', ['insulin', 'medication', 'medicine', 'meds', 'prescription', 'pills', 'drugs', 'inhaler', 'cpap', 'glasses', 'hearing aids', 'chemo', 'chemotherapy', 'statins', 'metformin']);
const QUIT = concept('quit', ['stop taking', 'quit', 'ditch', 'throw away', 'toss', 'get off', 'no longer need', 'never need', 'say goodbye to', 'goodbye to', 'replace', 'instead of']);

const strongestFrame = (frames: TFrame[]): TFrame | null => frames[0] ?? null;

/** A claim that a product cures, treats or prevents a disease, or replaces the reader's medication. */
export function healthClaim(doc: TConceptDoc): TFrame | null {
  const restored = near(doc, RESTORE, BODY_FUNCTION, { window: 4, ordered: true }).filter((f) => !isNegatedHit(doc, f.a) && !isHedgedHit(doc, f.a));
  const conditions = occurrences(doc, CONDITION);
  if (conditions.length === 0) return strongestFrame(restored);
  const clauseHas = (c: ReturnType<typeof occurrences>, clause: number) => c.some((h) => doc.tokens[h.first].clause === clause);
  const providers = occurrences(doc, PROVIDER);
  const products = occurrences(doc, CURE_PRODUCT);
  // Only the remedy's own negation counts: in "no more back pain" the "no" is the claim.
  const asserted = (f: TFrame) => !isNegatedHit(doc, f.a);

  const strong = near(doc, STRONG_REMEDY, conditions, { window: 6 }).filter(
    (f) => asserted(f) && !(isHedgedHit(doc, f.a) && providers.length > 0 && products.length === 0),
  );
  if (strong.length) return strongestFrame(strong);

  // "Treats", "prevents", "lowers": a claim when a product (not a provider) says it unhedged.
  const service = near(doc, SERVICE_REMEDY, conditions, { window: 5 }).filter((f) => {
    if (!asserted(f) || isHedgedHit(doc, f.a)) return false;
    const clause = doc.tokens[f.a.first].clause;
    if (clauseHas(providers, clause)) return false;
    return products.length > 0 && providers.length === 0;
  });
  if (service.length) return strongestFrame(service);

  const quitting = near(doc, QUIT, MEDICATION, { window: 4, ordered: true }).filter((f) => !isNegatedHit(doc, f.a) && products.length > 0);
  return strongestFrame(quitting) ?? strongestFrame(restored);
}

// ------------------------------------------------------------------------------------------------
// Weight loss

const LOSS = concept('weight loss', ['lose', 'lost', 'drop', 'shed', 'melt', 'burn', 'blast', 'torch', 'zap', 'flush', 'dissolve', 'slim down', 'trim', 'shrink', 'get rid of', 'eliminate', 'weight loss', 'fat loss', 'slimmer', 'thinner', 'skinny']);
const BODY_FAT = concept('body fat', ['weight', 'fat', 'belly fat', 'belly', 'pounds', 'lbs', 'kilos', 'inches', 'dress size', 'waistline', 'waist', 'muffin top', 'love handles', 'cellulite', 'fat cells', 'flab', 'spare tire']);
const EFFORTLESS = concept('effortless', ['without diet', 'without dieting', 'without exercise', 'without exercising', 'no diet', 'no dieting', 'no exercise', 'no workouts', 'no gym', 'eat whatever', 'eat anything', 'eat all you want', 'while you sleep', 'effortless', 'effortlessly', 'no willpower', 'no effort', 'no counting', 'never diet', 'skip the gym', 'no starving', 'without giving up', 'without changing']);
const PERMANENT = concept('permanent', ['for good', 'permanently', 'forever', 'never come back', 'never gain', 'keep it off', 'stays off', 'for life']);
const FAT_MECHANISM = concept('fat mechanism', ['block fat', 'blocks fat', 'fat blocker', 'fat burner', 'fat burning', 'burns fat', 'melts fat', 'absorption of fat', 'fat absorption', 'metabolism booster', 'boost your metabolism', 'appetite suppressant']);
const TOPICAL = concept('worn product', ['cream', 'patch', 'wrap', 'belt', 'insoles', 'bracelet', 'lotion', 'gel', 'spray', 'earrings']);

/** A weight-loss promise of a kind the FTC treats as false on its face. */
export function weightLossClaim(doc: TConceptDoc): TFrame | null {
  const losses = occurrences(doc, LOSS).filter((h) => !isNegatedHit(doc, h));
  if (losses.length === 0) return null;
  const pounds = quantityHits(doc, 'weight');
  const times = quantityHits(doc, 'duration', (q) => (q.unit === 'day' && q.value <= 90) || (q.unit === 'week' && q.value <= 12) || (q.unit === 'month' && q.value <= 3) || q.unit === 'hour');
  // "Lose 30 lbs in 30 days": a loss, an amount of body weight, a short time, in one clause.
  for (const f of near(doc, losses, pounds, { window: 4 })) {
    const clause = doc.tokens[f.b.first].clause;
    if (times.some((t) => doc.tokens[t.first].clause === clause && Math.abs(t.first - f.b.last) <= 8)) return f;
  }
  const fat = occurrences(doc, BODY_FAT);
  const weightTalk = near(doc, losses, [...fat, ...pounds], { window: 4 });
  if (weightTalk.length === 0) {
    const mechanism = occurrences(doc, FAT_MECHANISM)[0];
    return mechanism ? { a: mechanism, b: mechanism, start: mechanism.start, end: mechanism.end, text: mechanism.text } : null;
  }
  const claim = [EFFORTLESS, PERMANENT, TOPICAL].flatMap((c) => near(doc, weightTalk.map((f) => f.a), c, { window: 10, sameClause: false }));
  if (claim.length) return claim.sort((p, q) => p.start - q.start)[0];
  const mechanism = occurrences(doc, FAT_MECHANISM)[0];
  return mechanism ? { a: mechanism, b: mechanism, start: mechanism.start, end: mechanism.end, text: mechanism.text } : null;
}

// ------------------------------------------------------------------------------------------------
// Earnings and investment

const EARN = concept('earn', ['earn', 'make', 'pull in', 'take home', 'bank', 'income', 'profit', 'cash', 'paycheck', 'bring in', 'pocket', 'rake in', 'generate', 'paid', 'payout', 'commission', 'revenue', 'return', 'returns', 'yield']);
const OPPORTUNITY = concept('opportunity', [
  'from home', 'at home', 'home based', 'spare time', 'part time from', 'passive', 'be your own boss', 'your own boss', 'side hustle', 'while you sleep', 'on autopilot', 'autopilot',
  'work from anywhere', 'from your phone', 'from your laptop', 'laptop', 'online business', 'join my team', 'join our team of', 'no experience', 'no selling', 'crypto', 'bitcoin',
  'forex', 'trading', 'trading system', 'day trading', 'system', 'secret', 'financial freedom', 'quit your job', 'fire your boss', 'replace your income', 'business opportunity', 'opportunity',
  'mlm', 'distributor', 'residual', 'guaranteed', 'just a few hours', 'few hours a week', 'hours a week', 'easy money', 'copy my', 'members',
]);
const EMPLOYER = concept('employer', ['hiring', 'apply', 'application', 'benefits', 'position', 'positions', 'shift', 'shifts', 'cdl', 'wage', 'wages', 'salary', 'overtime', 'pto', '401k', 'resume', 'interview', 'employer', 'employment', 'job fair', 'full time', 'w2']);
const GUARANTEE = concept('guarantee', ['guarantee', 'guaranteed', 'promise', 'promised', 'assured', 'risk free', 'no risk', 'zero risk', 'can\'t lose', 'cannot lose', 'sure thing', 'certain']);
const INVEST = concept('investment return', ['return', 'returns', 'profit', 'profits', 'gain', 'gains', 'yield', 'income', 'payout', 'double your money', 'triple your money', 'double your investment', 'double your', 'triple your', 'roi', 'dividend', 'interest']);
const INSURED_DEPOSIT = concept('insured deposit', ['fdic', 'ncua', 'apy', 'certificate of deposit', 'cd', 'savings account', 'money market', 'member fdic', 'annuity']);

/** An earnings claim for a business opportunity, or guaranteed investment returns. */
const MONEY_WORDS = concept('money words', ['six figures', 'seven figures', 'six figure', 'seven figure', '=6 figures', '=7 figures', 'full time income', 'extra cash', 'fortune']);

export function earningsClaim(doc: TConceptDoc): TFrame | null {
  const money = [...quantityHits(doc, 'money', (q) => q.per !== undefined || q.value >= 1000), ...occurrences(doc, MONEY_WORDS)];
  const employer = occurrences(doc, EMPLOYER).length > 0;
  const opportunities = occurrences(doc, OPPORTUNITY);
  for (const f of near(doc, EARN, money, { window: 5 })) {
    if (isNegatedHit(doc, f.a)) continue;
    const hourlyJob = employer && /\b(?:hour|hr)\b/i.test(f.b.text);
    if (hourlyJob) continue;
    const context = opportunities.some((o) => Math.abs(o.first - f.a.first) <= 40);
    if (context && !(employer && !opportunities.some((o) => /guarant|passive|sleep|autopilot|boss/i.test(o.text)))) return f;
  }
  if (occurrences(doc, INSURED_DEPOSIT).length === 0) {
    const guaranteed = near(doc, GUARANTEE, INVEST, { window: 4 }).filter((f) => !isNegatedHit(doc, f.a));
    const percentNear = (f: TFrame) => quantityHits(doc, 'percent').some((q) => Math.abs(q.first - f.b.first) <= 6);
    const doubling = (f: TFrame) => /doubl|tripl/i.test(f.b.text);
    const found = guaranteed.find((f) => percentNear(f) || doubling(f) || opportunities.length > 0);
    if (found) return found;
    // "Double your money in 90 days": a multiplied stake in a stated time, or with a no-risk promise anywhere.
    const multiplied = occurrences(doc, INVEST).filter((h) => /doubl|tripl/i.test(h.text) && !isNegatedHit(doc, h));
    const soon = quantityHits(doc, 'duration');
    const risklessAd = occurrences(doc, GUARANTEE).length > 0;
    const claim = multiplied.find((h) => risklessAd || soon.some((q) => Math.abs(q.first - h.last) <= 4));
    if (claim) return { a: claim, b: claim, start: claim.start, end: claim.end, text: claim.text };
  }
  return null;
}

