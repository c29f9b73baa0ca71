/**
 * Trains the resemblance model (`src/engine/resemblance`) on the labelled corpus: one logistic regression per
 * policy over the ads' words, word pairs and the rules' concepts (`adFeaturesOf`), fitted by AdaGrad with an L2
 * penalty. Deterministic: the same examples and settings always give the same weights, so the committed model can
 * be rebuilt and checked.
 */
import { adFeaturesOf } from '../resemblance/features';
import { probabilityOf, WEIGHT_SCALE, weightTables, type TResemblanceModel } from '../resemblance/model';

export interface TExample {
  id: string;
  text: string;
  /** The policies the ad breaks (its labels). */
  policies: readonly string[];
  /** The corpus part it belongs to: cross-validation leaves out one whole part, one writer's copy, at a time. */
  group: string;
}

export interface TTrainingSettings {
  epochs: number;
  l2: number;
  learningRate: number;
  /** A feature seen in fewer training ads than this is left out: one ad's wording is not a pattern. */
  minAds: number;
  seed: number;
}

export const TRAINING_SETTINGS: TTrainingSettings = { epochs: 15, l2: 1e-2, learningRate: 0.3, minAds: 3, seed: 7 };
/** Weights smaller than this are left out of the stored model; they move no probability that matters. */
const KEEP_WEIGHT = 0.05;

// Cross-validation trains once per part on the same ads: read each ad's features once.
const featureCache = new Map<string, string[]>();
function featureList(text: string): string[] {
  let features = featureCache.get(text);
  if (!features) featureCache.set(text, (features = [...adFeaturesOf(text).keys()]));
  return features;
}

/** A small linear congruential generator: the shuffle must repeat exactly from one run to the next. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The vocabulary and each policy's weights; the caller adds what the model was trained on and its threshold. */
export function trainResemblance(
  examples: readonly TExample[],
  policyIds: readonly string[],
  settings: TTrainingSettings = TRAINING_SETTINGS,
): Pick<TResemblanceModel, 'vocabulary' | 'policies'> {
  const featuresByAd = examples.map((e) => featureList(e.text));
  const adsWith = new Map<string, number>();
  for (const features of featuresByAd) for (const f of features) adsWith.set(f, (adsWith.get(f) ?? 0) + 1);
  const vocabulary = [...adsWith].filter(([, n]) => n >= settings.minAds).map(([f]) => f).sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const encoded = featuresByAd.map((features) => features.map((f) => index.get(f)).filter((i): i is number => i !== undefined));

  const bias = vocabulary.length;
  const weights = policyIds.map(() => new Float64Array(vocabulary.length + 1));
  const squaredGradients = policyIds.map(() => new Float64Array(vocabulary.length + 1).fill(1e-8));
  const order = examples.map((_, i) => i);
  const random = seeded(settings.seed);
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const ad of order) {
      const features = encoded[ad];
      policyIds.forEach((policyId, p) => {
        const w = weights[p];
        const g = squaredGradients[p];
        let z = w[bias];
        for (const k of features) z += w[k];
        const error = 1 / (1 + Math.exp(-z)) - (examples[ad].policies.includes(policyId) ? 1 : 0);
        for (const k of features) {
          const gradient = error + settings.l2 * w[k];
          g[k] += gradient * gradient;
          w[k] -= (settings.learningRate * gradient) / Math.sqrt(g[k]);
        }
        g[bias] += error * error;
        w[bias] -= (settings.learningRate * error) / Math.sqrt(g[bias]);
      });
    }
  }

  // Features that weigh nothing for any policy are left out of the vocabulary.
  const kept = vocabulary.map((_, i) => i).filter((i) => weights.some((w) => Math.abs(w[i]) >= KEEP_WEIGHT));
  const scaled = (w: number) => (Math.abs(w) >= KEEP_WEIGHT ? Math.round(w * WEIGHT_SCALE) : 0);
  return {
    vocabulary: kept.map((i) => vocabulary[i]),
    policies: policyIds.map((policyId, p) => ({ policyId, bias: Math.round(weights[p][bias] * 1e4) / 1e4, weights: kept.map((i) => scaled(weights[p][i])) })),
  };
}

/**
 * Each example's probabilities from a model trained without its own part: what the model would say of a
 * writer's copy it has never read.
 */
export function crossValidate(
  examples: readonly TExample[],
  policyIds: readonly string[],
  settings: TTrainingSettings = TRAINING_SETTINGS,
): { example: TExample; probabilities: number[] }[] {
  const groups = [...new Set(examples.map((e) => e.group))];
  return groups.flatMap((group) => {
    const tables = weightTables(trainResemblance(examples.filter((e) => e.group !== group), policyIds, settings));
    return examples
      .filter((e) => e.group === group)
      .map((example) => {
        const features = adFeaturesOf(example.text);
        return { example, probabilities: tables.map((t) => probabilityOf(t, features)) };
      });
  });
}
