/**
 * `npm run train:resemblance`: trains the resemblance model on the development data of the accuracy corpus (the
 * development part and the retired held-out parts, never a part that still measures the engine) and writes
 * src/engine/resemblance/resemblance-model.json. `-- --cross-validate <file>` instead writes, for every development
 * ad, the probabilities of a model trained without that ad's part, for choosing the threshold.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { POLICY_IDS, POLICY_LIBRARY } from '../../domain/policy-library';
import type { TResemblanceModel } from '../resemblance/model';
import { DEVELOPMENT_CREATIVES, HELD_OUT_SOURCES } from '../../../test/fixtures/corpus/sources';
import { REPO_ROOT, RETIRED_PARTS } from './corpus';
import { crossValidate, trainResemblance, TRAINING_SETTINGS, type TExample } from './resemblance-training';

/**
 * A suggestion is made at or above this probability. Chosen by cross-validation on development data (README):
 * on parts an older engine had not been tuned on, the rules and the model together caught more violations than
 * the rules alone at a cost of a few more clean ads a reviewer looks at.
 */
export const RESEMBLANCE_THRESHOLD = 0.5;

/**
 * Policies the model does not judge. Whether an ad is in another language is the language identifier's question,
 * not a matter of wording; and the hemp rules already caught nearly every hemp violation on unseen copy, where
 * the model's hemp suggestions were all wrong (README).
 */
const NOT_JUDGED: readonly string[] = [POLICY_IDS.foreignLanguages, POLICY_IDS.hempProducts];

const MODEL_FILE = path.join(REPO_ROOT, 'src/engine/resemblance/resemblance-model.json');
const plain = (line: string) => line.replace(/^[#~] /, '');

function developmentExamples(): TExample[] {
  const parts = [['development', DEVELOPMENT_CREATIVES] as const, ...RETIRED_PARTS.map((part) => [part, HELD_OUT_SOURCES[part as keyof typeof HELD_OUT_SOURCES]] as const)];
  return parts.flatMap(([group, creatives]) => creatives.map((c) => ({ id: c.id, text: c.lines.map(plain).join('\n'), policies: c.expected, group })));
}

const { values } = parseArgs({ options: { 'cross-validate': { type: 'string' } } });
const examples = developmentExamples();
const policyIds = POLICY_LIBRARY.map((p) => p.id).filter((id) => !NOT_JUDGED.includes(id));

if (values['cross-validate']) {
  const rows = crossValidate(examples, policyIds).map(({ example, probabilities }) => ({
    group: example.group,
    id: example.id,
    expected: example.policies,
    probabilities: Object.fromEntries(policyIds.map((id, i) => [id, Math.round(probabilities[i] * 1e4) / 1e4])),
  }));
  await writeFile(values['cross-validate'], JSON.stringify(rows));
  console.log(`Wrote ${rows.length} cross-validated predictions to ${values['cross-validate']}.`);
} else {
  const model: TResemblanceModel = {
    trainedOn: { parts: new Set(examples.map((e) => e.group)).size, creatives: examples.length, epochs: TRAINING_SETTINGS.epochs, l2: TRAINING_SETTINGS.l2 },
    threshold: RESEMBLANCE_THRESHOLD,
    ...trainResemblance(examples, policyIds),
  };
  await writeFile(MODEL_FILE, JSON.stringify(model) + '\n');
  console.log(`Trained on ${examples.length} creatives of ${model.trainedOn.parts} parts; ${model.vocabulary.length} features kept; wrote ${path.relative(process.cwd(), MODEL_FILE)}.`);
}
