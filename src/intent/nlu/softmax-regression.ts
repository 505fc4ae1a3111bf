/**
 * A second reader of the same canonical text: multinomial logistic regression (softmax) over its
 * words and word pairs, with L2 regularisation, trained on the same sentences as nlp.js's network.
 *
 * Why a second model of the same words: nlp.js's network is one rectified perceptron per label with
 * no regularisation, its outputs divided by their sum. A word seen in one or two sentences of one
 * label can carry a weight that outvotes the event the citizen names, and since every other label's
 * output is cut at zero the answer is then certain: "i was made redundant before christmas" read as a
 * bereavement at 1.00, "moving to scotland" as retiring. A softmax model with L2 keeps the weight of
 * a rare word small and its probabilities graded; the classifier averages the two.
 *
 * Written here rather than taken from a library: what npm offers (ml-logistic-regression and the
 * like) trains one-versus-rest on dense matrices (thousands of sentences × thousands of words) with no
 * regularisation; this is the textbook model on sparse features, deterministic (full-batch Adam from
 * zero weights), trained when the model file is written, and its weights stored in it.
 */

/** A trained model: its labels, and per feature one weight per label. */
export interface SoftmaxModel {
  labels: string[];
  bias: number[];
  weights: Record<string, number[]>;
}

export interface SoftmaxTraining {
  /** Full-batch steps. */
  steps: number;
  /** Adam's step size. */
  rate: number;
  /** L2 penalty on the weights (not the biases), per sentence. */
  l2: number;
  /** A feature must occur in at least this many sentences: rarer ones are noise, not evidence. */
  minSentences: number;
}

/**
 * The training loops' globals, read once: in a Node vm context (Jest's, where suites and test
 * replicas train) every read of a global such as `Math` goes through the context's interceptor, and
 * made training three times slower there than in the service.
 */
const { exp, sqrt } = Math;
const NO_SCORE = -Infinity;

export const SOFTMAX_TRAINING: SoftmaxTraining = { steps: 300, rate: 0.05, l2: 0.0002, minSentences: 2 };

/** The softmax model's share of the classifier's answer; nlp.js's network has the rest (chosen on the development sets). */
export const SOFTMAX_SHARE = 0.7;

/** The words of canonical text and its adjacent word pairs, each once. */
export function featuresOf(canonical: string): string[] {
  const words = canonical.split(' ').filter(Boolean);
  const features = new Set(words);
  for (let i = 0; i + 1 < words.length; i += 1) features.add(`${words[i]} ${words[i + 1]}`);
  return [...features];
}

/** Trains on `[canonical sentence, label]` pairs. Deterministic: the same pairs give the same model. */
export function trainSoftmax(
  documents: readonly (readonly [string, string])[],
  training: SoftmaxTraining = SOFTMAX_TRAINING,
): SoftmaxModel {
  const labels = [...new Set(documents.map(([, label]) => label))].sort();
  const k = labels.length;
  const counts = new Map<string, number>();
  const docs = documents.map(([text, label]) => {
    const features = featuresOf(text);
    for (const f of features) counts.set(f, (counts.get(f) ?? 0) + 1);
    return { features, label: labels.indexOf(label) };
  });
  const names = [...counts]
    .filter(([, n]) => n >= training.minSentences)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = docs.map((d) => ({
    features: Int32Array.from(
      d.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    ),
    label: d.label,
  }));
  const biasRow = names.length;
  const size = (biasRow + 1) * k; // the last k are the biases
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const grad = new Float64Array(size);
  const z = new Float64Array(k);
  const n = rows.length;
  // Training is most of what a retrain at run time costs, so the loops walk the weights in memory
  // order (a feature's k weights together); each weight sums the same terms in the same order as the
  // textbook loops, so the model is the same to the bit.
  for (let step = 1; step <= training.steps; step += 1) {
    grad.fill(0);
    for (const row of rows) {
      scores(w, row.features, biasRow, k, z);
      for (let c = 0; c < k; c += 1) z[c] = (z[c] - (c === row.label ? 1 : 0)) / n;
      for (const f of row.features) for (let c = 0; c < k; c += 1) grad[f * k + c] += z[c];
      for (let c = 0; c < k; c += 1) grad[biasRow * k + c] += z[c];
    }
    const mCorrection = 1 - 0.9 ** step;
    const vCorrection = 1 - 0.999 ** step;
    for (let i = 0; i < size; i += 1) {
      const g = i < biasRow * k ? grad[i] + training.l2 * w[i] : grad[i];
      m[i] = 0.9 * m[i] + 0.1 * g;
      v[i] = 0.999 * v[i] + 0.001 * g * g;
      w[i] -= (training.rate * (m[i] / mCorrection)) / (sqrt(v[i] / vCorrection) + 1e-8);
    }
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const weights: Record<string, number[]> = {};
  names.forEach((f, i) => {
    const row = Array.from(w.subarray(i * k, (i + 1) * k), round);
    if (row.some((x) => Math.abs(x) >= 1e-3)) weights[f] = row;
  });
  return { labels, bias: Array.from(w.subarray(biasRow * k), round), weights };
}

/** The biases plus the features' weights, as probabilities, into `out`. */
function scores(w: Float64Array, features: Int32Array, biasRow: number, k: number, out: Float64Array): void {
  for (let c = 0; c < k; c += 1) out[c] = w[biasRow * k + c];
  for (const f of features) for (let c = 0; c < k; c += 1) out[c] += w[f * k + c];
  softmaxInPlace(out);
}

/** Turns scores into probabilities (exp, shifted by the largest for range, normalised), in place. */
function softmaxInPlace(z: Float64Array | number[]): void {
  let max = NO_SCORE;
  for (const s of z) if (s > max) max = s;
  let sum = 0;
  for (let c = 0; c < z.length; c += 1) {
    z[c] = exp(z[c] - max);
    sum += z[c];
  }
  for (let c = 0; c < z.length; c += 1) z[c] /= sum;
}

/** The model's probability of each label for canonical text. */
export function classifySoftmax(model: SoftmaxModel, canonical: string): Record<string, number> {
  const z = [...model.bias];
  for (const f of featuresOf(canonical)) {
    const row = model.weights[f];
    if (row) for (let c = 0; c < z.length; c += 1) z[c] += row[c];
  }
  softmaxInPlace(z);
  return Object.fromEntries(model.labels.map((label, c) => [label, z[c]]));
}
