import { PageDto } from '../../common/http/page';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** An action the client can offer; its link is built by the server from its own routes. */
export class AgentActionDto {
  @ApiProperty({
    enum: ['COMPLETE_MILESTONE', 'UPLOAD_DOCUMENT', 'REFRESH_EVIDENCE', 'VIEW_PLAN'],
    enumName: 'AgentActionType',
  })
  type: 'COMPLETE_MILESTONE' | 'UPLOAD_DOCUMENT' | 'REFRESH_EVIDENCE' | 'VIEW_PLAN';
  /** A short label for a button. */
  label: string;
  @ApiProperty({ enum: ['GET', 'POST'], enumName: 'AgentActionMethod' })
  method: 'GET' | 'POST';
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
  @ApiProperty({ enum: ['CITIZEN', 'AGENT'], enumName: 'AgentMessageRole' })
  role: 'CITIZEN' | 'AGENT';
  text: string;
  /** The actions offered with an agent reply; empty for the citizen's messages. */
  actions: AgentActionDto[];
  created_at: Date;
}

export class AgentConversationDto extends PageDto {
  /** The conversation on this journey, oldest first (a page of it). */
  items: AgentMessageDto[];
}
