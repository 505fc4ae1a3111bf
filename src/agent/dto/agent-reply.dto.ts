import { PageDto } from '../../http/page';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGENT_ACTION_METHODS,
  AGENT_ACTION_TYPES,
  type AgentActionMethod,
  type AgentActionType,
} from '../agent-actions';
import { AGENT_MESSAGE_ROLES, type AgentMessageRole } from '../agent-message.entity';

/** An action the client can offer; its link is built by the server from its own routes. */
export class AgentActionDto {
  @ApiProperty({ enum: AGENT_ACTION_TYPES, enumName: 'AgentActionType' })
  type: AgentActionType;
  /** A short label for a button. */
  label: string;
  @ApiProperty({ enum: AGENT_ACTION_METHODS, enumName: 'AgentActionMethod' })
  method: AgentActionMethod;
  /** A path of this API, e.g. `/api/v1/journeys/{id}/evidence-refresh` (for UPLOAD_DOCUMENT, send `document_code` with the file). */
  href: string;
  /** For COMPLETE_MILESTONE: a milestone of this journey's plan. */
  @ApiPropertyOptional()
  milestone_code?: string;
  /** For UPLOAD_DOCUMENT: a document code of this journey's plan. */
  @ApiPropertyOptional()
  document_code?: string;
}

export class AgentReplyDto {
  /** The agent's answer, grounded in the journey's plan and state. */
  reply: string;
  actions: AgentActionDto[];
}

export class AgentMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: AGENT_MESSAGE_ROLES, enumName: 'AgentMessageRole' })
  role: AgentMessageRole;
  text: string;
  /** The actions offered with an agent reply; empty for the citizen's messages. */
  actions: AgentActionDto[];
  created_at: Date;
}

export class AgentConversationDto extends PageDto {
  /** The conversation on this journey, oldest first (a page of it). */
  items: AgentMessageDto[];
}
