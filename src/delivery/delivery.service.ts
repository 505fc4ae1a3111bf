import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { sharingText } from '../common/i18n/messages';
import { serviceLabel } from '../common/i18n/problem-catalogue';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Clock } from '../common/clock';
import { agenciesConfig, type Agency } from '../config/agencies.config';
import { JobQueue } from '../job-queue/job-queue.service';
import { JourneyEffects, triggerOf, type JourneyChangeContext } from '../journey/journey-effects';
import { ruleContext } from '../journey/journey-engine';
import { JourneyService } from '../journey/journey.service';
import { evaluateRule } from '../workflow-template/template-rules';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type {
  NotificationDefinition,
  RuleContext,
  WorkflowTemplateDefinition,
} from '../workflow-template/workflow-template.types';
import { EVENT_TYPES, type CloudEvent, type EventTrigger } from './cloud-event';
import { DeliveryRepository, type NewDelivery } from './delivery.repository';
import { AgencyNotFoundError } from './delivery.errors';
import { ServiceUrl } from '../http/service-url';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf, type PageQueryDto } from '../http/page';
import type { NotificationListDto, SharedValueDto, SharingItemDto, SharingListDto } from './dto/sharing.dto';
import { DeliveryWorker, DELIVERY_QUEUE, deliveryJob } from './delivery.worker';

export type ConsentListener = (
  citizenId: string,
  journeyId: string,
  agencyCode: string,
  consent: boolean,
) => Promise<void>;

/** Values of the keys a notification declares, from the profile, the facts and the latest answers. */
/** The values of the keys a notification declares: the profile first, then the latest answers, then the facts. */
export function pickShared(
  keys: readonly string[],
  profile: Record<string, unknown>,
  answers: Record<string, unknown>,
  facts: Record<string, unknown> = {},
): Record<string, unknown> {
  const shared: Record<string, unknown> = {};
  for (const key of keys) {
    const value = key in profile ? profile[key] : key in answers ? answers[key] : facts[key];
    if (value !== undefined) shared[key] = value;
  }
  return shared;
}

/** A change's shared values: its completed milestones' answers (the latest wins) and its facts. */
function sharedValues(
  keys: string[],
  change: JourneyChangeContext,
  profile: Record<string, unknown>,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const c of change.state.completed) Object.assign(answers, c.answers);
  return pickShared(keys, profile, answers, change.state.facts);
}

/** What each key is, for the consent screen, in the template's language (`locale`). */
function labelOf(template: WorkflowTemplateDefinition, key: string, locale: Locale): string {
  const question = template.milestones.flatMap((m) => m.questions).find((q) => q.key === key);
  return (
    serviceLabel(`profile.${key}`, locale) ??
    question?.label ??
    template.facts.find((f) => f.key === key)?.label ??
    key
  );
}

/** When an agency is told, in the citizen's words: the step or moment, and the condition if any. */
function whenTold(template: WorkflowTemplateDefinition, n: NotificationDefinition, locale: Locale): string {
  const [kind, milestone] = n.on.split(':') as [EventTrigger, string | undefined];
  const step = milestone && template.milestones.find((m) => m.code === milestone)?.title;
  const when = sharingText(`when.${kind}`, locale, step ? { step } : undefined);
  return n.condition ? sharingText('when.if', locale, { when, condition: n.condition }) : when;
}

/**
 * Telling agencies once (DESIGN §15): consent per journey and agency, the outbox written with each
 * journey change that triggers a notification, and "who we told, and when".
 */
@Injectable()
export class DeliveryService implements OnApplicationBootstrap {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly journeys: JourneyService,
    private readonly templates: WorkflowTemplateService,
    private readonly queue: JobQueue,
    private readonly worker: DeliveryWorker,
    private readonly serviceUrl: ServiceUrl,
    private readonly clock: Clock,
    @Inject(agenciesConfig.KEY) private readonly config: ConfigType<typeof agenciesConfig>,
    effects: JourneyEffects,
  ) {
    effects.subscribe((change) => this.onJourneyChange(change));
  }

  private readonly consentListeners: ConsentListener[] = [];

  /** Called after each consent decision (the reminder scheduler plans reminders on a yes). */
  onConsent(listener: ConsentListener): void {
    this.consentListeners.push(listener);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.worker && this.config.agencies) await this.worker.start();
  }

  private agency(code: string): Agency | undefined {
    return this.config.agencies?.get(code);
  }

  /** An agency's name in the citizen's language (its configured name where it has none in it). */
  private agencyName(code: string, locale: Locale): string {
    const agency = this.agency(code);
    return agency ? (agency.names[locale] ?? agency.name) : code;
  }

  /** The notifications of a change's events, for agencies configured here. */
  private triggered(
    change: JourneyChangeContext,
  ): { n: NotificationDefinition; trigger: EventTrigger; milestone: string | null }[] {
    const found: { n: NotificationDefinition; trigger: EventTrigger; milestone: string | null }[] = [];
    let context: RuleContext | undefined;
    for (const e of change.events) {
      const on = triggerOf(e);
      const trigger = e.kind === 'MILESTONE_COMPLETED' ? 'MILESTONE_COMPLETED' : e.kind;
      if (!(trigger in EVENT_TYPES)) continue;
      for (const n of change.template.notifications ?? []) {
        if (n.on !== on || !this.agency(n.agency)) continue;
        // A notification with a condition is sent only when the answers say so, consent or not.
        if (
          n.applies_if !== undefined &&
          !evaluateRule(n.applies_if, (context ??= ruleContext(change.state)))
        )
          continue;
        found.push({ n, trigger: trigger as EventTrigger, milestone: e.milestoneCode });
      }
    }
    return found;
  }

  /** Writes the deliveries a change triggers, for agencies with consent, in the change's transaction. */
  private async onJourneyChange(change: JourneyChangeContext): Promise<void> {
    const triggered = this.triggered(change);
    if (!triggered.length) return;
    const allowed = new Set(change.journey.consentedAgencies);
    const due = triggered.filter((t) => allowed.has(t.n.agency));
    if (!due.length) return;
    const profile = await this.deliveries.profile(change.em, change.journey.citizenId);
    const rows = due.map(({ n, trigger, milestone }) =>
      this.deliveryOf(change, n.agency, trigger, milestone, sharedValues(n.shares, change, profile)),
    );
    await this.enqueue(change, rows);
  }

  /** Outbox rows and their jobs, in the change's transaction. */
  async enqueue(change: Pick<JourneyChangeContext, 'em'>, rows: NewDelivery[]): Promise<void> {
    await this.deliveries.insert(change.em, rows);
    // The job's id is the delivery's: the worker can bring a waiting delivery's job forward by it.
    for (const r of rows)
      await this.queue.send(DELIVERY_QUEUE, deliveryJob(r), {
        em: change.em,
        id: r.id,
        expireInSeconds: this.worker.expireInSeconds,
      });
  }

  deliveryOf(
    change: Pick<JourneyChangeContext, 'journey' | 'now'>,
    agency: string,
    trigger: EventTrigger,
    milestone: string | null,
    shared: Record<string, unknown>,
    extra: Pick<
      CloudEvent['data'],
      'due_date' | 'language' | 'milestone_title' | 'due_text' | 'opens_on' | 'opens_text'
    > = {},
  ): NewDelivery {
    const id = randomUUID();
    const { journey, now } = change;
    const event: CloudEvent = {
      specversion: '1.0',
      id,
      source: this.serviceUrl.origin(),
      type: EVENT_TYPES[trigger],
      subject: journey.id,
      time: now.toISOString(),
      datacontenttype: 'application/json',
      data: {
        journey_id: journey.id,
        workflow_code: journey.workflowCode,
        workflow_version: journey.workflowVersion,
        ...(milestone ? { milestone_code: milestone } : {}),
        ...extra,
        shared,
      },
    };
    return {
      id,
      journeyId: journey.id,
      agencyCode: agency,
      eventType: event.type,
      milestoneCode: milestone,
      event,
      createdAt: now,
    };
  }

  private async templateOf(
    citizenId: string,
    journeyId: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ template: WorkflowTemplateDefinition; status: string }> {
    const journey = await this.journeys.getJourney(citizenId, journeyId);
    const template = await this.templates.getVersion(journey.workflow_code, journey.workflow_version);
    if (!template)
      throw new Error(`template ${journey.workflow_code}@${journey.workflow_version} is missing`);
    return { template: this.templates.inLanguage(template, locale), status: journey.status };
  }

  /** The agencies this journey can tell (configured ones), with purposes, what they get, and consent. */
  async sharing(
    citizenId: string,
    journeyId: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<SharingListDto> {
    const { template } = await this.templateOf(citizenId, journeyId, locale);
    const consents = new Map((await this.deliveries.consents(journeyId)).map((c) => [c.agency_code, c]));
    const byAgency = new Map<string, NotificationDefinition[]>();
    for (const n of template.notifications ?? [])
      if (this.agency(n.agency)) byAgency.set(n.agency, [...(byAgency.get(n.agency) ?? []), n]);
    const items: SharingItemDto[] = [...byAgency].map(([code, list]) => {
      const keys = [...new Set(list.flatMap((n) => n.shares))];
      const consent = consents.get(code);
      return {
        agency_code: code,
        agency_name: this.agencyName(code, locale),
        purpose: [...new Set(list.map((n) => n.purpose))].join(' '),
        when: [...new Set(list.map((n) => whenTold(template, n, locale)))].join('. '),
        shares: keys.map((key): SharedValueDto => ({ key, label: labelOf(template, key, locale) })),
        consent: consent ? consent.consent : null,
        decided_at: consent ? new Date(consent.decided_at).toISOString() : null,
      };
    });
    return { items, next_cursor: null };
  }

  async setSharing(
    citizenId: string,
    journeyId: string,
    agencyCode: string,
    consent: boolean,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<SharingItemDto> {
    const { template, status } = await this.templateOf(citizenId, journeyId);
    const named = (template.notifications ?? []).some((n) => n.agency === agencyCode);
    if (!named || !this.agency(agencyCode)) throw new AgencyNotFoundError();
    await this.deliveries.setConsent({ id: journeyId, status }, agencyCode, consent, this.clock.now());
    for (const listener of this.consentListeners) await listener(citizenId, journeyId, agencyCode, consent);
    const { items } = await this.sharing(citizenId, journeyId, locale);
    return items.find((i) => i.agency_code === agencyCode)!;
  }

  async notifications(
    citizenId: string,
    journeyId: string,
    query: PageQueryDto = {},
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<NotificationListDto> {
    await this.journeys.getJourney(citizenId, journeyId);
    const [beforeSeq] = (decodeCursor(query.cursor, ['string']) ?? [null]) as (string | null)[];
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = pageOf(await this.deliveries.listForJourney(journeyId, limit + 1, beforeSeq), limit, (r) => [
      r.seq,
    ]);
    return {
      next_cursor: page.next_cursor,
      items: page.items.map((r) => ({
        id: r.id,
        agency_code: r.agency_code,
        agency_name: this.agencyName(r.agency_code, locale),
        event_type: r.event_type,
        status: r.status,
        created_at: new Date(r.created_at).toISOString(),
        delivered_at: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
        attempts: r.attempts,
      })),
    };
  }
}
