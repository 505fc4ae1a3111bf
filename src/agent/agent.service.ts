import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf, type PageQueryDto } from '../http/page';
import { redactFreeText } from '../common/privacy/redact-free-text';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Clock } from '../common/clock';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import {
  REDACTED_EVIDENCE_SOURCE,
  type RedactedEvidenceSource,
} from '../common/evidence/redacted-evidence.port';
import { agentConfig } from '../config/agent.config';
import type { JourneyDto } from '../journey/dto/journey.dto';
import type { PlanDto } from '../journey/dto/plan.dto';
import { JourneyService } from '../journey/journey.service';
import { buildActions, type PlanRefs } from './agent-actions';
import type { AgentMessageSource } from './agent-message.entity';
import { AgentRepository } from './agent.repository';
import { toAgentAction, toAgentMessage } from './agent.mapper';
import type { AgentConversationDto, AgentReplyDto } from './dto/agent-reply.dto';
import { LlmAgent } from './llm-agent';
import { classifyMessage } from './message-intent';
import { answer, type AgentAnswer, type AgentContext } from './offline-agent';

export function agentContext(
  journey: JourneyDto,
  plan: PlanDto,
  vaultDocuments: Iterable<string>,
  locale: Locale = DEFAULT_LOCALE,
): AgentContext {
  return { journey, milestones: plan.milestones, vaultDocuments: new Set(vaultDocuments), locale };
}

export function planRefs(ctx: AgentContext): PlanRefs {
  return {
    journeyId: ctx.journey.id,
    milestoneCodes: new Set(ctx.milestones.map((m) => m.code)),
    documentCodes: new Set(ctx.milestones.flatMap((m) => m.required_documents.map((d) => d.document_code))),
  };
}

function labels(ctx: AgentContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of ctx.milestones) {
    out[m.code] = m.title;
    for (const d of m.required_documents) out[d.document_code] = d.name;
  }
  return out;
}

/**
 * The journey agent: answers a citizen's question from the journey's own plan and state (offline by
 * default; a language model when configured, validated and replaced by the offline answer when invalid),
 * with actions whose links the server builds. Every exchange is kept.
 */
@Injectable()
export class AgentService {
  private readonly llm: LlmAgent | null;

  constructor(
    private readonly journeys: JourneyService,
    @Inject(REDACTED_EVIDENCE_SOURCE) private readonly evidence: RedactedEvidenceSource,
    private readonly repository: AgentRepository,
    private readonly clock: Clock,
    @Inject(agentConfig.KEY) config: ConfigType<typeof agentConfig>,
  ) {
    this.llm = config.llm ? new LlmAgent(config.llm) : null;
  }

  /** Answers in `locale` (DESIGN §17): the journey and plan are read in it, the sentences come from the catalogue. */
  async sendMessage(
    citizenId: string,
    journeyId: string,
    said: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<AgentReplyDto> {
    // National-identifier-like sequences never reach the model, the database or a log (DESIGN §12).
    const message = redactFreeText(said);
    const journey = await this.journeys.getJourney(citizenId, journeyId, locale); // 404 JOURNEY_NOT_FOUND unless owned
    const plan = await this.journeys.getPlan(citizenId, journeyId, locale);
    const evidence = await this.evidence.forCitizen(citizenId);
    const ctx = agentContext(
      journey,
      plan,
      evidence.map((e) => e.document_code),
      locale,
    );
    const refs = planRefs(ctx);

    let result: AgentAnswer = answer(
      ctx,
      classifyMessage(message, {
        milestones: ctx.milestones,
        documentCodes: [...refs.documentCodes],
        documentNames: new Map(
          ctx.milestones.flatMap((m) =>
            m.required_documents.map((d): [string, string] => [d.document_code, d.name]),
          ),
        ),
      }),
    );
    let source: AgentMessageSource = 'OFFLINE';
    const fromModel = this.llm ? await this.llm.answer(ctx, message, refs) : null;
    if (fromModel) {
      result = fromModel;
      source = 'LLM';
    }
    const actions = buildActions(result.actions, refs, labels(ctx), locale);
    const now = this.clock.now();
    await this.repository.appendExchange(
      {
        journeyId,
        citizenId,
        role: 'CITIZEN',
        text: message,
        actions: [],
        source: 'CITIZEN',
        createdAt: now,
      },
      { journeyId, citizenId, role: 'AGENT', text: result.reply, actions, source, createdAt: now },
    );
    return { reply: result.reply, actions: actions.map(toAgentAction) };
  }

  /** A page of the conversation, oldest first (the next page continues after its last message). */
  async conversation(
    citizenId: string,
    journeyId: string,
    query: PageQueryDto = {},
  ): Promise<AgentConversationDto> {
    await this.journeys.getJourney(citizenId, journeyId); // 404 JOURNEY_NOT_FOUND unless owned
    const [afterSeq] = (decodeCursor(query.cursor, ['string']) ?? [null]) as (string | null)[];
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.repository.listByJourney(citizenId, journeyId, limit + 1, afterSeq);
    const page = pageOf(rows, limit, (m) => [m.seq]);
    return { items: page.items.map(toAgentMessage), next_cursor: page.next_cursor };
  }
}
