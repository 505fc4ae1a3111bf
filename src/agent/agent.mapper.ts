import type { AgentAction } from './agent-actions';
import type { AgentMessageEntity } from './agent-message.entity';
import type { AgentActionDto, AgentMessageDto } from './dto/agent-reply.dto';

export function toAgentAction(a: AgentAction): AgentActionDto {
  const dto: AgentActionDto = { type: a.type, label: a.label, method: a.method, href: a.href };
  if (a.milestone_code !== undefined) dto.milestone_code = a.milestone_code;
  if (a.document_code !== undefined) dto.document_code = a.document_code;
  return dto;
}

export function toAgentMessage(m: AgentMessageEntity): AgentMessageDto {
  return {
    id: m.id,
    role: m.role,
    text: m.text,
    actions: m.actions.map(toAgentAction),
    created_at: m.createdAt,
  };
}
