/**
 * `npm run train:resemblance`: trains the resemblance model on the development data of the accuracy corpus
 * (`resemblance-corpus.ts`) and writes src/engine/resemblance/resemblance-model.json. `-- --cross-validate <file>`
 * instead writes, for every development ad, the probabilities of a model trained without that ad's part, for
 * choosing the settings.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './corpus';
import { buildResemblanceModel, developmentExamples, JUDGED_POLICY_IDS } from './resemblance-corpus';
import { crossValidate } from './resemblance-training';

const MODEL_FILE = path.join(REPO_ROOT, 'src/engine/resemblance/resemblance-model.json');

const { values } = parseArgs({ options: { 'cross-validate': { type: 'string' } } });
const examples = developmentExamples();

if (values['cross-validate']) {
  const rows = crossValidate(examples, JUDGED_POLICY_IDS).map(({ example, probabilities }) => ({
    group: example.group,
    id: example.id,
    expected: example.policies,
    probabilities: Object.fromEntries(JUDGED_POLICY_IDS.map((id, i) => [id, Math.round(probabilities[i] * 1e4) / 1e4])),
  }));
  await writeFile(values['cross-validate'], JSON.stringify(rows));
  console.log(`Wrote ${rows.length} cross-validated predictions to ${values['cross-validate']}.`);
} else {
  const model = buildResemblanceModel(examples);
  await writeFile(MODEL_FILE, JSON.stringify(model) + '\n');
  console.log(`Trained on ${examples.length} creatives of ${model.trainedOn.parts} parts; ${model.vocabulary.length} features kept; wrote ${path.relative(process.cwd(), MODEL_FILE)}.`);
}
