import { describe, expect, it } from 'vitest';
import { probabilityOf, resemblanceModel, weightTables } from '../resemblance/model';
import { adFeaturesOf } from '../resemblance/features';
import { buildResemblanceModel } from './resemblance-corpus';
import { crossValidate, trainResemblance, type TExample } from './resemblance-training';

const RAFFLE = 'mock_betting_gambling';

/** Raffles without a licence break the gambling policy; bake sales and licensed raffles do not. */
function examples(): TExample[] {
  const towns = ['Ely', 'Mora', 'Hibbing', 'Bemidji', 'Winona', 'Owatonna'];
  return towns.flatMap((town, i) => [
    { id: `r${i}`, text: `${town} Lions raffle tonight, tickets five dollars, cash prizes`, policies: [RAFFLE], group: town },
    { id: `l${i}`, text: `${town} Lions raffle, licensed by the Gambling Control Board, licence number ${100 + i}`, policies: [], group: town },
    { id: `b${i}`, text: `${town} church bake sale tonight, pies five dollars`, policies: [], group: town },
  ]);
}

describe('training the resemblance model', () => {
  it('learns what the labelled ads share, and what clears the near misses', () => {
    const tables = weightTables(trainResemblance(examples(), [RAFFLE], { epochs: 30, l2: 1e-3, learningRate: 0.3, minAds: 2, seed: 7 }));
    const p = (text: string) => probabilityOf(tables[0], adFeaturesOf(text));
    expect(p('Raffle tonight at the VFW, tickets five dollars, cash prizes')).toBeGreaterThan(0.5);
    expect(p('Raffle tonight, licensed by the Gambling Control Board, licence number 7')).toBeLessThan(0.5);
    expect(p('Bake sale tonight, pies five dollars')).toBeLessThan(0.5);
  });

  it('gives the same weights every time it runs on the same ads', () => {
    expect(trainResemblance(examples(), [RAFFLE])).toEqual(trainResemblance(examples(), [RAFFLE]));
  });

  it('keeps only features seen in enough ads', () => {
    const { vocabulary } = trainResemblance(examples(), [RAFFLE], { epochs: 5, l2: 1e-3, learningRate: 0.3, minAds: 2, seed: 7 });
    expect(vocabulary).toContain('raffl_tonight');
    // A town's name is in three ads of one part; a licence number is in one ad only.
    expect(vocabulary).toContain('bemidji');
    expect(vocabulary).not.toContain('101');
  });

  it('judges each part by a model trained without it', () => {
    const rows = crossValidate(examples(), [RAFFLE], { epochs: 30, l2: 1e-3, learningRate: 0.3, minAds: 2, seed: 7 });
    expect(rows).toHaveLength(examples().length);
    // The towns' names appear in their own part only, so no part's model has learnt them: the raffles are still recognised.
    const raffles = rows.filter((r) => r.example.policies.includes(RAFFLE));
    expect(raffles.every((r) => r.probabilities[0] > 0.5)).toBe(true);
  });
});

describe('the committed resemblance model', () => {
  it('is exactly what training on the development data gives, so nobody edits the weights by hand or forgets to retrain', () => {
    expect(buildResemblanceModel()).toEqual(resemblanceModel());
  }, 120_000);
});
