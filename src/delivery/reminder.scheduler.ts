import { DEFAULT_LOCALE, isSupportedLocale } from '../common/i18n/locales';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { agenciesConfig } from '../config/agencies.config';
import { JobQueue } from '../job-queue/job-queue.service';
import { JourneyEffects, type JourneyChangeContext } from '../journey/journey-effects';
import { JourneyService } from '../journey/journey.service';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type { EventTrigger } from './cloud-event';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryService, pickShared } from './delivery.service';
import {
  REMINDER_KINDS as KINDS,
  ReminderRepository,
  type ReminderKind,
  type ReminderRow,
} from './reminder.repository';

export const REMINDER_QUEUE = 'reminders' as const;
const DAY_MS = 86_400_000;

export interface ReminderJob {
  journey_id: string;
  milestone_code: string;
  kind: ReminderKind;
  due_date: string;
}

/** A step not done yet and its dates: its deadline, the day it opens (either may be absent). */
interface OpenStep {
  code: string;
  dueDate?: string;
  opensOn?: string;
}

/**
 * Reminders (DESIGN §16): a job per milestone deadline and kind, scheduled in the journey change's
 * transaction at the time it is due (REMINDER_DAYS_BEFORE before the due date, and the day after it),
 * moved when the date moves and cancelled when the step is done or the journey closes — no scan of
 * journeys. A step that opens on a day (a template's `opens`) gets one at 09:00 that day (OPENS),
 * unless that moment is a day or more past when the day becomes known. A reminder sent is kept,
 * marked sent, so the journey's next change does not send it again. When the job runs it tells the
 * agencies the template names for reminders, with consent.
 */
@Injectable()
export class ReminderScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly reminders: ReminderRepository,
    private readonly queue: JobQueue,
    private readonly deliveries: DeliveryRepository,
    private readonly delivery: DeliveryService,
    private readonly templates: WorkflowTemplateService,
    private readonly journeys: JourneyService,
    @Inject(agenciesConfig.KEY) private readonly config: ConfigType<typeof agenciesConfig>,
    effects: JourneyEffects,
  ) {
    effects.subscribe((change) => this.onJourneyChange(change));
    delivery.onConsent((citizenId, journeyId, agency, consent) =>
      this.onConsent(citizenId, journeyId, agency, consent),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.worker && this.config.agencies)
      await this.queue.work<ReminderJob>(REMINDER_QUEUE, (job) => this.remind(job), 1, 20);
  }

  private kindsOf(template: JourneyChangeContext['template']): ReminderKind[] {
    const on = new Set(
      (template.notifications ?? []).filter((n) => this.config.agencies?.has(n.agency)).map((n) => n.on),
    );
    return (Object.keys(KINDS) as ReminderKind[]).filter((k) => on.has(KINDS[k]));
  }

  /** The configured agencies the template names for reminders. */
  private reminderAgencies(template: JourneyChangeContext['template']): Set<string> {
    const on = new Set<string>(Object.values(KINDS));
    return new Set(
      (template.notifications ?? [])
        .filter((n) => on.has(n.on as (typeof KINDS)[ReminderKind]) && this.config.agencies?.has(n.agency))
        .map((n) => n.agency),
    );
  }

  /**
   * With consent for a reminder agency, the change's deadlines decide the reminders. Without it
   * nothing is scheduled (one read of the journey's consents, shared with the deliveries); a reminder
   * scheduled under a consent since withdrawn reads consent again when it fires.
   */
  private async onJourneyChange(change: JourneyChangeContext): Promise<void> {
    const kinds = this.kindsOf(change.template);
    if (!kinds.length) return;
    const consented = new Set(change.journey.consentedAgencies);
    if (![...this.reminderAgencies(change.template)].some((a) => consented.has(a))) return;
    const finished = change.journey.status === 'CLOSED' || change.journey.status === 'COMPLETED';
    const completed = new Set(change.state.completed.map((c) => c.code));
    const open = new Map<string, OpenStep>();
    const step = (code: string) => open.get(code) ?? open.set(code, { code }).get(code)!;
    if (!finished) {
      for (const [code, due] of change.dues) if (!completed.has(code)) step(code).dueDate = due.dueDate;
      for (const [code, o] of change.opens) if (!completed.has(code)) step(code).opensOn = o.opensOn;
    }
    await this.reconcile(change.em, change.journey.id, [...open.values()], kinds, change.now);
  }

  /** Consent given to a reminder agency: the journey's current deadlines get their reminders. */
  private async onConsent(
    citizenId: string,
    journeyId: string,
    agencyCode: string,
    consent: boolean,
  ): Promise<void> {
    if (!consent) return;
    const journey = await this.journeys.getJourney(citizenId, journeyId);
    const template = await this.templates.getVersion(journey.workflow_code, journey.workflow_version);
    if (!template || !this.reminderAgencies(template).has(agencyCode)) return;
    const kinds = this.kindsOf(template);
    const finished = journey.status === 'CLOSED' || journey.status === 'COMPLETED';
    const plan = finished ? null : await this.journeys.getPlan(citizenId, journeyId);
    const open = (plan?.milestones ?? [])
      .filter((m) => (m.due_date || m.opens_on) && m.status !== 'COMPLETED')
      .map((m): OpenStep => ({ code: m.code, dueDate: m.due_date ?? undefined, opensOn: m.opens_on }));
    await this.reminders.transaction(async (em) => {
      // Under the journey's lock, like a change: a concurrent change reconciles before or after this.
      await this.reminders.lockJourney(em, journeyId);
      await this.reconcile(em, journeyId, open, kinds, new Date());
    });
  }

  /** When a reminder of `kind` about `step` is sent, and the day it is about (null: none). */
  private timeOf(kind: ReminderKind, step: OpenStep, now: Date): { day: string; at: Date } | null {
    const day = kind === 'OPENS' ? step.opensOn : step.dueDate;
    if (!day) return null;
    const nine = Date.parse(`${day}T09:00:00Z`);
    if (kind === 'DUE_SOON') return { day, at: new Date(nine - this.config.reminderDaysBefore * DAY_MS) };
    if (kind === 'OVERDUE') return { day, at: new Date(nine + DAY_MS) };
    // "You can do this from today": not when the day is known only a day or more after its 09:00
    // (the plan already says "You can do this now").
    return nine + DAY_MS > now.getTime() ? { day, at: new Date(nine) } : null;
  }

  /**
   * Makes the journey's reminder jobs those of `open` steps: a reminder of the same step, kind and day
   * already scheduled or sent is kept as it is (a date changed and changed back is not reminded of
   * twice); one no longer wanted is cancelled unless it was sent; the rest are scheduled.
   */
  private async reconcile(
    em: EntityManager,
    journeyId: string,
    open: OpenStep[],
    kinds: ReminderKind[],
    now: Date,
  ): Promise<void> {
    const wanted = new Map<string, ReminderRow & { at: Date }>();
    for (const step of open)
      for (const kind of kinds) {
        const time = this.timeOf(kind, step, now);
        if (time)
          wanted.set(`${step.code}|${kind}|${time.day}`, {
            milestone_code: step.code,
            kind,
            due_date: time.day,
            job_id: '',
            at: time.at,
          });
      }
    const existing = await this.reminders.ofJourney(em, journeyId);
    for (const row of existing) {
      if (wanted.delete(`${row.milestone_code}|${row.kind}|${row.due_date}`) || row.sent) continue;
      await this.queue.cancel(REMINDER_QUEUE, row.job_id, em);
      await this.reminders.remove(em, journeyId, row);
    }
    for (const w of wanted.values()) {
      const data: ReminderJob = {
        journey_id: journeyId,
        milestone_code: w.milestone_code,
        kind: w.kind,
        due_date: w.due_date,
      };
      const jobId = await this.queue.send(REMINDER_QUEUE, data, {
        em,
        startAfter: w.at > now ? w.at : undefined,
      });
      await this.reminders.add(em, journeyId, { ...w, job_id: jobId });
    }
  }

  /** A reminder's time came: if it still stands, tell the agencies with consent (through the outbox). */
  async remind(job: PgBoss.Job<ReminderJob>): Promise<void> {
    const { journey_id, milestone_code, kind, due_date } = job.data;
    await this.reminders.transaction(async (em) => {
      // The journey's row first, as a change locks it before its reminders. Locking the reminder first
      // deadlocked with a change of the same journey: the delivery's insert below waits for a key-share
      // lock on the journey row the change holds, while the change waits to delete this reminder.
      await this.reminders.lockJourney(em, journey_id);
      const row = await this.reminders.lockDue(em, journey_id, milestone_code, kind, job.id);
      // Moved, cancelled, erased, sent, or the journey is finished: nothing to remind.
      if (!row || row.status === 'CLOSED' || row.status === 'COMPLETED') return;
      await this.reminders.markSent(em, journey_id, { milestone_code, kind, due_date });
      const template = await this.templates.getVersion(row.workflow_code, row.workflow_version);
      const consents = await this.deliveries.consents(journey_id, em);
      const allowed = new Set(consents.filter((c) => c.consent).map((c) => c.agency_code));
      const notifications = (template?.notifications ?? []).filter(
        (n) => n.on === KINDS[kind] && allowed.has(n.agency),
      );
      if (!notifications.length) return;
      const profile = await this.deliveries.profile(em, row.citizen_id);
      const answers = await this.deliveries.answers(em, journey_id);
      // What is sent later is in the citizen's stored language (DESIGN §17), read when it is sent.
      const stored = await this.deliveries.citizenLanguage(em, row.citizen_id);
      const language = isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
      const step =
        template &&
        this.templates.inLanguage(template, language).milestones.find((m) => m.code === milestone_code);
      const journey = {
        id: journey_id,
        workflowCode: row.workflow_code,
        workflowVersion: row.workflow_version,
      };
      const rows = notifications.map((n) =>
        this.delivery.deliveryOf(
          { journey: journey as never, now: new Date() },
          n.agency,
          KINDS[kind] as EventTrigger,
          milestone_code,
          pickShared(n.shares, profile, answers),
          kind === 'OPENS'
            ? {
                opens_on: due_date,
                language,
                ...(step ? { milestone_title: step.title } : {}),
                ...(step?.opens ? { opens_text: step.opens.text } : {}),
              }
            : {
                due_date,
                language,
                ...(step ? { milestone_title: step.title } : {}),
                ...(step?.due ? { due_text: step.due.text } : {}),
              },
        ),
      );
      await this.delivery.enqueue({ em }, rows);
    });
  }
}
