import { Inject, Injectable } from '@nestjs/common';
import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import { Clock } from '../common/clock';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { MetricsService } from '../metrics/metrics.service';
import { REDACTED_EVIDENCE_SOURCE, RedactedEvidenceSource } from '../common/evidence/redacted-evidence.port';
import { IntentService } from '../intent/intent.service';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import type { JourneyDto, JourneyListDto } from './dto/journey.dto';
import type { PlanDto } from './dto/plan.dto';
import { isDeepStrictEqual } from 'node:util';
import type { EntityManager } from 'typeorm';
import { calendarDay, deadlines, MilestoneDue, nextDueDate, openings } from './deadlines';
import { PlanCache } from './plan-cache';
import {
  type AnswerStep,
  changeAnswers,
  CloseReason,
  completeMilestone,
  evaluate,
  JourneyEvaluation,
  JourneyState,
  refreshEvidence,
  startJourney,
  stateOf,
  Transition,
} from './journey-engine';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf, type PageQueryDto } from '../http/page';
import { JourneyEffects } from './journey-effects';
import { checkIfMatch } from './journey-etag';
import { JourneyEntity } from './journey.entity';
import {
  DocumentsMissingError,
  IntentNotSupportedError,
  JourneyAlreadyCompletedError,
  JourneyClosedError,
  JourneyNotFoundError,
  NoActiveTemplateError,
} from './journey.errors';
import { toJourneyDto, toPlanDto } from './journey.mapper';
import {
  JourneyChange,
  JourneyRepository,
  NewJourneyEvent,
  NewJourneyMilestone,
  StoredJourney,
  type JourneySummary,
} from './journey.repository';

export interface CreatedJourney {
  /** False when a journey already existed for the intent (it is returned instead). */
  created: boolean;
  journey: JourneyDto;
}

/** The milestones a transition completed that are not stored yet, numbered after the stored ones. */
function newMilestones(t: Transition, stored: StoredJourney['milestones']): NewJourneyMilestone[] {
  const storedCodes = new Set(stored.map((m) => m.milestoneCode));
  const last = stored.reduce((max, m) => Math.max(max, m.sequence), 0);
  return t.state.completed
    .filter((c) => !storedCodes.has(c.code))
    .map((c, i) => ({
      milestoneCode: c.code,
      sequence: last + i + 1,
      answers: c.answers,
      automatic: c.automatic,
      completedAt: c.completedAt,
    }));
}

/** The event rows of a transition, for a new journey and for a change alike. */
function eventRows(t: Transition): NewJourneyEvent[] {
  return t.events.map((e) => ({
    kind: e.kind,
    milestoneCode: e.milestoneCode,
    status: t.evaluation.status,
    occurredAt: e.at,
    detail: e.detail ?? null,
  }));
}

/** The journey fields a transition decides (completedAt only once it completes). */
type EvaluatedFields = Pick<
  JourneyEntity,
  | 'status'
  | 'currentMilestoneCode'
  | 'progress'
  | 'blockedReason'
  | 'evidenceDocuments'
  | 'updatedAt'
  | 'lastActivityAt'
> & { completedAt?: Date };

/**
 * What a transition writes, for a new journey and for a change alike: the journey's evaluated fields,
 * the milestones it completed that are not stored yet, and its events.
 */
function transitionRows(
  t: Transition,
  stored: StoredJourney['milestones'],
  now: Date,
): { journey: EvaluatedFields; milestones: NewJourneyMilestone[]; events: NewJourneyEvent[] } {
  return {
    journey: {
      status: t.evaluation.status,
      currentMilestoneCode: t.evaluation.currentMilestoneCode,
      progress: t.evaluation.progress,
      blockedReason: t.evaluation.blockedReason,
      evidenceDocuments: t.state.documents,
      updatedAt: now,
      lastActivityAt: now,
      ...(t.completedAt ? { completedAt: t.completedAt } : {}),
    },
    milestones: newMilestones(t, stored),
    events: eventRows(t),
  };
}

/** A change decided on a locked journey, with the state and evaluation its effects read. */
interface Decision {
  change: JourneyChange;
  state: JourneyState;
  evaluation: JourneyEvaluation;
}

/** A decision for an engine transition. */
function decisionOf(t: Transition, stored: StoredJourney, now: Date): Decision {
  return { change: changeOf(t, stored, now), state: t.state, evaluation: t.evaluation };
}

/** What to write for a transition of a stored journey: the transition's rows and the answers it changed. */
function changeOf(t: Transition, stored: StoredJourney, now: Date): JourneyChange {
  const kept = new Map(t.state.completed.map((c) => [c.code, c]));
  return {
    ...transitionRows(t, stored.milestones, now),
    withdrawn: stored.milestones.filter((m) => !kept.has(m.milestoneCode)).map((m) => m.milestoneCode),
    changedAnswers: stored.milestones
      .filter(
        (m) => kept.has(m.milestoneCode) && !isDeepStrictEqual(kept.get(m.milestoneCode)!.answers, m.answers),
      )
      .map((m) => ({ milestoneCode: m.milestoneCode, answers: kept.get(m.milestoneCode)!.answers })),
  };
}

/** A milestone's answers as a citizen sends them: whose journey, which milestone, the answers, If-Match, language. */
type MilestoneAnswers = [
  citizenId: string,
  journeyId: string,
  milestoneCode: string,
  answers: Record<string, unknown>,
  ifMatch?: string,
  locale?: Locale,
];

/**
 * Journeys: creation from an intent, the plan, milestone completion and evidence refresh. Rules
 * are in the pure journey engine; this service loads, calls it and saves in one transaction with
 * the journey row locked. Templates and intents are read before any transaction opens, and so is the
 * evidence of a completion (a hot path); an evidence refresh reads it under the lock.
 */
@Injectable()
export class JourneyService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly templates: WorkflowTemplateService,
    private readonly intents: IntentService,
    @Inject(REDACTED_EVIDENCE_SOURCE) private readonly evidence: RedactedEvidenceSource,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly effects: JourneyEffects,
  ) {}

  private readonly plans = new PlanCache();

  async createFromIntent(
    citizenId: string,
    intentId: string,
    assurance: CurrentHighAssurance,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<CreatedJourney> {
    const intent = await this.intents.findOwned(citizenId, intentId);
    const existing = await this.journeys.findOwnedByIntent(citizenId, intent.id);
    if (existing) return { created: false, journey: this.toDto(existing, locale) };
    if (!intent.supported) throw new IntentNotSupportedError();
    const template = intent.workflowCode ? this.templates.findActive(intent.workflowCode) : undefined;
    if (!template) throw new NoActiveTemplateError(intent.workflowCode);
    const documents = await this.documentsOf(citizenId);
    const now = this.clock.now();
    const t = startJourney(template, intent.facts, documents, now);
    const rows = transitionRows(t, [], now);
    const dues = deadlines(template, t.state, t.evaluation, now, now);
    const opens = openings(t.state, t.evaluation, now);
    const result = await this.journeys.createUnlessExists(
      {
        citizenId,
        intentId: intent.id,
        workflowCode: template.code,
        workflowVersion: template.version,
        title: template.title,
        facts: intent.facts,
        createdWithAssuranceId: assurance.assuranceId,
        createdAt: now,
        completedAt: null,
        closedAt: null,
        closeReason: null,
        nextDueDate: nextDueDate(dues, t.evaluation),
        version: 1,
        consentedAgencies: [],
        ...rows.journey,
      },
      rows.milestones,
      rows.events,
      (em, journey) =>
        this.effects.apply({ em, journey, template, events: t.events, state: t.state, dues, opens, now }),
    );
    if (result.created) for (const e of t.events) this.metrics.journeyEvent(e.kind);
    return { created: result.created, journey: this.toDto(result.journey, locale) };
  }

  async listJourneys(
    citizenId: string,
    query: PageQueryDto = {},
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<JourneyListDto> {
    const after = decodeCursor(query.cursor, ['string', 'string']) as [string, string] | null;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.journeys.listByCitizen(
      citizenId,
      limit + 1,
      after && { lastActivityAt: after[0], id: after[1] },
    );
    const page = pageOf(rows, limit, (j) => [j.lastActivityAt, j.id]);
    // Spec §3.1 rules 3–4: the most recently active journey that is ACTIVE or BLOCKED. Rows are in that
    // order, so on a first page that holds one it is the first such row; otherwise one more read.
    const onPage = page.items.find((j) => j.status === 'ACTIVE' || j.status === 'BLOCKED');
    const active =
      onPage && !after
        ? onPage.id
        : page.next_cursor || after
          ? await this.journeys.activeId(citizenId)
          : null;
    return {
      items: page.items.map((j) => this.toDto(j, locale)),
      active_journey_id: active,
      next_cursor: page.next_cursor,
    };
  }

  async getJourney(
    citizenId: string,
    journeyId: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<JourneyDto> {
    return this.toDto(await this.owned(citizenId, journeyId), locale);
  }

  /**
   * The plan, its texts in `locale` (DESIGN §17); codes, keys, numbers and dates as in every language.
   * Composed once per version, language and day on this replica (PlanCache): when a plan of the
   * journey is remembered for today, one indexed read says whether the journey is the citizen's and
   * which version it is, and only a version not seen yet is read with its milestones and evaluated;
   * when none is (a first read, the first of a day, or the first after a change written here), the
   * journey is read and composed at once.
   */
  async getPlan(citizenId: string, journeyId: string, locale: Locale = DEFAULT_LOCALE): Promise<PlanDto> {
    const now = this.clock.now();
    const day = calendarDay(now);
    if (this.plans.known(journeyId, locale, day)) {
      const version = await this.journeys.ownedVersion(citizenId, journeyId);
      if (version === null) throw new JourneyNotFoundError();
      const cached = this.plans.get(journeyId, locale, version, day);
      if (cached) return cached;
    }
    const stored = await this.journeys.findOwnedWithMilestones(citizenId, journeyId);
    if (!stored) throw new JourneyNotFoundError();
    const template = this.templates.inLanguage(await this.pinnedTemplate(stored.journey), locale);
    const state = stateOf(stored);
    const evaluation = evaluate(template, state);
    const dues = deadlines(template, state, evaluation, stored.journey.createdAt, now);
    const opens = openings(state, evaluation, stored.journey.createdAt);
    const plan = toPlanDto(stored.journey.id, template, evaluation, state.completed, dues, opens);
    return this.plans.set(journeyId, locale, stored.journey.version, day, plan);
  }

  /** Completes the current milestone with its answers (DESIGN §11). */
  completeMilestone(...request: MilestoneAnswers): Promise<JourneyDto> {
    return this.answer(completeMilestone, ...request);
  }

  /**
   * Reads the evidence under the journey's lock: read before it, a refresh that waited for the lock
   * behind a fresher one would write its older view last (two tabs each doing "upload, then refresh"
   * left the journey BLOCKED with both documents present).
   */
  async refreshEvidence(
    citizenId: string,
    journeyId: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<JourneyDto> {
    const now = this.clock.now();
    return this.changeLocked(citizenId, journeyId, locale, async (template, stored, transaction) => {
      if (stored.journey.status === 'CLOSED') return null;
      const documents = await this.documentsOf(citizenId, transaction);
      const outcome = refreshEvidence(template, stateOf(stored), documents, now);
      return outcome.changed ? decisionOf(outcome, stored, now) : null;
    });
  }

  /**
   * Closes a journey the citizen no longer needs (DESIGN §16): CLOSED, no current milestone, never the
   * active journey again, its reminders cancelled. Closing again answers the journey unchanged.
   */
  close(
    citizenId: string,
    journeyId: string,
    reason: CloseReason,
    ifMatch?: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<JourneyDto> {
    const now = this.clock.now();
    return this.changeLocked(citizenId, journeyId, locale, (template, stored) => {
      checkIfMatch(stored.journey, ifMatch);
      if (stored.journey.status === 'CLOSED') return null;
      if (stored.journey.status === 'COMPLETED') throw new JourneyAlreadyCompletedError('close');
      const state = stateOf(stored);
      const change: JourneyChange = {
        journey: {
          status: 'CLOSED',
          currentMilestoneCode: null,
          blockedReason: null,
          closedAt: now,
          closeReason: reason,
          nextDueDate: null,
          updatedAt: now,
          lastActivityAt: now,
        },
        milestones: [],
        events: [
          {
            kind: 'JOURNEY_CLOSED',
            milestoneCode: null,
            status: 'CLOSED',
            occurredAt: now,
            detail: { reason },
          },
        ],
      };
      return { change, state, evaluation: evaluate(template, state) };
    });
  }

  /** Changes the answers of a completed milestone and re-evaluates the journey (DESIGN §11). */
  changeAnswers(...request: MilestoneAnswers): Promise<JourneyDto> {
    return this.answer(changeAnswers, ...request);
  }

  /** A completion or a change of answers: the engine's `step` on the locked journey with fresh evidence. */
  private async answer(
    step: AnswerStep,
    citizenId: string,
    journeyId: string,
    milestoneCode: string,
    answers: Record<string, unknown>,
    ifMatch?: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<JourneyDto> {
    const documents = await this.documentsOf(citizenId);
    const now = this.clock.now();
    return this.changeLocked(citizenId, journeyId, locale, (template, stored) => {
      checkIfMatch(stored.journey, ifMatch);
      if (stored.journey.status === 'CLOSED') throw new JourneyClosedError();
      let outcome: ReturnType<typeof step>;
      try {
        outcome = step(template, { ...stateOf(stored), documents }, milestoneCode, answers, now);
      } catch (error) {
        // The problem names the step and its documents as the citizen reads them, in their language.
        throw error instanceof DocumentsMissingError
          ? error.inLanguage(this.templates.inLanguage(template, locale), milestoneCode)
          : error;
      }
      return outcome.changed ? decisionOf(outcome, stored, now) : null;
    });
  }

  /**
   * Runs `decide` with the journey locked and its pinned template. The template comes from memory
   * (no query inside the transaction); a version this replica has not loaded yet (published by another
   * one) is read after the transaction, which then runs again.
   */
  private async changeLocked(
    citizenId: string,
    journeyId: string,
    locale: Locale,
    decide: (
      template: WorkflowTemplateDefinition,
      stored: StoredJourney,
      transaction: EntityManager,
    ) => Decision | null | Promise<Decision | null>,
  ): Promise<JourneyDto> {
    let unloaded: JourneyEntity | undefined;
    let change: JourneyChange | null = null;
    let effects: ((em: EntityManager, journey: JourneyEntity) => Promise<void>) | undefined;
    const attempt = () =>
      this.journeys.changeLocked(
        citizenId,
        journeyId,
        async (stored, transaction) => {
          const { workflowCode, workflowVersion } = stored.journey;
          const template = this.templates.loadedVersion(workflowCode, workflowVersion);
          if (!template) {
            unloaded = stored.journey;
            return null;
          }
          const decision = await decide(template, stored, transaction);
          if (!decision) return (change = null);
          effects = this.effectsOf(template, decision, stored.journey.createdAt);
          return (change = decision.change);
        },
        (em, journey) => effects?.(em, journey) ?? Promise.resolve(),
      );
    let journey = await attempt();
    if (unloaded) {
      await this.pinnedTemplate(unloaded);
      unloaded = undefined;
      journey = await attempt();
      if (unloaded) throw new Error('the pinned template version did not load');
    }
    if (!journey) throw new JourneyNotFoundError();
    const made = change as JourneyChange | null;
    if (made) this.plans.forget(journeyId);
    for (const e of made?.events ?? []) this.metrics.journeyEvent(e.kind);
    return this.toDto(journey, locale);
  }

  /** The journey as answered, its title in `locale` (the stored title is the English one it was created with). */
  private toDto(journey: JourneyEntity | JourneySummary, locale: Locale): JourneyDto {
    const title =
      locale === DEFAULT_LOCALE
        ? journey.title
        : (this.templates.titleOf(journey.workflowCode, journey.workflowVersion, locale) ?? journey.title);
    return toJourneyDto(journey, title);
  }

  /** Sets the change's next due date and answers the effects to apply once its rows are written. */
  private effectsOf(
    template: WorkflowTemplateDefinition,
    { change, state, evaluation }: Decision,
    createdAt: Date,
  ): (em: EntityManager, journey: JourneyEntity) => Promise<void> {
    const now = this.clock.now();
    const closing = change.journey.status === 'CLOSED';
    const dues: Map<string, MilestoneDue> = closing
      ? new Map()
      : deadlines(template, state, evaluation, createdAt, now);
    const opens = closing ? new Map() : openings(state, evaluation, createdAt);
    if (!closing) change.journey.nextDueDate = nextDueDate(dues, evaluation);
    const events = change.events.map((e) => ({ kind: e.kind, milestoneCode: e.milestoneCode }));
    return (em, journey) => this.effects.apply({ em, journey, template, events, state, dues, opens, now });
  }

  private async owned(citizenId: string, journeyId: string): Promise<JourneyEntity> {
    const journey = await this.journeys.findOwned(citizenId, journeyId);
    if (!journey) throw new JourneyNotFoundError();
    return journey;
  }

  private async pinnedTemplate(journey: JourneyEntity): Promise<WorkflowTemplateDefinition> {
    const template = await this.templates.getVersion(journey.workflowCode, journey.workflowVersion);
    // The foreign key to workflow_templates guarantees the version exists.
    if (!template) throw new Error(`template ${journey.workflowCode}@${journey.workflowVersion} is missing`);
    return template;
  }

  private async documentsOf(citizenId: string, transaction?: EntityManager): Promise<string[]> {
    return (await this.evidence.forCitizen(citizenId, transaction)).map((e) => e.document_code);
  }
}
