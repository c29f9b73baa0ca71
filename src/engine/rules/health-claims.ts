import { concept, hitFrame, inDisclaimerList, isHedgedHit, isNegatedHit, near, occurrences, quantities, quantityHits, sentenceNumbers, type TConceptDoc, type TFrame, type THit, type TQuantity, type TQuantityKind } from './concepts';

/**
 * Health, weight-loss and earnings claims as frames of concepts rather than phrases: a remedy
 * near a condition, a loss near a body-weight quantity and a time, money near an opportunity.
 */

export const CONDITION = concept('condition', [
  'cancer', 'tumor', 'tumour', 'diabetes', 'diabetic', 'prediabetes', 'blood sugar', 'a1c', 'arthritis', 'joint pain', 'alzheimer*', 'dementia', 'memory loss',
  'heart disease', 'heart failure', 'hypertension', 'high blood pressure', 'blood pressure', 'cholesterol', 'covid', 'flu', 'influenza', 'infection', 'virus', 'viruses', 'viral',
  'depression', 'anxiety', 'autism', 'adhd', 'ptsd', 'neuropathy', 'nerve pain', 'nerve damage', 'asthma', 'copd', 'psoriasis', 'eczema', 'insomnia', 'disease', 'illness',
  'chronic pain', 'back pain', 'sciatica', 'migraine', 'tinnitus', 'fibromyalgia', 'hair loss', 'baldness', 'erectile dysfunction', 'impotence', 'parkinson*',
  'multiple sclerosis', 'lupus', 'gout', 'shingles', 'ulcer', 'crohn*', 'colitis', 'kidney stones', 'cataracts', 'macular degeneration', 'glaucoma', 'vision loss',
  'hearing loss', 'osteoporosis', 'stroke', 'obesity', 'addiction', 'varicose veins', 'herpes', 'hiv', 'hepatitis', 'leukemia', 'lymphoma', 'emphysema', 'bronchitis',
  'sleep apnea', 'acid reflux', 'ibs', 'candida', 'lyme', 'opioid addiction', 'chronic fatigue', 'common cold', '=colds', 'chest cold', 'head cold',
  // Symptoms that stand for a disease: "eliminates the numbness", "silences the ringing in your ears".
  // Determiners are left out so "ringing in your ears" reads like "ringing in the ears".
  '=numbness', 'tingling', 'pins and needles', 'burning feet', 'ringing in ears', 'ringing ears', 'buzzing in ears', 'brain fog', 'hot flashes', 'inflammation',
  'joint stiffness', 'stiff joints', 'heartburn', 'reflux', 'gerd', 'get sick', 'getting sick',
  // A cold by its symptoms: "kills the sniffles", "no more stuffy nose".
  'sniffles', 'the sniffles', 'runny nose', 'stuffy nose', 'sore throat', 'sore throats',
  // Infections no drug reliably clears, named as a threat: "kills superbugs", "fights MRSA".
  'superbug', 'superbugs', 'mrsa', 'staph infection', 'staph infections', 'flesh eating bacteria',
  // Illness in general: "heals sickness", "for all your ailments".
  'sickness', 'sicknesses', 'ailment', 'ailments', 'maladies', 'malady',
  // Spanish
  'artritis', 'cáncer', 'colesterol', 'presión alta', 'presión arterial', 'azúcar en la sangre', 'gastritis', 'enfermedad', 'enfermedades', 'dolor de rodillas',
  'vih', 'sida', 'dolor de espalda', 'dolor crónico', 'dolor de cabeza', 'dolor de articulaciones', 'dolores', 'insomnio', 'ansiedad', 'depresión', 'migraña', 'migrañas',
  // Vietnamese, with and without its tone marks (English OCR drops them): cancer, diabetes, blood pressure, disease.
  'ung thư', 'ung thu', 'tiểu đường', 'tieu duong', 'huyết áp', 'huyet ap',
  // Somali: diabetes ("sonkorowga"), cancer, high blood pressure, kidney disease.
  'sonkorowga', 'sonkorow', 'kansar', 'kansarka', 'dhiig kar', 'dhiigkar', 'cudurka kelyaha',
  // Somali disease in general ("cudur kasta", any disease), as "sickness" is in English.
  'cudur', 'cudurka', 'cudurrada', 'cudur walba', 'cudur kasta',
  // Afaan Oromoo: disease ("dhukkuba"), diabetes ("dhukkuba sukkaaraa"), blood pressure ("dhiibbaa dhiigaa"), cancer.
  'dhukkuba', 'dhukkuba sukkaaraa', 'sukkaara', 'sukkaaraa', 'dhiibbaa dhiigaa', 'kaansarii', 'kaansara',
  // Hmong: diabetes ("ntshav qab zib", sweet blood), high blood pressure, kidney and heart disease, cancer.
  'ntshav qab zib', 'ntshav siab', 'mob raum', 'mob plawv', 'mob qog noj ntshav', 'qog noj ntshav', 'mob cancer',
  // German, with and without the umlaut OCR drops: a cold, flu, cancer, rheumatism, gout, high blood pressure, disease.
  'erkältung', 'erkaltung', 'grippe', 'krebs', 'rheuma', 'gicht', 'bluthochdruck', 'krankheit', 'krankheiten',
]);

/** Verbs that claim the condition goes away: a claim whoever says it. */
const STRONG_REMEDY = concept('strong remedy', [
  'cure', 'heal', 'reverse', 'eliminate', 'eradicate', 'wipe out', 'get rid of', 'rid yourself of', 'goodbye to', 'banish', 'conquer', 'defeat', 'beat', 'erase', 'dissolve',
  'kill', 'shrink', 'remedy', 'remission', 'freedom from', 'put an end to', 'undo', 'regrow', 'restore', 'rebuild', 'regenerate', 'repair',
  // Spelled out: "normalize" stems to "normal", and "normal blood pressure" is no cure.
  '=normalize', '=normalizes', '=normalized', '=normalizing', '=normalise', '=normalises', 'fix', 'overcome', 'knock out', 'destroy', 'melt away', 'clear up', 'never suffer from', 'no more', 'gone for good', 'solution for',
  'disappear', 'vanish', 'go away', 'gone', 'say goodbye', 'goodbye', 'never again', 'thing of the past', 'silence', 'flush', 'flush out', 'an end to', 'end your',
  'free yourself from', 'liberate', '=neutralize', '=neutralizes', '=neutralized', '=neutralizing', '=neutralise', '=neutralises', 'starve', 'obliterate', 'annihilate',
  // The condition reported gone: "the arthritis was simply not there anymore", "the rash went away".
  'not there anymore', 'no longer there', 'went away', 'all gone', 'cleared up', 'is history', 'are history', 'was history', 'became history',
  // A verb and its particle around the condition's pronoun: "knocks them out", "cleared it right up".
  'knock it out', 'knock them out', 'knocked it out', 'knocked them out', 'wipe it out', 'wipe them out', 'clear it up', 'clear them up', 'cleared it up', 'flush it out',
  // Spanish, in the healer's first person too ("curo la artritis", "sanamos la diabetes") and the illness leaving ("se van").
  'cura', 'curan', 'curar', 'curo', 'curamos', 'sanan', 'sanar', 'sanamos', 'sanará', 'se va', 'se van', 'se quita', 'se quitan', 'desaparecen', 'elimina', 'eliminan', 'eliminar', 'acaba con', 'acaban con', 'termina con', 'adiós a', 'adios a', 'desaparece', 'revierte', 'quita', 'quitan', '=quite',
  // Vietnamese: cure outright, treat to the root, rid of the disease.
  'chữa khỏi', 'chua khoi', 'trị dứt', 'tri dut', 'dứt điểm', 'dut diem', 'khỏi bệnh', 'khoi benh',
  // Somali "bogsiiyaa", "ka bogsiisaa" (heals it, cures it).
  'bogsiiyaa', 'bogsiisaa', 'ka bogsiisaa',
  // Afaan Oromoo "ni fayyisa" (it heals), "fayyisuu" (to heal).
  'fayyisa', 'fayyisaa', 'fayyisuu', 'ni fayyisa',
  // Hmong "kho tau" (can cure), "kho kom zoo" (treat until well), "zoo tag" (healed completely).
  'kho tau', 'kho kom zoo', 'kho zoo', 'zoo tag', 'zoo tag li',
  // German "heilt" (heals, cures), "kuriert", "beseitigt" (gets rid of).
  'heilt', 'heilen', 'kuriert', 'beseitigt',
]);
/** Verbs a clinic uses of its own services ("we treat back pain"): a claim only when a product says them. */
const SERVICE_REMEDY = concept('treatment', [
  'treat', 'treatment for', 'prevent', 'protect against', 'protect', 'protects', 'fight', 'fights', 'combat', 'stop', 'relieve', 'manage', 'control', 'lower', 'reduce', 'regulate', 'balance',
  // Prevention promised outright: "never catch a cold", "wards off flu".
  'ward off', 'fend off', 'never catch', 'never get', 'immune to', 'shield against', 'shield you from', 'protect you from', 'protection from', 'protection against',
  // Symptoms eased by a product: "calms anxiety", "eases arthritis", "quiets chronic pain".
  'ease', 'eases', 'calm', 'calms', 'soothe', 'soothes', 'quiet', 'quiets', 'alleviate', 'relief from', 'relief for', 'helps with', 'target', 'targets',
  // Spanish
  'controla', 'controlar', 'previene', 'prevenir', 'baja', 'combate', 'alivia', 'alivian', 'calma', 'calman',
  // Brought back to normal ("returns blood sugar to normal"): what a clinic does too, so a claim only from a product.
  'back to normal', 'to normal', 'normal again',
  // Vietnamese "chữa" treats a disease but also repairs a car ("sửa chữa"): a claim only when a product says it.
  'chữa', 'điều trị', 'dieu tri',
  // Somali "daaweynaa" (we treat), which a clinic says of its care too.
  'daaweynaa', 'daaweeyaa', 'daaweysaa', 'daaweeysaa',
  // Hmong "kho mob" (treat illness), what a clinic ("tsev kho mob") does too.
  'kho mob', 'kho',
]);
const PROVIDER = concept('health provider', [
  'clinic', 'hospital', 'physician', 'doctor', 'dr', 'md', 'chiropractor', 'chiropractic', 'physical therapy', 'therapist', 'dentist', 'dental', 'nurse', 'pharmacy', 'pharmacist',
  'appointment', 'appointments', 'insurance', 'medicare', 'medicaid', 'vaccine', 'vaccination', 'flu shot', 'shot', '=immunization', '=immunizations', 'screening', 'checkup', 'mammogram', 'exam',
  'walk in', 'urgent care', 'board certified', 'licensed', 'patients', 'care team', 'specialist', 'support group', 'counseling', 'counselor',
  // A class teaches what it eases ("gentle stretching for stiff joints", "strokes that soothe colic"), as a clinic treats.
  'instructor', 'instructors', 'taught by', '=class', '=classes', 'workshop', 'lessons',
  // Vietnamese: doctor, clinic, hospital, dentistry.
  'bác sĩ', 'bac si', 'phòng khám', 'phong kham', 'bệnh viện', 'benh vien', 'nha khoa',
  // Hmong: hospital or clinic ("tsev kho mob"), doctor ("kws kho mob").
  'tsev kho mob', 'kws kho mob',
  // Somali "rugta caafimaadka" (health centre), "isbitaal" (hospital); Afaan Oromoo "kilinika".
  'rugta caafimaadka', 'isbitaal', 'isbitaalka', 'kilinika',
]);
const CURE_PRODUCT = concept('remedy product', [
  'pill', 'capsule', 'supplement', 'formula', 'tea', 'tonic', 'oil', 'cream', 'balm', 'drops', 'gummies', 'gummy', 'powder', 'herb', 'herbal', 'extract', 'device', 'bracelet', 'patch',
  'elixir', 'juice', 'miracle', 'secret', 'natural', 'ancient', 'doctors hate', 'root', 'roots', 'bottle', 'vitamin', 'vitamins', 'probiotic', 'antioxidant', 'antioxidants', 'mushroom',
  'vinegar', 'serum', 'spray', 'lozenge', 'shake', 'ritual', 'trick', 'wine', 'kombucha', 'blend', 'liniment', 'ointment', 'salve', 'insoles', 'magnets', 'tincture', 'tinctures',
  // Home remedies poured or ladled: "an elderberry syrup", "a hot toddy", "chicken soup", a spirit taken as a tonic.
  'syrup', 'syrups', 'slush', 'toddy', 'hot toddy', 'brandy', 'schnapps', 'liqueur', 'bitters', 'soup', 'broth',
  // Gadgets and charms sold to act on the body: "the ionizer prevents cancer", "a copper pendant eases arthritis".
  'ionizer', 'ionizers', 'alkaline water', 'ionized water', 'purifier', 'purifiers', 'pendant', 'pendants', 'crystal', 'crystals', 'healing stones', 'magnetic', 'copper',
  'infrared', 'frequency', 'frequencies', 'amulet',
  // A serving of something consumed: "a glass with dinner lowers your cholesterol", "a spoonful a day".
  'a glass', 'glass of', 'a cup', 'cup of', 'spoonful', 'a serving', 'a scoop',
  // Somali "daawo dabiici ah" (a natural medicine), "geedo" (herbs).
  'daawo dabiici', 'dabiici', 'geedo', 'daawada', 'saliid', 'saliidda',
  // Afaan Oromoo "qoricha" (medicine), "qoricha aadaa" (traditional medicine), "kan uumamaa" (natural).
  'qoricha', 'qorichi', 'qoricha aadaa', 'uumamaa',
  // Spanish
  '=té', 'hierba', 'hierbas', 'remedio', 'cápsulas', 'milagroso',
  // Vietnamese: medicine, herbs, tea.
  'thuốc', 'thảo dược', 'thao duoc', 'trà', 'tra',
  // Hmong: medicine, herbal medicine ("tshuaj ntsuab").
  'tshuaj', 'tshuaj ntsuab',
  // German: medicine, remedy, herbs.
  'medizin', 'heilmittel', 'arznei', 'kräuter', 'krauter',
  // The supplement's own disclaimer names what it is: "these statements have not been evaluated by the FDA".
  'not been evaluated by the fda', 'not been evaluated by the food and drug administration',
]);

/**
 * A dose: a serving taken by the day, as a drug is ("two glasses a day", "a dram a day", "one scoop daily"). Whatever
 * is served, it is then sold as a remedy.
 */
const SERVING = concept('serving', [
  'glass', 'glasses', 'cup', 'cups', 'dram', 'drams', 'shot', 'shots', 'spoonful', 'spoonfuls', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'scoop', 'scoops', 'serving',
  'servings', 'capsule', 'capsules', 'tablet', 'tablets', 'drink', 'drinks', 'pint', 'pints', 'ounce', 'ounces', 'dropper', 'droppers', 'gummy', 'gummies',
]);
const DAILY = concept('daily', ['a day', 'per day', 'daily', 'every day', 'each day', 'every morning', 'every night', 'each night', 'a night', 'al día', 'diario']);
function dailyDoses(doc: TConceptDoc): THit[] {
  return near(doc, SERVING, DAILY, { window: 1, ordered: true }).map((f) => ({ ...f.a, last: f.b.last, end: f.b.end, text: f.text }));
}

/** An organ said to be helped by the dose: "a dram a day - rye is good for the heart", "keeps your heart healthy". */
const ORGAN_GOOD = concept('good for an organ', [
  'good for the heart', 'good for your heart', 'good for heart', 'great for the heart', 'great for your heart', 'heart healthy', 'healthy heart', 'heart strong', 'keeps heart healthy',
  'good for the liver', 'good for your liver', 'good for the brain', 'good for your brain', 'good for the blood', 'good for your blood', 'good for the arteries', 'good for your arteries',
  'good for the kidneys', 'good for your kidneys', 'good for the gut', 'good for your gut', 'good for the lungs', 'good for your lungs', 'immune system strong', 'strong immune system',
  'boosts immune system', 'boost immune system', 'good for the ticker', 'good for your ticker', 'good for the old ticker', 'clean arteries', 'cleans arteries', 'clear arteries', 'arteries clear', 'arteries clean', 'cleanses liver', 'cleanses the liver', 'detoxes liver', 'detoxes the liver',
]);

/**
 * A health benefit for an organ in the sentence of a daily dose: a product prescribed like a drug. A dose in a
 * headline over a benefit in the copy is left alone: the labelled copy splits on it, and "a glass a day keeps the
 * cardiologist away" over "good for your heart" was cited as an alcohol ad's health talk, not as a claim to substantiate.
 */
function prescribedBenefit(doc: TConceptDoc): TFrame | null {
  return organBenefitBeside(doc, dailyDoses(doc), 0);
}

/** An organ's benefit (asserted) with one of `partners` up to 16 words away, at most `sentencesApart` sentences from it. */
function organBenefitBeside(doc: TConceptDoc, partners: THit[], sentencesApart: number): TFrame | null {
  if (partners.length === 0) return null;
  const sentence = sentenceNumbers(doc);
  for (const benefit of occurrences(doc, ORGAN_GOOD).filter((h) => !isNegatedHit(doc, h))) {
    const partner = partners.find((p) => Math.abs(sentence[p.first] - sentence[benefit.first]) <= sentencesApart && Math.abs(p.first - benefit.first) <= 16);
    if (partner) {
      const [first, last] = partner.first < benefit.first ? [partner, benefit] : [benefit, partner];
      return { a: benefit, b: partner, start: first.start, end: last.end, text: doc.text.slice(first.start, last.end) };
    }
  }
  return null;
}

/** Years of life promised: "adds ten years to your life", "live to 100". A clinic's or a class's advice is left to it. */
const LIFE_ADDED = concept('life added', [
  'years to your life', 'years onto your life', 'years to their life', 'live to 100', 'live to be 100', 'live to 110', 'live to 120', 'live past 100', 'add years to your life',
  'adds years to your life', 'extra years of life', 'extends your life', 'extend your life', 'extends your lifespan', 'extend your lifespan', 'double your lifespan',
]);
function lifeExtended(doc: TConceptDoc): TFrame | null {
  if (providersSpeaking(doc).length > 0) return null;
  const hit = occurrences(doc, LIFE_ADDED).find((h) => !isNegatedHit(doc, h) && !isHedgedHit(doc, h));
  return hit ? hitFrame(hit) : null;
}

/** Doctors called as witnesses to a benefit: "ask any cardiologist", "doctors agree", "cardiologist recommended". */
const DOCTORS_AGREE = concept('doctors agree', [
  'ask any doctor', 'ask any cardiologist', 'ask any physician', 'ask any nurse', 'ask any dentist', 'doctors agree', 'cardiologists agree', 'physicians agree', 'doctors say',
  'cardiologists say', 'doctor recommended', 'cardiologist recommended', 'doctors recommend', 'cardiologists recommend', 'recommended by doctors', 'recommended by cardiologists',
]);

/** An organ's benefit vouched for by doctors in the same or the next sentence: "heart healthy, cardiologists agree". */
function vouchedBenefit(doc: TConceptDoc): TFrame | null {
  return organBenefitBeside(doc, occurrences(doc, DOCTORS_AGREE).filter((h) => !isNegatedHit(doc, h)), 1);
}

/** What a body loses and a product claims to give back: "restores your memory", "regrows hair". */
const RESTORE = concept('restore', ['restore', 'rebuild', 'regrow', 'regenerate', 'repair', 'reverse', 'bring back', 'reset', 'reboot', 'rejuvenate', 'revive', 'reawaken']);
const BODY_FUNCTION = concept('body function', [
  'memory', 'brain cells', 'brain', 'hearing', 'vision', 'eyesight', 'hair', 'cartilage', 'nerves', 'nerve', 'joints', 'teeth', 'gums', 'cells', 'dna', 'organs', 'liver', 'kidneys', 'arteries',
  'pancreas', 'thyroid', 'immune system', 'prostate', 'bladder', 'hormones', 'insulin response',
  // Aging itself "reversed": a drug's claim, whatever the product.
  '=aging', '=ageing', 'aging process', 'biological age',
]);

const MEDICATION = concept('medication', [
  // "A prescription" is the gate to a drug (read by the legal rule), "your prescriptions" the drugs themselves.
  'insulin', 'medication', 'medicine', 'meds', '=prescriptions', 'prescription drugs', 'prescription meds', 'pills', 'drugs', 'inhaler', 'cpap', 'glasses', 'hearing aids', 'chemo', 'chemotherapy', 'statins', 'metformin',
  'antibiotics', 'steroids', 'painkillers', 'blood thinner', 'water pills',
  'glucose meter', 'blood thinners', 'insulina', 'medicamentos', 'medicinas', 'pastillas',
  // Somali "kiniinka" (the pills), Afaan Oromoo "qoricha doktoraa" (the doctor's medicine).
  'kiniin', 'kiniinka', 'kiniinada', 'qoricha doktoraa',
  // The aids and operations a failing joint or organ needs: "throw away the cane", "skip the knee replacement".
  'cane', 'walker', 'wheelchair', 'crutches', 'knee brace', 'surgery', 'the surgery', 'an operation', 'knee replacement', 'hip replacement', 'joint replacement',
  'back surgery', 'cortisone shots', 'cortisone shot', 'dialysis', 'cirugía', 'operación', 'bastón',
]);
const QUIT = concept('quit', [
  'stop taking', 'quit', 'ditch', 'throw away', 'throw out', 'toss', 'get off', 'come off', 'no longer need', 'never need', 'say goodbye to', 'goodbye to', 'replace', 'instead of',
  // Told as it happened, in irregular past forms the stemmer keeps apart: "I stopped the metformin", "threw out my pills".
  '=stopped', 'no more', 'off of', 'weaned off', 'threw out', 'threw away', 'got off', 'came off', 'gave up',
  // Taken off the drug, by the doctor or by the body's recovery: "my doctor took me off my blood pressure pills", "patients are off their inhalers".
  // "Off your prescription" is a coupon's discount, so the reader's own is left out.
  'took me off', 'took him off', 'took her off', 'took them off', 'taken off', 'off my', 'off her', 'off his', 'off their',
  'dejar', 'dejaron', 'deje', 'dejó', 'olvídese de', 'tirar',
  // Somali "iska daa" (leave it off), Afaan Oromoo "dhiisi", "dhiisaa" (leave).
  'iska daa', 'dhiisi', 'dhiisaa', 'dhiisaatii',
  'skip', 'cancel', 'put off', 'postpone', 'avoid', 'no need for', 'never need', 'evite', 'sin necesidad de',
]);

const strongestFrame = (frames: TFrame[]): TFrame | null => frames[0] ?? null;

/**
 * A doctor in a product's story is a witness or an endorser, not the one offering care: "my doctor couldn't
 * believe it", "her orthopedist told her", "doctor tested", "doctor's orders".
 */
const WITNESS_OWNER = new Set(['my', 'her', 'his', 'their']);
const WITNESS_ROLE = concept('witness role', [
  'tested', 'approved', 'recommended', 'formulated', 'developed', 'designed', 'trusted', 'endorsed', 'proven', 'orders', 'hate', 'stunned', 'amazed', 'baffled', 'shocked',
  "couldn't", 'couldnt', 'could not', "can't", 'cant', 'said', 'says', 'told', 'shook', 'stared',
]);

/**
 * Care the product is sold as a replacement for, not care offered: "skip the pharmacy", "better than the pills your
 * doctor keeps pushing", "without a doctor's visit". The reader's own doctor is never the one advertising.
 */
const RIVALLED = concept('care replaced', ['skip', 'instead of', 'without', 'no need for', 'better than', 'than', 'forget', 'avoid', 'stay out of', 'sin', 'tsis tas', 'tsis tas mus ntsib', 'tsis tas mus cuag']);
/** "Talk to your doctor", "ask your pharmacist": advice to see care, which a careful product ad gives and a clinic too. */
const CONSULT = new Set(['talk', 'to', 'ask', 'consult', 'check', 'with', 'see', 'tell', 'call', 'visit']);

/**
 * A pharmacy dispenses products and gives no treatment of its own: where the ad sells a remedy product, a pharmacy
 * or pharmacist is its seller ("Riverbend Compounding Pharmacy" under a tincture that "treats anxiety"), not a provider.
 */
const DISPENSER = concept('dispenser', ['pharmacy', 'pharmacies', 'pharmacist', 'pharmacists', 'apothecary', 'dispensary', 'drugstore', 'farmacia']);

function providersSpeaking(doc: TConceptDoc, sellsProduct = false): THit[] {
  const roles = occurrences(doc, WITNESS_ROLE);
  const rivalled = occurrences(doc, RIVALLED);
  const dispensers = sellsProduct ? occurrences(doc, DISPENSER) : [];
  return occurrences(doc, PROVIDER).filter((h) => {
    if (dispensers.some((d) => d.first <= h.first && h.last <= d.last)) return false;
    const before = doc.tokens[h.first - 1];
    if (before && WITNESS_OWNER.has(before.norm) && before.clause === doc.tokens[h.first].clause) return false;
    if (rivalled.some((r) => r.last < h.first && h.first - r.last <= 2 && doc.tokens[r.last].clause === doc.tokens[h.first].clause)) return false;
    const consulted = CONSULT.has(doc.tokens[h.first - 2]?.norm ?? '');
    if (before?.norm === 'your' && !consulted) return false;
    return !roles.some((r) => r.first === h.last + 1 && doc.tokens[r.first].clause === doc.tokens[h.last].clause);
  });
}

/** "A cold" as the illness ("knocks out a cold overnight", "catch a cold or flu"), not "a cold one" or "a cold beer". */
const COLD_ILLNESS_BEFORE = new Set(['a', 'your', 'any', 'every']);
const COLD_ILLNESS_AFTER = new Set(['or', 'overnight', 'fast', 'faster', 'in', 'before', 'naturally', 'quickly', 'symptoms', 'sore', 'sores', 'virus', 'remedy', 'for', 'coming']);
function coldsAsIllness(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  return tokens.flatMap((t, i) => {
    if (t.norm !== 'cold' || i === 0 || !COLD_ILLNESS_BEFORE.has(tokens[i - 1].norm) || tokens[i - 1].clause !== t.clause) return [];
    const next = tokens[i + 1];
    const endsClause = !next || next.clause !== t.clause;
    if (!endsClause && !COLD_ILLNESS_AFTER.has(next.norm)) return [];
    return [{ concept: 'condition', first: i, last: i, start: t.start, end: t.end, text: t.raw, uncertain: t.uncertain }];
  });
}

/** "Ends joint pain": "end" is a cure only right before the condition ("flu clinic ends Friday" is a date). */
const END = concept('end', ['end', 'ends', 'ending']);

const KEEP = concept('keep', ['keep', 'keeps', 'keeping']);
const AWAY = concept('away', ['away', 'at bay']);

/** "Keeps flu and colds away", "keep arthritis at bay": a condition held between the verb and its particle. */
function keptAway(doc: TConceptDoc, conditions: THit[]): TFrame[] {
  return near(doc, KEEP, AWAY, { window: 8, ordered: true })
    .filter((f) => conditions.some((c) => c.first > f.a.last && c.last < f.b.first))
    .map((f) => ({ ...f, b: conditions.find((c) => c.first > f.a.last && c.last < f.b.first) ?? f.b }));
}

/** "Arthritis? Our balm cures it.": the condition asked about in one clause, cured as "it" or "them" in the next. */
const PRONOUN = new Set(['it', 'them']);
function curedByPronoun(doc: TConceptDoc, conditions: THit[]): TFrame[] {
  const { tokens } = doc;
  return occurrences(doc, STRONG_REMEDY).flatMap((remedy) => {
    const inside = tokens.slice(remedy.first, remedy.last + 1).find((t) => PRONOUN.has(t.norm));
    const next = inside ?? tokens[remedy.last + 1];
    if (!next || !PRONOUN.has(next.norm) || next.clause !== tokens[remedy.last].clause) return [];
    const clause = tokens[remedy.first].clause;
    const asked = conditions.find((c) => c.first < remedy.first && remedy.first - c.last <= 12 && clause - tokens[c.first].clause <= 1);
    const end = Math.max(next.end, remedy.end);
    return asked ? [{ a: remedy, b: asked, start: remedy.start, end, text: doc.text.slice(remedy.start, end) }] : [];
  });
}

/**
 * A condition named once and then by its head word: "ringing in my ears ... the ringing was gone", "back pain ...
 * now the pain is gone". The head is the noun a reader would repeat: the first word of "ringing in ears", the last of "back pain".
 */
const REFERRING = new Set(['the', 'my', 'that', 'this', 'his', 'her', 'their', 'your', 'our']);
function conditionsReferredBack(doc: TConceptDoc, named: THit[]): THit[] {
  const { tokens } = doc;
  const heads = new Set(
    named
      .filter((h) => h.last > h.first)
      .map((h) => {
        const words = tokens.slice(h.first, h.last + 1);
        return words.some((t) => t.norm === 'in' || t.norm === 'of') ? words[0].stem : words[words.length - 1].stem;
      }),
  );
  if (heads.size === 0) return [];
  const firstNamed = named[0].last;
  return tokens.flatMap((t, i) => {
    if (i <= firstNamed || !heads.has(t.stem) || !REFERRING.has(tokens[i - 1]?.norm ?? '') || named.some((h) => h.first <= i && i <= h.last)) return [];
    return [{ concept: 'condition', first: i, last: i, start: t.start, end: t.end, text: t.raw, uncertain: t.uncertain }];
  });
}

/**
 * "Prevents shingles and strep" opening its line: a verb with no subject before it, in the third person, is said of
 * the thing the ad names above it. A provider speaks of itself ("we treat", "treating").
 */
function saidOfAThing(doc: TConceptDoc, verb: THit): boolean {
  const t = doc.tokens[verb.first];
  const before = doc.tokens[verb.first - 1];
  const opensLine = !before || /\n/.test(doc.text.slice(before.end, t.start));
  return opensLine && /^\p{Lu}/u.test(t.raw) && /[^s]s$/.test(t.norm);
}

/** A claim that a product cures, treats or prevents a disease, or replaces the reader's medication. */
export function healthClaim(doc: TConceptDoc): TFrame | null {
  const restored = near(doc, RESTORE, BODY_FUNCTION, { window: 4, ordered: true }).filter((f) => !isNegatedHit(doc, f.a) && !isHedgedHit(doc, f.a));
  const named = [...occurrences(doc, CONDITION), ...coldsAsIllness(doc)].sort((a, b) => a.first - b.first);
  const conditions = [...named, ...conditionsReferredBack(doc, named)].sort((a, b) => a.first - b.first);
  if (conditions.length === 0) return strongestFrame(restored) ?? strongestFrame(quittingMedication(doc, productsBesideMedication(doc).length > 0)) ?? prescribedBenefit(doc) ?? vouchedBenefit(doc) ?? lifeExtended(doc);
  const clauseHas = (c: ReturnType<typeof occurrences>, clause: number) => c.some((h) => doc.tokens[h.first].clause === clause);
  const products = [...occurrences(doc, CURE_PRODUCT), ...dailyDoses(doc)];
  const providers = providersSpeaking(doc, products.length > 0);
  // Only the remedy's own negation counts: in "no more back pain" the "no" is the claim.
  const asserted = (f: TFrame) => !isNegatedHit(doc, f.a) && !inDisclaimerList(doc, f.a);

  // A list of conditions, then a dash or colon and the cure: "Cancer, arthritis, hepatitis B - healed the natural way".
  const listThenCure = near(doc, conditions, STRONG_REMEDY, { window: 3, ordered: true, sameClause: false })
    .filter((f) => !/[.!?\n]/.test(doc.text.slice(f.a.end, f.b.start)))
    .map((f) => ({ ...f, a: f.b, b: f.a }));
  const strong = [...near(doc, STRONG_REMEDY, conditions, { window: 6 }), ...listThenCure, ...near(doc, END, conditions, { window: 2, ordered: true }), ...curedByPronoun(doc, conditions)].filter(
    // "Help us put an end to arthritis": a hedged cure with no product sold is a provider's or a charity's aim.
    (f) => asserted(f) && !(isHedgedHit(doc, f.a) && products.length === 0),
  );
  if (strong.length) return strongestFrame(strong);

  // "Treats", "prevents", "lowers": a claim when a product (not a provider) says it unhedged, in its own voice.
  const reported = occurrences(doc, REPORTED);
  const service = [...near(doc, SERVICE_REMEDY, conditions, { window: 5 }), ...keptAway(doc, conditions)].filter((f) => {
    if (!asserted(f) || isHedgedHit(doc, f.a)) return false;
    if (reported.some((r) => r.last < f.a.first && f.a.first - r.last <= 4 && doc.tokens[r.last].clause === doc.tokens[f.a.first].clause)) return false;
    const clause = doc.tokens[f.a.first].clause;
    if (clauseHas(providers, clause)) return false;
    return (products.length > 0 || saidOfAThing(doc, f.a)) && providers.length === 0;
  });
  if (service.length) return strongestFrame(service);

  // Dropping the medication for the condition named: a claim unless a provider is the one speaking.
  return strongestFrame(quittingMedication(doc, products.length > 0 || providers.length === 0)) ?? strongestFrame(restored) ?? prescribedBenefit(doc) ?? vouchedBenefit(doc) ?? lifeExtended(doc);
}

/** A milder effect told in customers' words ("customers tell us it quiets their nerves"), not the seller's. */
const REPORTED = concept('reported', ['tell us', 'tells us', 'told us', 'say', 'says', 'said', 'report', 'reports', 'swear', 'swears', 'rave', 'raves']);

/** Remedy products other than the medication itself ("toss your old pills" sells nothing). */
function productsBesideMedication(doc: TConceptDoc): THit[] {
  const medication = occurrences(doc, MEDICATION);
  return occurrences(doc, CURE_PRODUCT).filter((p) => !medication.some((m) => m.first <= p.last && p.first <= m.last));
}

/** "Toss your insulin", "say goodbye to your meds": read when a product (or, with a condition named, no provider) says it. */
function quittingMedication(doc: TConceptDoc, claimant: boolean): TFrame[] {
  if (!claimant) return [];
  return near(doc, QUIT, MEDICATION, { window: 4, ordered: true }).filter((f) => !isNegatedHit(doc, f.a));
}

// ------------------------------------------------------------------------------------------------
// Weight loss

const LOSS = concept('weight loss', ['lose', 'lost', 'drop', 'shed', 'melt', 'burn', 'blast', 'torch', 'zap', 'flush', 'dissolve', 'slim down', 'trim', 'shrink', 'get rid of', 'eliminate', 'weight loss', 'fat loss', 'slimmer', 'thinner', 'skinny']);
const BODY_FAT = concept('body fat', ['weight', 'fat', 'belly fat', 'belly', 'pounds', 'lbs', 'kilos', 'inches', 'dress size', 'waistline', 'waist', 'muffin top', 'love handles', 'cellulite', 'fat cells', 'flab', 'spare tire']);
const EFFORTLESS = concept('effortless', ['without diet', 'without dieting', 'without exercise', 'without exercising', 'no diet', 'no dieting', 'no exercise', 'no workouts', 'no gym', 'eat whatever', 'eat anything', 'eat all you want', 'while you sleep', 'effortless', 'effortlessly', 'no willpower', 'no effort', 'no counting', 'never diet', 'skip the gym', 'no starving', 'without giving up', 'without changing']);
const PERMANENT = concept('permanent', ['for good', 'permanently', 'forever', 'never come back', 'never gain', 'keep it off', 'stays off', 'for life']);
const FAT_MECHANISM = concept('fat mechanism', ['block fat', 'blocks fat', 'fat blocker', 'fat burner', 'fat burning', 'burns fat', 'melts fat', 'absorption of fat', 'fat absorption', 'metabolism booster', 'boost your metabolism', 'appetite suppressant']);
/** Sizes of the body or its clothes, which a loss in a stated time always overstates. */
const SIZE = concept('size', ['dress size', 'dress sizes', 'pant size', 'pant sizes', 'jean size', 'jeans size', 'clothing size', 'clothing sizes', 'sizes', 'inches', 'inch', 'belt notch', 'belt notches', 'notches']);
const TOPICAL = concept('worn product', ['cream', 'patch', 'wrap', 'belt', 'insoles', 'bracelet', 'lotion', 'gel', 'spray', 'earrings']);

interface TMeasured {
  hit: THit;
  quantity: TQuantity;
  /** A duration in weeks (0 for other kinds). */
  weeks: number;
}

const WEEKS_PER: Record<string, number> = { hour: 1 / 168, day: 1 / 7, week: 1, month: 4.35 };

/** The quantities of a kind with the words that state them. */
function measured(doc: TConceptDoc, kind: TQuantityKind): TMeasured[] {
  return quantities(doc.text, kind).flatMap((quantity) =>
    quantityHits(doc, kind, (q) => q.start === quantity.start).map((hit) => ({ hit, quantity, weeks: quantity.value * (WEEKS_PER[quantity.unit] ?? 0) })),
  );
}

/** A time stated without a number: "your first month", "overnight". */
const SHORT_SPAN = concept('short span', [
  'first month', 'first week', 'first two weeks', 'this month', 'overnight', 'in days', 'in a week', 'in one week', 'this week', 'by the weekend', 'this weekend', 'by friday',
  'by saturday', 'by monday', 'in a month', 'in one month',
]);
const SPAN_WEEKS: Record<string, number> = { month: 4.35, week: 1, weeks: 2, overnight: 1 / 7, days: 1, weekend: 1, friday: 1, saturday: 1, monday: 1 };
/** A date the loss is promised by: "before the wedding", "by summer", "in time for swimsuit season", read as about two months. */
const DEADLINE = concept('deadline', [
  'wedding', 'reunion', 'by summer', 'before summer', 'by spring', 'by christmas', 'before christmas', 'by the holidays', 'before the holidays', 'by new year', 'swimsuit season',
  'bikini season', 'beach season', 'by memorial day', 'before memorial day', 'by prom', 'before prom', 'by vacation', 'before vacation', 'in time for',
]);
const DEADLINE_WEEKS = 8;
function shortSpans(doc: TConceptDoc): TMeasured[] {
  const spans = occurrences(doc, SHORT_SPAN).map((hit) => {
    const last = doc.tokens[hit.last].norm;
    return { hit, quantity: { kind: 'duration' as const, value: 1, unit: last, start: hit.start, end: hit.end, text: hit.text }, weeks: SPAN_WEEKS[last] ?? 1 };
  });
  const deadlines = occurrences(doc, DEADLINE).map((hit) => ({ hit, quantity: { kind: 'duration' as const, value: DEADLINE_WEEKS, unit: 'week', start: hit.start, end: hit.end, text: hit.text }, weeks: DEADLINE_WEEKS }));
  return [...spans, ...deadlines];
}

const POUNDS_PER: Record<string, number> = { lb: 1, lbs: 1, pound: 1, pounds: 1, kg: 2.2, kilo: 2.2, kilos: 2.2, kilogram: 2.2, kilograms: 2.2 };
/** Faster than the two pounds a week a sound program promises at most; sizes and inches in weeks are always a claim. */
function isRapid(amount: TQuantity, weeks: number): boolean {
  const pounds = POUNDS_PER[amount.unit];
  if (pounds === undefined) return true;
  return (amount.value * pounds) / Math.max(weeks, 1 / 7) > 2;
}

/** A gym or class: "burn fat, build strength" there is the work itself, not a pill's mechanism. */
const FITNESS = concept('fitness', ['gym', 'crossfit', 'fitness', 'workout', 'workouts', 'class', 'classes', 'trainer', 'trainers', 'bootcamp', 'boot camp', 'yoga', 'pilates', 'spin', 'zumba', 'membership']);

/** Words of losing that are not denied ("drop", "shed", "melt", but not "you won't lose"). */
const lossesOf = (doc: TConceptDoc) => occurrences(doc, LOSS).filter((h) => !isNegatedHit(doc, h));

/** Body weight or fat said to be lost, not denied: "drop 10 lbs", "shed the belly fat", "melt the pounds". */
export function weightLost(doc: TConceptDoc, losses = lossesOf(doc)): TFrame[] {
  // "Weight loss" and "fat loss" name the body and its losing at once.
  const named = losses.filter((h) => /^(?:weight|fat)\s+loss$/i.test(h.text)).map((h) => ({ a: h, b: h, start: h.start, end: h.end, text: h.text }));
  return [...near(doc, losses, [...occurrences(doc, BODY_FAT), ...quantityHits(doc, 'weight')], { window: 4 }), ...named];
}

/** A weight-loss promise of a kind the FTC treats as false on its face. */
export function weightLossClaim(doc: TConceptDoc): TFrame | null {
  const losses = lossesOf(doc);
  if (losses.length === 0) return null;
  const amounts = measured(doc, 'weight');
  const times = [...measured(doc, 'duration').filter((t) => t.weeks <= 13), ...shortSpans(doc)];
  // "Lose 30 lbs in 30 days": a loss, an amount of body weight lost faster than two pounds a week, in one clause.
  for (const f of near(doc, losses, amounts.map((m) => m.hit), { window: 4 })) {
    const amount = amounts.find((m) => m.hit.first === f.b.first);
    const clause = doc.tokens[f.b.first].clause;
    const within = times.filter((t) => doc.tokens[t.hit.first].clause === clause && Math.abs(t.hit.first - f.b.last) <= 8);
    if (amount && within.some((t) => isRapid(amount.quantity, t.weeks))) return f;
  }
  // "Drop two dress sizes by Saturday", "lose inches this week": sizes and inches have no safe rate, so any stated time makes the claim.
  const sized = near(doc, losses, SIZE, { window: 4 }).find((f) => {
    const clause = doc.tokens[f.b.first].clause;
    return times.some((t) => doc.tokens[t.hit.first].clause === clause && Math.abs(t.hit.first - f.b.last) <= 8);
  });
  if (sized) return sized;
  const weightTalk = weightLost(doc, losses);
  if (weightTalk.length === 0) return fatMechanism(doc);
  const claim = [EFFORTLESS, PERMANENT, TOPICAL].flatMap((c) => near(doc, weightTalk.map((f) => f.a), c, { window: 10, sameClause: false }));
  if (claim.length) return claim.sort((p, q) => p.start - q.start)[0];
  return fatMechanism(doc);
}

function fatMechanism(doc: TConceptDoc): TFrame | null {
  const mechanism = occurrences(doc, FAT_MECHANISM)[0];
  if (!mechanism || occurrences(doc, FITNESS).length > 0) return null;
  return hitFrame(mechanism);
}

// ------------------------------------------------------------------------------------------------
// Earnings and investment

const EARN = concept('earn', [
  'earn', 'make', 'pull in', 'take home', 'bank', 'income', 'profit', 'cash', 'paycheck', 'bring in', 'pocket', 'rake in', 'generate', 'paid', 'payout', 'commission', 'revenue',
  // Present tense only: "members clear $5,000 a month" is a claim, "the gala netted $12,000" a report.
  'return', 'returns', 'yield', '=clear', '=clears', '=net', '=nets', '=gross', 'haul in', 'bring home', 'pull down',
  // Irregular past forms the stemmer keeps apart from "make", "take", "bring": the testimonial voice ("made $4,200 last week").
  '=made', 'took home', 'brought in', 'brought home', 'took in',
  // Spanish: "ganan $10,000 al mes", "ingresos de $5,000".
  'gana', 'ganan', 'ganas', 'ganar', 'ganancias', 'ingresos',
  // Russian: "доход $5,000 в месяц" (an income of), "получайте" (receive), "зарабатывайте" (earn).
  'доход', 'дохода', 'получайте', 'получаете', 'зарабатывайте', 'зарабатываете', 'заработок',
]);
const OPPORTUNITY = concept('opportunity', [
  'from home', 'at home', 'home based', 'spare time', 'part time from', 'passive', 'be your own boss', 'your own boss', 'side hustle', 'while you sleep', 'on autopilot', 'autopilot',
  // Possessives are left out of the terms so "from my phone" and "quit their day jobs" read like "from your phone".
  'work from anywhere', 'from phone', 'from laptop', 'laptop', 'online business', 'join my team', 'join our team of', 'no experience', 'no selling', 'crypto', 'bitcoin',
  'forex', 'trading', 'trading system', 'day trading', 'system', 'secret', 'financial freedom', 'quit job', 'quit day job', 'day jobs', 'fire boss', 'no boss', 'replace income',
  'replaced income', 'business opportunity', 'opportunity', 'mlm', 'distributor', 'downline', 'my team', 'stay at home', 'residual', 'guaranteed', 'just a few hours',
  'few hours a week', 'few hours in the evening', 'hours a week', 'easy money', 'copy my', 'members', 'starter kit', 'coaching', 'mentorship', 'masterclass',
  // Others' earnings held out to the reader, who pays to join: "you can too", "join our team for $995".
  'you can too', 'so can you', 'you could too', 'join our team for', 'join for', 'enrollment fee', 'buy in',
  'message me', 'dm me', 'ask me how', 'ask her how', 'ask him how', 'ask them how', 'ask how',
  // Direct selling: the reader recruited to sell the company's goods.
  'selling our', 'sell our', 'independent consultant', 'independent consultants', 'brand ambassador', 'brand ambassadors', 'brand partner', 'brand partners',
  'sin experiencia', 'sin riesgo', 'propio jefe', 'garantizado', 'garantizada', 'garantizados', 'desde casa', 'ingreso pasivo',
  // Russian: guaranteed, without experience, from home.
  'гарантированный', 'гарантированно', 'гарантируем', 'без опыта', 'из дома', 'на дому',
]);
const EMPLOYER = concept('employer', ['hiring', 'apply', 'application', 'benefits', 'position', 'positions', 'shift', 'shifts', 'cdl', 'wage', 'wages', 'salary', 'overtime', 'pto', '401k', 'resume', 'interview', 'employer', 'employment', 'job fair', 'full time', 'w2']);
/** A floor under a worker's pay, which an employer sets and keeps: "$700 a week guaranteed or 55% of sales, whichever is greater". */
const PAY_FLOOR = concept('pay floor', [
  'guaranteed pay', 'guaranteed wage', 'guaranteed wages', 'guaranteed salary', 'guaranteed minimum', 'guaranteed base', 'guaranteed hourly', 'guaranteed hours', 'whichever is higher',
  'whichever is greater', 'whichever is more',
]);
const GUARANTEE = concept('guarantee', ['guarantee', 'guaranteed', 'promise', 'promised', 'assured', 'risk free', 'no risk', 'zero risk', 'can\'t lose', 'cannot lose', 'sure thing', 'certain']);
const INVEST = concept('investment return', [
  'return', 'returns', 'profit', 'profits', 'gain', 'gains', 'yield', 'income', 'payout', 'double your money', 'triple your money', 'double your investment', 'double your', 'triple your',
  'roi', 'dividend', 'interest',
  // Whoever's money it is: "members double their savings", "I tripled my account".
  'double their', 'triple their', 'doubled their', 'tripled their', 'doubled my', 'tripled my', 'double my', 'doubled her', 'doubled his', 'tripled her', 'tripled his',
  // What an asset is worth later: "these coins will double in value", "guaranteed to appreciate".
  'double in value', 'doubles in value', 'triple in value', 'triples in value', 'rise in value', 'rises in value', 'grow in value', 'grows in value', 'increase in value',
  'increases in value', 'gain in value', 'gain value', 'gains value', 'appreciate', 'appreciates', 'never lose value', 'never lost value', 'cannot lose value', "can't lose value",
]);
export const INSURED_DEPOSIT = concept('insured deposit', ['fdic', 'ncua', 'apy', 'certificate of deposit', 'cd', 'savings account', 'money market', 'member fdic', 'annuity']);
/** An insured deposit or annuity the ad offers; "not FDIC-insured" says the opposite. */
export function offersInsuredDeposit(doc: TConceptDoc): boolean {
  return occurrences(doc, INSURED_DEPOSIT).some((h) => !isNegatedHit(doc, h, 3));
}

/** An earnings claim for a business opportunity, or guaranteed investment returns. */
const MONEY_WORDS = concept('money words', [
  'five figures', 'six figures', 'seven figures', 'five figure', 'six figure', 'seven figure', '=5 figures', '=6 figures', '=7 figures', 'full time income', 'extra cash', 'fortune',
  // Sums written in words: "five thousand dollars every month", "two grand a week".
  'thousand dollars', 'thousand a month', 'thousand a week', 'thousand a day', 'thousand per', 'thousand every', 'grand a month', 'grand a week', 'grand a day', 'grand per',
  'grand every', 'hundred dollars a day', 'hundreds of dollars a day', 'hundred a day', 'thousands a month', 'thousands a week', 'thousands of dollars',
]);
/** Money raised for a cause, not earned: "the rummage sale made $3,400 for the mission trip". */
const CAUSE = concept('cause', ['raised', 'raise', 'donated', 'donation', 'donations', 'fundraiser', 'fundraising', 'proceeds', 'charity', 'benefit of', 'food shelf', 'mission trip', 'scholarship fund', 'thank you', 'thanks to']);
/** A reward on spending, not a return on money: "3% cash back every day", "5% off every week". */
const REWARD = concept('reward', ['cash back', 'back', 'off', 'rewards', 'points', 'discount', 'savings', 'rebate']);
/** Money that is a prize, not pay: "second prize $1,000 cash". */
const PRIZE = concept('prize', [
  'prize', 'prizes', 'raffle', 'drawing', 'jackpot', 'giveaway', 'sweepstakes', 'winner', 'winners', 'win', 'award', 'scholarship',
  // Winnings paid to the players of a game: "our players cashed $48,000 last month".
  'players', 'jackpots', 'payouts', 'pull tabs', 'bingo',
  // A pool's pot paid to its winners: "last season's pot paid out $8,650".
  'pot', 'the pot',
]);

/**
 * A school that guarantees what its graduates will earn or that every one is hired: "$95,000 your first year, guaranteed",
 * "100% job placement". Schools may state their graduates' placement and pay, not promise it.
 */
const SCHOOL = concept('school', ['academy', 'school', 'institute', 'training', 'course', 'courses', 'program', 'graduate', 'graduates', 'grads', 'enroll', 'enrollment', 'tuition', 'students', 'certification', 'bootcamp']);
const PLACEMENT_PROMISE = concept('placement promise', [
  '100% job placement', '100% placement', 'every graduate is hired', 'every graduate gets hired', 'every grad is hired', 'guaranteed job', 'job guaranteed', 'guaranteed placement',
  'guaranteed job placement', 'job placement guaranteed', 'guaranteed to be hired', 'guaranteed a job',
]);
function trainingPayPromise(doc: TConceptDoc): TFrame | null {
  if (occurrences(doc, SCHOOL).length === 0) return null;
  const placement = occurrences(doc, PLACEMENT_PROMISE).find((h) => !isNegatedHit(doc, h));
  if (placement) return hitFrame(placement);
  const pay = quantityHits(doc, 'money', (q) => q.value >= 10_000);
  return near(doc, GUARANTEE, pay, { window: 5 }).find((f) => !isNegatedHit(doc, f.a) && !promisedByNobody(doc, f.a)) ?? null;
}

/** "Turn $250 into $5,000", "grow $1,000 to $10,000": a stake said to multiply. */
const GROW = concept('grow', ['turn', 'grow', 'flip', 'transform', 'convert', 'multiply', 'run']);
const INTO = concept('into', ['into', 'to']);
/** Three times the stake or more: "turn $20 into $25 of store credit" is a promotion, not a return. */
const MULTIPLIED_AT_LEAST = 3;

function stakeMultiplied(doc: TConceptDoc): TFrame | null {
  const sums = quantities(doc.text, 'money');
  const hits = quantityHits(doc, 'money');
  for (const f of near(doc, GROW, hits, { window: 2, ordered: true })) {
    const into = near(doc, [f.b], INTO, { window: 0, ordered: true })[0];
    const result = into && hits.find((h) => h.first > into.b.last && h.first - into.b.last <= 1);
    if (!result) continue;
    const sumAt = (h: THit) => sums.find((q) => q.start <= h.start && h.start < q.end);
    const stake = sumAt(f.b);
    const grown = sumAt(result);
    if (stake && grown && stake.value > 0 && grown.value / stake.value >= MULTIPLIED_AT_LEAST) {
      return { a: f.a, b: result, start: f.a.start, end: result.end, text: doc.text.slice(f.a.start, result.end) };
    }
  }
  return null;
}

/** What a return is paid by: a rate of interest or yield per day, week or month. */
const SHORT_PERIOD = concept('short period', [
  'daily', 'a day', 'per day', 'every day', 'each day', 'every single day', 'weekly', 'a week', 'per week', 'every week', 'each week', 'monthly', 'a month', 'per month', 'every month', 'each month',
]);
const RETURN_WORD = concept('return word', ['earn', 'earning', 'make', 'return', 'returns', 'yield', 'yields', 'profit', 'profits', 'gain', 'gains', 'grow', 'growth', 'payout', 'pays', 'paying', 'dividend']);
/** A rate charged, not earned: "1.5% per month on past-due balances". */
const CHARGE = concept('charge', ['finance charge', 'late', 'past due', 'overdue', 'penalty', 'charge', 'charged', 'fee', 'apr', 'balance', 'balances', 'loan', 'borrow']);
const PERIODS_PER_YEAR: Record<string, number> = { day: 365, week: 52, month: 12 };
/** Simple yearly rate above which a stated return is no savings product: 1% a day, 2% a week, 3% a month. */
const IMPLAUSIBLE_YEARLY_PERCENT = 30;

function periodOf(hit: THit): string {
  const word = hit.text.toLowerCase();
  return /day|daily/.test(word) ? 'day' : /week/.test(word) ? 'week' : 'month';
}

/** "Members earn 1.5% every single day", "returns of 4% weekly": a return per short period no savings product pays. */
function implausibleRateOfReturn(doc: TConceptDoc): TFrame | null {
  const periods = occurrences(doc, SHORT_PERIOD);
  const returnWords = occurrences(doc, RETURN_WORD).filter((h) => !isNegatedHit(doc, h));
  const charges = occurrences(doc, CHARGE);
  for (const percent of quantityHits(doc, 'percent')) {
    const clause = doc.tokens[percent.first].clause;
    const period = periods.find((p) => p.first > percent.last && p.first - percent.last <= 3 && doc.tokens[p.first].clause === clause);
    if (!period) continue;
    if (occurrences(doc, REWARD).some((r) => r.first > percent.last && r.first <= period.first)) continue;
    const value = Number(percent.text.replace(/[^\d.]/g, ''));
    if (value * PERIODS_PER_YEAR[periodOf(period)] < IMPLAUSIBLE_YEARLY_PERCENT) continue;
    if (charges.some((c) => doc.tokens[c.first].clause === clause)) continue;
    const earned = near(doc, returnWords, [percent], { window: 4 })[0];
    if (earned) return { ...earned, b: period, start: Math.min(earned.start, percent.start), end: period.end, text: doc.text.slice(Math.min(earned.start, percent.start), period.end) };
  }
  return null;
}

/** A yearly rate no insured deposit or fixed annuity pays: "a guaranteed 9% every year". */
const INSURED_RATE_CEILING = 8;

/**
 * A rate of return guaranteed, of at least `atLeast` percent: "earn a guaranteed 12% a year", "9% returns, guaranteed".
 * A guaranteed discount ("a guaranteed 20% off") or a rate charged ("guaranteed 0% APR") is no return.
 */
function guaranteedRate(doc: TConceptDoc, atLeast = 0): TFrame | null {
  const returnWords = occurrences(doc, RETURN_WORD).filter((h) => !isNegatedHit(doc, h));
  const rewards = occurrences(doc, REWARD);
  const charges = occurrences(doc, CHARGE);
  for (const f of near(doc, GUARANTEE, quantityHits(doc, 'percent', (q) => q.value >= atLeast), { window: 3 })) {
    if (isNegatedHit(doc, f.a)) continue;
    const clause = doc.tokens[f.b.first].clause;
    if ([...rewards, ...charges].some((h) => doc.tokens[h.first].clause === clause)) continue;
    if (near(doc, returnWords, [f.b], { window: 4 }).length > 0) return f;
  }
  return null;
}

/**
 * Pay no job offers its new hires: a quarter of a million dollars a year or more ("$5,000 a week", "$25,000 a month").
 * A trucker's gross revenue is not pay.
 */
const YEARLY: Record<string, number> = { hour: 2080, hr: 2080, day: 260, week: 52, wk: 52, month: 12, mo: 12, year: 1, yr: 1 };
const IMPLAUSIBLE_YEARLY_PAY = 250_000;
const GROSS = concept('gross revenue', ['gross', 'revenue', 'owner operator', 'owner operators', 'per load', 'linehaul']);
function implausiblePay(doc: TConceptDoc, money: THit): boolean {
  if (occurrences(doc, GROSS).length > 0) return false;
  const q = quantities(doc.text, 'money').find((m) => m.start <= money.start && money.start < m.end);
  if (!q) return false;
  // The period as written in capitals or as an adverb: "$5,000 A WEEK", "$5,000+ weekly".
  const written = /^\s*\+?\s*(?:(?:a|per|each|every|\/)\s*(hour|hr|day|week|wk|month|mo|year|yr)\b|(dai|week|month|year)ly\b)/i.exec(doc.text.slice(q.start + q.text.trimEnd().length));
  const unit = typeof q.per === 'string' ? q.per : (written?.[1] ?? written?.[2])?.toLowerCase().replace(/^dai$/, 'day');
  const per = unit ? YEARLY[unit] : undefined;
  return per !== undefined && q.value * per >= IMPLAUSIBLE_YEARLY_PAY;
}

/** "Cash" as the way the reader pays ("cash only", "cash or check", "we accept cash"), not money earned. */
const PAYMENT_AFTER = new Set(['only', 'or', 'and', 'accepted', 'preferred', 'payment', 'price', 'discount', 'sale']);
const PAYMENT_BEFORE = new Set(['pay', 'paid', 'in', 'accept', 'accepts', 'accepted', 'take', 'takes', 'for']);
/** A bill the landlord or seller pays: "heat and trash paid", "utilities paid", "closing costs paid". */
const PAID_BILL = new Set(['heat', 'water', 'utilities', 'utility', 'electric', 'electricity', 'gas', 'trash', 'sewer', 'cable', 'internet', 'wifi', 'costs', 'fees', 'fee', 'taxes', 'tax', 'shipping', 'postage']);

function isPaymentTerm(doc: TConceptDoc, hit: THit): boolean {
  if (hit.first === hit.last && doc.tokens[hit.first].norm === 'paid') return PAID_BILL.has(doc.tokens[hit.first - 1]?.norm ?? '');
  if (hit.first !== hit.last || doc.tokens[hit.first].norm !== 'cash') return false;
  return PAYMENT_AFTER.has(doc.tokens[hit.last + 1]?.norm ?? '') || PAYMENT_BEFORE.has(doc.tokens[hit.first - 1]?.norm ?? '');
}

/** Interest charged, not earned: "late fees or interest", "interest charges", "fines and interest". */
const CHARGED = new Set(['penalty', 'penalties', 'fee', 'fees', 'late', 'fines', 'fine', 'charges', 'charged']);
function interestOwed(doc: TConceptDoc, h: THit): boolean {
  if (doc.tokens[h.first].norm !== 'interest') return false;
  const around = [...doc.tokens.slice(Math.max(0, h.first - 3), h.first), doc.tokens[h.last + 1]].filter((t) => t && t.clause === doc.tokens[h.first].clause);
  return around.some((t) => CHARGED.has(t.norm));
}

/** "Nobody can promise you a profit", "no one can guarantee returns": the promise denied by its subject. */
function promisedByNobody(doc: TConceptDoc, h: THit): boolean {
  const before = doc.tokens.slice(Math.max(0, h.first - 4), h.first).filter((t) => t.clause === doc.tokens[h.first].clause).map((t) => t.norm).join(' ');
  return /\b(?:nobody|noone|no one|none of us)\b/.test(before);
}

export function earningsClaim(doc: TConceptDoc): TFrame | null {
  const moneyWords = occurrences(doc, MONEY_WORDS);
  const money = [...quantityHits(doc, 'money', (q) => q.per !== undefined || q.value >= 1000), ...moneyWords];
  // "Replace your full-time income" is the pitch, not a full-time position.
  const floors = occurrences(doc, PAY_FLOOR);
  const employer = floors.length > 0 || occurrences(doc, EMPLOYER).some((e) => !moneyWords.some((m) => m.first <= e.first && e.last <= m.last));
  // "Guaranteed" in a pay floor is the employer's own term, not a pitch.
  const opportunities = occurrences(doc, OPPORTUNITY).filter((o) => !floors.some((f) => f.first <= o.first && o.last <= f.last));
  const prizes = occurrences(doc, PRIZE);
  const causes = occurrences(doc, CAUSE);
  for (const f of near(doc, EARN, money, { window: 5 })) {
    if (isNegatedHit(doc, f.a) || isPaymentTerm(doc, f.a)) continue;
    if (near(doc, [f.b], prizes, { window: 3 }).length > 0) continue;
    if (near(doc, [f.b], causes, { window: 8, sameClause: false }).length > 0) continue;
    const hourlyJob = employer && /\b(?:hour|hr)\b/i.test(f.b.text);
    if (hourlyJob) continue;
    const context = opportunities.some((o) => Math.abs(o.first - f.a.first) <= 40);
    if (context && (!employer || implausiblePay(doc, f.b) || opportunities.some((o) => /guarant|passive|sleep|autopilot|boss/i.test(o.text)))) return f;
  }
  const trained = trainingPayPromise(doc);
  if (trained) return trained;
  // An insured account or an annuity may promise its rate, but not one far above what such products pay.
  if (offersInsuredDeposit(doc)) return guaranteedRate(doc, INSURED_RATE_CEILING);
  const guaranteed = near(doc, GUARANTEE, INVEST, { window: 4 }).filter((f) => !isNegatedHit(doc, f.a) && !promisedByNobody(doc, f.a) && !interestOwed(doc, f.b));
  const percentNear = (f: TFrame) => quantityHits(doc, 'percent').some((q) => Math.abs(q.first - f.b.first) <= 6);
  const doubling = (f: TFrame) => /doubl|tripl/i.test(f.b.text);
  const found = guaranteed.find((f) => percentNear(f) || doubling(f) || opportunities.length > 0);
  if (found) return found;
  const rate = guaranteedRate(doc);
  if (rate) return rate;
  // "Double your money in 90 days": a multiplied stake in a stated time, or with a no-risk promise anywhere.
  const multiplied = occurrences(doc, INVEST).filter((h) => /doubl|tripl/i.test(h.text) && !isNegatedHit(doc, h));
  const grown = stakeMultiplied(doc);
  if (grown) return grown;
  const soon = quantityHits(doc, 'duration');
  const risklessAd = occurrences(doc, GUARANTEE).length > 0;
  const claim = multiplied.find((h) => risklessAd || soon.some((q) => Math.abs(q.first - h.last) <= 4));
  if (claim) return hitFrame(claim);
  return implausibleRateOfReturn(doc);
}

