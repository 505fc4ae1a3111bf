import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf, type PageQueryDto } from '../http/page';
import { Injectable } from '@nestjs/common';
import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import { Clock } from '../common/clock';
import { IntentService } from '../intent/intent.service';
import { JourneyEffects, triggerOf, type JourneyChangeContext } from '../journey/journey-effects';
import { ruleContext } from '../journey/journey-engine';
import { JourneyService, type CreatedJourney } from '../journey/journey.service';
import { evaluateRule } from '../workflow-template/template-rules';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type { OfferDto, OfferListDto } from './dto/offer.dto';
import { OfferNotFoundError, OfferNotOpenError } from './offer.errors';
import { OfferRepository, type OfferRow } from './offer.repository';

const DAY_MS = 86_400_000;

/**
 * Proactive journeys (DESIGN §16): a template's `offers` are made when its trigger happens and its
 * rule holds, written in the change's transaction; a journey starts only when the citizen accepts.
 */
@Injectable()
export class OfferService {
  constructor(
    private readonly offers: OfferRepository,
    private readonly templates: WorkflowTemplateService,
    private readonly intents: IntentService,
    private readonly journeys: JourneyService,
    private readonly clock: Clock,
    effects: JourneyEffects,
  ) {
    effects.subscribe((change) => this.onJourneyChange(change));
  }

  private async onJourneyChange(change: JourneyChangeContext): Promise<void> {
    const offers = change.template.offers;
    if (!offers?.length) return;
    const triggers = new Set(change.events.map(triggerOf));
    const context = ruleContext(change.state);
    for (const o of offers) {
      if (!triggers.has(o.when) || !this.templates.findActive(o.workflow)) continue;
      if (!evaluateRule(o.applies_if, context)) continue;
      await this.offers.offer(change.em, {
        citizenId: change.journey.citizenId,
        fromJourneyId: change.journey.id,
        workflowCode: o.workflow,
        reason: o.reason,
        now: change.now,
        expiresAt: new Date(change.now.getTime() + o.expires_after_days * DAY_MS),
      });
    }
  }

  private toDto(row: OfferRow, now: Date, locale: Locale): OfferDto {
    const expired = row.status === 'OPEN' && new Date(row.expires_at) <= now;
    return {
      id: row.id,
      workflow_code: row.workflow_code,
      title: this.templates.findActive(row.workflow_code, locale)?.title ?? row.workflow_code,
      reason: this.templates.offerReason(row.workflow_code, row.reason, locale),
      from_journey_id: row.from_journey_id,
      status: expired ? 'EXPIRED' : row.status,
      accepted_journey_id: row.accepted_journey_id,
      created_at: new Date(row.created_at).toISOString(),
      expires_at: new Date(row.expires_at).toISOString(),
    };
  }

  async list(
    citizenId: string,
    query: PageQueryDto = {},
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<OfferListDto> {
    const now = this.clock.now();
    const after = decodeCursor(query.cursor, ['string', 'string']) as [string, string] | null;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.offers.list(citizenId, limit + 1, after && { createdAt: after[0], id: after[1] });
    const page = pageOf(rows, limit, (r) => [new Date(r.created_at).toISOString(), r.id]);
    return { items: page.items.map((r) => this.toDto(r, now, locale)), next_cursor: page.next_cursor };
  }

  /**
   * Accepts an offer: exactly one call moves it from OPEN and creates the journey (201); a repeat
   * answers the same journey (200).
   */
  async accept(
    citizenId: string,
    id: string,
    assurance: CurrentHighAssurance,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<CreatedJourney> {
    const now = this.clock.now();
    const offer = await this.offers.find(citizenId, id);
    if (!offer) throw new OfferNotFoundError();
    if (await this.offers.decide(citizenId, id, 'ACCEPTED', now)) {
      try {
        const intent = await this.intents.chooseWorkflow(citizenId, offer.workflow_code);
        const created = await this.journeys.createFromIntent(citizenId, intent.intent_id, assurance, locale);
        await this.offers.accepted(id, created.journey.id);
        return { created: true, journey: created.journey };
      } catch (e) {
        await this.offers.reopen(id);
        throw e;
      }
    }
    // Accepted before (or by a concurrent call that is still creating the journey).
    for (let i = 0; i < 50; i++) {
      const again = await this.offers.find(citizenId, id);
      if (again?.status !== 'ACCEPTED') throw new OfferNotOpenError();
      if (again.accepted_journey_id)
        return {
          created: false,
          journey: await this.journeys.getJourney(citizenId, again.accepted_journey_id, locale),
        };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new OfferNotOpenError();
  }

  async decline(citizenId: string, id: string): Promise<void> {
    const offer = await this.offers.find(citizenId, id);
    if (!offer) throw new OfferNotFoundError();
    if (offer.status === 'DECLINED') return;
    if (!(await this.offers.decide(citizenId, id, 'DECLINED', this.clock.now())))
      throw new OfferNotOpenError();
  }
}
