import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class ChooseWorkflowDto {
  /**
   * The code of an active workflow (`GET /api/v1/workflows`), e.g. `bereavement`: the life event the
   * citizen chose from the list instead of describing it.
   */
  @ApiProperty({ example: 'bereavement', maxLength: 64 })
  @IsString()
  @Length(1, 64)
  workflow_code: string;
}
