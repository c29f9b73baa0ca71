import type { TFeatureMap } from './features';
import trainedModel from './resemblance-model.json';

/** One policy's part of the resemblance model: a logistic regression over the ad's features. */
export interface TPolicyWeights {
  policyId: string;
  bias: number;
  /** One weight per feature of the vocabulary, in its order, times `WEIGHT_SCALE` and rounded; 0 for a feature that weighs nothing. */
  weights: number[];
}

export interface TResemblanceModel {
  /** What the model was trained on and how, for the README and the report. */
  trainedOn: { parts: number; creatives: number; epochs: number; l2: number };
  /** A suggestion is made at or above this probability. */
  threshold: number;
  /** From this probability up to the threshold, the ad goes to a person with a review item instead: no silent pass on ground that reads like a violation. */
  reviewThreshold?: number;
  /** The features the model knows, shared by every policy (lists, not objects: thousands of keys would cost the type checker dearly). */
  vocabulary: string[];
  policies: TPolicyWeights[];
}

/** Weights are stored as whole numbers: three decimals are all the probabilities need, and the file stays small. */
export const WEIGHT_SCALE = 1000;

/** A policy's weights as a lookup. */
export type TWeightTable = { policyId: string; bias: number; weights: Map<string, number> };

export function weightTables(model: Pick<TResemblanceModel, 'vocabulary' | 'policies'>): TWeightTable[] {
  return model.policies.map((p) => {
    const weights = new Map<string, number>();
    p.weights.forEach((w, i) => w !== 0 && weights.set(model.vocabulary[i], w / WEIGHT_SCALE));
    return { policyId: p.policyId, bias: p.bias, weights };
  });
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** What the features weigh together towards the policy, leaving out the bias. */
export function weightOf(table: TWeightTable, features: ReadonlyMap<string, unknown>): number {
  let sum = 0;
  for (const feature of features.keys()) sum += table.weights.get(feature) ?? 0;
  return sum;
}

/** The probability that an ad with these features (`adFeaturesOf`) breaks the policy, as the model learnt it. */
export function probabilityOf(table: TWeightTable, features: ReadonlyMap<string, unknown>): number {
  return sigmoid(table.bias + weightOf(table, features));
}

/** The model `npm run train:resemblance` trained on the corpus's development data. */
export function resemblanceModel(): TResemblanceModel {
  return trainedModel;
}
