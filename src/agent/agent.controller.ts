import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentCitizen, type AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import type { Locale } from '../common/i18n/locales';
import { RequestLanguage } from '../common/i18n/negotiation';
import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiPageQuery, PageQuery, PageQueryDto } from '../http/page';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { JourneyNotFoundError } from '../journey/journey.errors';
import { AgentService } from './agent.service';
import { AgentConversationDto, AgentReplyDto } from './dto/agent-reply.dto';
import { SendAgentMessageDto } from './dto/send-agent-message.dto';

const JourneyId = new UuidOr404(() => new JourneyNotFoundError());

/** The journey agent: questions about one journey, answered from its own plan and state. */
@ApiTags('Agent')
@Authenticated()
@Controller('journeys/:journey_id/agent')
export class AgentController {
  constructor(private readonly agent: AgentService) {}

  /**
   * Asks the journey agent ("what next", "why do I need X", "how do I add X", "how far am I").
   * The actions come from a closed list, name only this plan's milestones and documents, and carry
   * links built by the server.
   */
  @ApiProblemResponses(ValidationFailedError, JourneyNotFoundError)
  @HttpCode(200)
  @Idempotent()
  @Post('messages')
  sendAgentMessage(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', JourneyId) journeyId: string,
    @Body() dto: SendAgentMessageDto,
    @RequestLanguage() locale: Locale,
  ): Promise<AgentReplyDto> {
    return this.agent.sendMessage(citizen.citizenId, journeyId, dto.message, locale);
  }

  /** The conversation with the agent on this journey, oldest first, a page at a time (`next_cursor`). */
  @ApiProblemResponses(ValidationFailedError, JourneyNotFoundError)
  @ApiPageQuery()
  @Get('messages')
  listAgentMessages(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', JourneyId) journeyId: string,
    @PageQuery() query: PageQueryDto,
  ): Promise<AgentConversationDto> {
    return this.agent.conversation(citizen.citizenId, journeyId, query);
  }
}
