import { Inject, Injectable } from '@nestjs/common';
import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import { Clock } from '../common/clock';
import { REDACTED_EVIDENCE_SOURCE, RedactedEvidenceSource } from '../common/evidence/redacted-evidence.port';
import { IntentService } from '../intent/intent.service';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import type { JourneyDto, JourneyListDto } from './dto/journey.dto';
import type { PlanDto } from './dto/plan.dto';
import {
  completeMilestone,
  evaluate,
  JourneyState,
  refreshEvidence,
  startJourney,
  Transition,
} from './journey-engine';
import { JourneyEntity } from './journey.entity';
import { IntentNotSupportedError, JourneyNotFoundError, NoActiveTemplateError } from './journey.errors';
import { toJourneyDto, toPlanDto } from './journey.mapper';
import { JourneyChange, JourneyRepository, NewJourneyMilestone, StoredJourney } from './journey.repository';

export interface CreatedJourney {
  /** False when a journey already existed for the intent (it is returned instead). */
  created: boolean;
  journey: JourneyDto;
}

function stateOf({ journey, milestones }: StoredJourney): JourneyState {
  return {
    facts: journey.facts,
    documents: journey.evidenceDocuments,
    completed: milestones.map((m) => ({
      code: m.milestoneCode,
      answers: m.answers,
      completedAt: m.completedAt,
      automatic: m.automatic,
    })),
  };
}

/** The milestones a transition completed beyond those already stored. */
function newMilestones(t: Transition, alreadyStored: number): NewJourneyMilestone[] {
  return t.state.completed.slice(alreadyStored).map((c, i) => ({
    milestoneCode: c.code,
    sequence: alreadyStored + i + 1,
    answers: c.answers,
    automatic: c.automatic,
    completedAt: c.completedAt,
  }));
}

function changeOf(t: Transition, stored: StoredJourney, now: Date): JourneyChange {
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
    milestones: newMilestones(t, stored.milestones.length),
    events: t.events.map((e) => ({
      kind: e.kind,
      milestoneCode: e.milestoneCode,
      status: t.evaluation.status,
      occurredAt: e.at,
    })),
  };
}

/**
 * Journeys: creation from an intent, the plan, milestone completion and evidence refresh. Rules
 * are in the pure journey engine; this service loads, calls it and saves in one transaction with
 * the journey row locked. Evidence, templates and intents are read before any transaction opens.
 */
@Injectable()
export class JourneyService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly templates: WorkflowTemplateService,
    private readonly intents: IntentService,
    @Inject(REDACTED_EVIDENCE_SOURCE) private readonly evidence: RedactedEvidenceSource,
    private readonly clock: Clock,
  ) {}

  async createFromIntent(
    citizenId: string,
    intentId: string,
    assurance: CurrentHighAssurance,
  ): Promise<CreatedJourney> {
    const intent = await this.intents.findOwned(citizenId, intentId);
    const existing = await this.journeys.findOwnedByIntent(citizenId, intent.id);
    if (existing) return { created: false, journey: toJourneyDto(existing) };
    if (!intent.supported) throw new IntentNotSupportedError();
    const template = intent.workflowCode ? this.templates.findActive(intent.workflowCode) : undefined;
    if (!template) throw new NoActiveTemplateError(intent.workflowCode);
    const documents = await this.documentsOf(citizenId);
    const now = this.clock.now();
    const t = startJourney(template, intent.facts, documents, now);
    const result = await this.journeys.createUnlessExists(
      {
        citizenId,
        intentId: intent.id,
        workflowCode: template.code,
        workflowVersion: template.version,
        title: template.title,
        status: t.evaluation.status,
        currentMilestoneCode: t.evaluation.currentMilestoneCode,
        progress: t.evaluation.progress,
        blockedReason: t.evaluation.blockedReason,
        facts: intent.facts,
        evidenceDocuments: t.state.documents,
        createdWithAssuranceId: assurance.assuranceId,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
        completedAt: t.completedAt,
      },
      newMilestones(t, 0),
      t.events.map((e) => ({
        kind: e.kind,
        milestoneCode: e.milestoneCode,
        status: t.evaluation.status,
        occurredAt: e.at,
      })),
    );
    return { created: result.created, journey: toJourneyDto(result.journey) };
  }

  async listJourneys(citizenId: string): Promise<JourneyListDto> {
    const rows = await this.journeys.listByCitizen(citizenId);
    return { items: rows.map(toJourneyDto) };
  }

  async getJourney(citizenId: string, journeyId: string): Promise<JourneyDto> {
    return toJourneyDto(await this.owned(citizenId, journeyId));
  }

  async getPlan(citizenId: string, journeyId: string): Promise<PlanDto> {
    const stored = await this.journeys.findOwnedWithMilestones(citizenId, journeyId);
    if (!stored) throw new JourneyNotFoundError();
    const template = await this.pinnedTemplate(stored.journey);
    return toPlanDto(stored.journey.id, template, evaluate(template, stateOf(stored)));
  }

  async completeMilestone(
    citizenId: string,
    journeyId: string,
    milestoneCode: string,
    answers: Record<string, unknown>,
  ): Promise<JourneyDto> {
    const documents = await this.documentsOf(citizenId);
    const now = this.clock.now();
    return this.changeLocked(citizenId, journeyId, (template, stored) => {
      const outcome = completeMilestone(
        template,
        { ...stateOf(stored), documents },
        milestoneCode,
        answers,
        now,
      );
      return outcome.changed ? changeOf(outcome, stored, now) : null;
    });
  }

  async refreshEvidence(citizenId: string, journeyId: string): Promise<JourneyDto> {
    const documents = await this.documentsOf(citizenId);
    const now = this.clock.now();
    return this.changeLocked(citizenId, journeyId, (template, stored) =>
      changeOf(refreshEvidence(template, stateOf(stored), documents, now), stored, now),
    );
  }

  /**
   * Runs `decide` with the journey locked and its pinned template. The template comes from memory
   * (no query inside the transaction); a version this replica has not loaded yet (published by another
   * one) is read after the transaction, which then runs again.
   */
  private async changeLocked(
    citizenId: string,
    journeyId: string,
    decide: (template: WorkflowTemplateDefinition, stored: StoredJourney) => JourneyChange | null,
  ): Promise<JourneyDto> {
    let unloaded: JourneyEntity | undefined;
    const attempt = () =>
      this.journeys.changeLocked(citizenId, journeyId, (stored) => {
        const { workflowCode, workflowVersion } = stored.journey;
        const template = this.templates.loadedVersion(workflowCode, workflowVersion);
        if (template) return decide(template, stored);
        unloaded = stored.journey;
        return null;
      });
    let journey = await attempt();
    if (unloaded) {
      await this.pinnedTemplate(unloaded);
      unloaded = undefined;
      journey = await attempt();
      if (unloaded) throw new Error('the pinned template version did not load');
    }
    if (!journey) throw new JourneyNotFoundError();
    return toJourneyDto(journey);
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

  private async documentsOf(citizenId: string): Promise<string[]> {
    return (await this.evidence.forCitizen(citizenId)).map((e) => e.document_code);
  }
}
