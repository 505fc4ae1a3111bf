/**
 * Event terms learned from the training sentences: the words and two-word phrases that, in the
 * canonical text the model reads, say one life event and little else. The classifier answers a
 * life event only when the message holds one of that event's terms (EVENT_TERMS, written by hand,
 * or these); citizens name their situation through its consequences ("how do I get a UTR", "where
 * do I send the P45"), far more ways than a hand-written list keeps up with, and the written corpus
 * (./corpus) says them.
 *
 * A term of label L: it occurs in at least MIN_SENTENCES of L's training sentences, and at least
 * MIN_SHARE of all the training sentences that hold it (the None class's included) are L's. Negated
 * words (the normaliser's `neg…`) are never terms.
 */
export const MIN_SENTENCES = 3;
export const MIN_SHARE = 0.85;

/** The terms of each label but `none`, sorted, from `[canonical sentence, label]` pairs. */
export function learnTerms(
  documents: readonly (readonly [string, string])[],
  none: string,
): Record<string, string[]> {
  const byTerm = new Map<string, Map<string, number>>();
  for (const [sentence, label] of documents) {
    for (const term of termsOf(sentence)) {
      let counts = byTerm.get(term);
      if (!counts) byTerm.set(term, (counts = new Map()));
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  }
  const learned: Record<string, string[]> = {};
  for (const [term, counts] of byTerm) {
    let total = 0;
    for (const n of counts.values()) total += n;
    for (const [label, n] of counts) {
      if (label === none || n < MIN_SENTENCES || n / total < MIN_SHARE) continue;
      (learned[label] ??= []).push(term);
    }
  }
  for (const terms of Object.values(learned)) terms.sort();
  return learned;
}

/** A sentence's distinct words and two-word phrases, negated words left out. */
function termsOf(sentence: string): Set<string> {
  const words = sentence.split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (words[i].startsWith('neg')) continue;
    out.add(words[i]);
    if (i + 1 < words.length && !words[i + 1].startsWith('neg')) out.add(`${words[i]} ${words[i + 1]}`);
  }
  return out;
}
