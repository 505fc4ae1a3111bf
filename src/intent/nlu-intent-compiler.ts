import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { extractFacts } from './fact-extraction';
import type { AlternativeMatch, CompiledIntent, IntentCompiler } from './intent-compiler';
import { NONE, NluClassifier } from './nlu/nlu-classifier';

/** Where a message naming two situations is cut to classify each part on its own. */
const CLAUSE_BREAKS = /[,;.!?]+|\b(?:and|but|also|plus|then|as well as|while)\b/i;

/**
 * When the model gives "None" at least this much of its weight for the whole message (0–1), no
 * single clause is taken for the message. Chosen on the development sets: 0.5, 0.6 and 0.7 all read
 * fewer near misses as events than taking clauses always; 0.6 read one event phrasing more than 0.5,
 * and leaves room for an event followed by something else ("we just had a baby on 2026-11-02, my
 * national insurance number is …" reads "None" at 0.53 once the number is redacted).
 */
const CLEARLY_UNRELATED = 0.6;

/** A suggestion needs at least this much of the model's weight (0–1): below it, it is noise. */
const SUGGESTION_FLOOR = 0.1;
/** At most this many suggestions: a short list to choose from, the full one is GET /workflows. */
const MAX_SUGGESTIONS = 3;

interface Match {
  code: string;
  score: number;
}

/**
 * The default compiler: offline and deterministic. Classifies the message against the active
 * templates (and a "None" class); below `minConfidence` it is unsupported. Then extracts the facts
 * the matched template declares. Each clause of the message is classified too, so that a message
 * naming two life events ("we had a baby and are moving house") answers the best match plus the
 * other as an alternative. Text addressed to the machine ("ignore previous instructions…"), or set
 * apart from the citizen's own situation ("for my sociology homework", "marry me?? jk"), is
 * unsupported whatever it names (the latter still gets suggestions).
 */
export class NluIntentCompiler implements IntentCompiler {
  private constructor(
    private readonly classifier: NluClassifier,
    private readonly templates: readonly WorkflowTemplateDefinition[],
    private readonly minConfidence: number,
  ) {}

  static async train(
    templates: readonly WorkflowTemplateDefinition[],
    minConfidence: number,
  ): Promise<NluIntentCompiler> {
    return new NluIntentCompiler(await NluClassifier.train(templates), templates, minConfidence);
  }

  /** The templates this compiler was trained on. */
  trainedOn(): readonly WorkflowTemplateDefinition[] {
    return this.templates;
  }

  async compile(message: string, today: Date): Promise<CompiledIntent> {
    // The message's own language, for understanding it only: the answer is in the request's.
    const locale = this.classifier.language(message);
    if (this.classifier.notTheCitizensSituation(message))
      return { workflowCode: null, facts: {}, confidence: 0, compiler: 'NLU', alternatives: [] };
    const { label, score } = await this.classifier.classify(message, locale);
    const whole = this.accepted(label, score);
    const clauses = await this.clauseMatches(message, locale);
    // A clause stands for the message only when the whole is not clearly about nothing we offer:
    // "my wife passed away in 2011, that is not why i am writing, how do i renew my bus pass" is about the pass.
    const wholeUnrelated = label === NONE && score >= CLEARLY_UNRELATED;
    const best = whole ?? (wholeUnrelated ? undefined : clauses[0]);
    const template = best && this.templates.find((t) => t.code === best.code);
    if (!best || !template) {
      return {
        workflowCode: null,
        facts: {},
        confidence: label === NONE ? 0 : score,
        compiler: 'NLU',
        alternatives: [],
      };
    }
    return {
      workflowCode: template.code,
      facts: extractFacts(
        message,
        this.classifier.factsIn(template, locale),
        today,
        this.classifier.factLanguage(locale),
      ),
      confidence: best.score,
      compiler: 'NLU',
      alternatives: clauses
        .filter((m) => m.code !== template.code)
        .map((m): AlternativeMatch => ({ workflowCode: m.code, confidence: m.score })),
    };
  }

  /**
   * For a message that was not understood: the workflow codes closest to it, best first, by the
   * classifier's weight for each life event (at least SUGGESTION_FLOOR, at most MAX_SUGGESTIONS);
   * none for text addressed to the machine.
   */
  async suggest(message: string): Promise<string[]> {
    const locale = this.classifier.language(message);
    if (this.classifier.addressedToMachine(message)) return [];
    const ranked = await this.classifier.rank(message, locale);
    return ranked
      .filter((c) => c.score >= SUGGESTION_FLOOR && this.templates.some((t) => t.code === c.label))
      .slice(0, MAX_SUGGESTIONS)
      .map((c) => c.label);
  }

  private accepted(label: string, score: number): Match | undefined {
    return label !== NONE && score >= this.minConfidence && this.templates.some((t) => t.code === label)
      ? { code: label, score }
      : undefined;
  }

  /** The life events the message's clauses name, each once with its best score, best first. */
  private async clauseMatches(message: string, locale: string): Promise<Match[]> {
    const clauses = message
      .split(this.classifier.clauseBreaks(locale) ?? CLAUSE_BREAKS)
      .map((c) => c.trim())
      .filter((c) => c.split(/\s+/).length >= 2);
    if (clauses.length < 2) return [];
    // What the whole message rules out, no clause of it stands for (read before the clauses, it reuses
    // the whole message's reading).
    const ruledOut = this.classifier.ruledOut(message, locale);
    const best = new Map<string, number>();
    for (const clause of clauses) {
      const { label, score } = await this.classifier.classify(clause, locale);
      const match = this.accepted(label, score);
      if (match && !ruledOut.has(match.code) && match.score > (best.get(match.code) ?? 0))
        best.set(match.code, match.score);
    }
    return [...best].map(([code, score]) => ({ code, score })).sort((a, b) => b.score - a.score);
  }
}
