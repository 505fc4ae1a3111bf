import type { WorkflowSummaryDto } from './dto/workflow-summary.dto';
import type { WorkflowTemplateDefinition } from './workflow-template.types';

export function toWorkflowSummary(t: WorkflowTemplateDefinition): WorkflowSummaryDto {
  return { code: t.code, version: t.version, title: t.title, summary: t.summary };
}
