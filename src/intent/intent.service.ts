import { redactFreeText } from '../common/privacy/redact-free-text';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type { IntentDto } from './dto/intent.dto';
import { IntentCompilerService } from './intent-compiler.service';
import { summarizeIntent } from './intent-summary';
import { IntentNotFoundError } from './intent.errors';
import { toIntentDto } from './intent.mapper';
import type { IntentEntity, IntentSuggestion } from './intent.entity';
import { IntentRepository } from './intent.repository';
import { WorkflowNotFoundError } from '../workflow-template/workflow-template.errors';

/** A confidence kept to three decimals, within 0–1. */
function roundConfidence(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

/** What other modules (Journey) may know about an intent. */
export interface OwnedIntent {
  id: string;
  supported: boolean;
  workflowCode: string | null;
  facts: Record<string, boolean | number | string>;
}

@Injectable()
export class IntentService {
  constructor(
    private readonly intents: IntentRepository,
    private readonly templates: WorkflowTemplateService,
    private readonly compiler: IntentCompilerService,
    private readonly clock: Clock,
  ) {}

  /** Assesses the message against the active templates and stores the intent. */
  async compileIntent(citizenId: string, said: string, locale: Locale = DEFAULT_LOCALE): Promise<IntentDto> {
    // National-identifier-like sequences never reach a compiler, the database or a log (DESIGN §12).
    const message = redactFreeText(said);
    const now = this.clock.now();
    const compiled = await this.compiler.compile(message, now);
    const template = compiled.workflowCode ? this.templates.findActive(compiled.workflowCode) : undefined;
    const facts = template ? compiled.facts : {};
    const suggestions = template ? [] : await this.suggestionsFor(message);
    const intent = await this.intents.create({
      citizenId,
      message,
      supported: template !== undefined,
      workflowCode: template?.code ?? null,
      lifeEvent: template?.life_event ?? null,
      summary: summarizeIntent(template, facts, this.templates.listActive()),
      facts,
      confidence: roundConfidence(compiled.confidence),
      alternatives: template
        ? compiled.alternatives.flatMap((a) => {
            const other = this.templates.findActive(a.workflowCode);
            return other
              ? [
                  {
                    workflow_code: other.code,
                    life_event: other.life_event,
                    confidence: roundConfidence(a.confidence),
                  },
                ]
              : [];
          })
        : [],
      suggestions,
      compiler: compiled.compiler,
      createdAt: now,
    });
    return this.toDto(intent, locale);
  }

  /**
   * A life event chosen from the list (DESIGN §16): a supported intent for that active workflow, with
   * no message and no facts. 404 WORKFLOW_NOT_FOUND for a code that is not an active workflow.
   */
  async chooseWorkflow(
    citizenId: string,
    workflowCode: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<IntentDto> {
    const template = this.templates.findActive(workflowCode);
    if (!template) throw new WorkflowNotFoundError();
    const intent = await this.intents.create({
      citizenId,
      message: null,
      supported: true,
      workflowCode: template.code,
      lifeEvent: template.life_event,
      summary: summarizeIntent(template, {}, this.templates.listActive()),
      facts: {},
      confidence: 1,
      alternatives: [],
      suggestions: [],
      compiler: 'CHOSEN',
      createdAt: this.clock.now(),
    });
    return this.toDto(intent, locale);
  }

  /**
   * The answer in `locale`. The row keeps the summary and suggestion titles in English as answered at
   * compile time; another language is rendered again from what is language-neutral in the row (the
   * workflow code, the facts, the suggested codes) with the templates prepared in that language. A
   * workflow no longer active keeps its stored English text.
   */
  private toDto(intent: IntentEntity, locale: Locale): IntentDto {
    if (locale === DEFAULT_LOCALE) return toIntentDto(intent);
    const template = intent.workflowCode ? this.templates.findActive(intent.workflowCode, locale) : undefined;
    const summary =
      intent.supported && !template
        ? intent.summary
        : summarizeIntent(
            template,
            intent.facts as Record<string, boolean | number | string>,
            this.templates.listActive(locale),
            locale,
          );
    const suggestions = intent.suggestions.map((s) => ({
      workflow_code: s.workflow_code,
      title: this.templates.findActive(s.workflow_code, locale)?.title ?? s.title,
    }));
    return toIntentDto(intent, { summary, suggestions });
  }

  /** The active workflows closest to a message not understood, best first, with their titles. */
  private async suggestionsFor(message: string): Promise<IntentSuggestion[]> {
    return (await this.compiler.suggest(message)).flatMap((code) => {
      const t = this.templates.findActive(code);
      return t ? [{ workflow_code: t.code, title: t.title }] : [];
    });
  }

  async getIntent(citizenId: string, intentId: string, locale: Locale = DEFAULT_LOCALE): Promise<IntentDto> {
    const intent = await this.intents.findOwned(citizenId, intentId);
    if (!intent) throw new IntentNotFoundError();
    return this.toDto(intent, locale);
  }

  /** For journey creation: 404 INTENT_NOT_FOUND unless the citizen owns it. */
  async findOwned(citizenId: string, intentId: string): Promise<OwnedIntent> {
    const intent = await this.intents.findOwned(citizenId, intentId);
    if (!intent) throw new IntentNotFoundError();
    return {
      id: intent.id,
      supported: intent.supported,
      workflowCode: intent.workflowCode,
      facts: intent.facts as Record<string, boolean | number | string>,
    };
  }
}
