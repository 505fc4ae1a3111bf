import { PageDto } from '../../http/page';
import { ApiProperty } from '@nestjs/swagger';

export class WorkflowSummaryDto {
  /** Workflow code, e.g. `birth-of-a-child`. */
  code: string;
  @ApiProperty({ type: 'integer', example: 1 })
  version: number;
  title: string;
  summary: string;
}

export class WorkflowListDto extends PageDto {
  items: WorkflowSummaryDto[];
}
