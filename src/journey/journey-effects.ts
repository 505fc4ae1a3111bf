import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import type { MilestoneDue, MilestoneOpening } from './deadlines';
import type { JourneyEventKind, JourneyState } from './journey-engine';
import type { JourneyEntity } from './journey.entity';

/** A journey change as its effects see it, inside the change's transaction. */
export interface JourneyChangeContext {
  em: EntityManager;
  /** The journey after the change. */
  journey: JourneyEntity;
  template: WorkflowTemplateDefinition;
  /** The events the change recorded, in order. */
  events: { kind: JourneyEventKind; milestoneCode: string | null }[];
  /** Facts and every completed milestone's answers after the change. */
  state: JourneyState;
  /** Deadlines after the change, by milestone code (applicable milestones only). */
  dues: Map<string, MilestoneDue>;
  /** The days steps open after the change, by milestone code (applicable milestones only). */
  opens: Map<string, MilestoneOpening>;
  now: Date;
}

/** An event as templates name triggers: `MILESTONE_COMPLETED:<code>`, or the event kind. */
export function triggerOf(e: { kind: JourneyEventKind; milestoneCode: string | null }): string {
  return e.kind === 'MILESTONE_COMPLETED' ? `MILESTONE_COMPLETED:${e.milestoneCode}` : e.kind;
}

export type JourneyEffect = (change: JourneyChangeContext) => Promise<void>;

/**
 * What must follow a journey change — deliveries to agencies, reminders, offers (DESIGN §15–16) —
 * runs here, in the change's transaction, after its rows are written: a change and its effects
 * commit together or not at all. Features subscribe at start; the journey module knows none of them.
 */
@Injectable()
export class JourneyEffects {
  private readonly effects: JourneyEffect[] = [];

  subscribe(effect: JourneyEffect): void {
    this.effects.push(effect);
  }

  async apply(change: JourneyChangeContext): Promise<void> {
    for (const effect of this.effects) await effect(change);
  }
}
