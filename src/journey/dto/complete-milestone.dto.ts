import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { ABOUT_THE_BIRTH_EXAMPLE } from './answers-example';

export class CompleteMilestoneDto {
  /**
   * The answers to the milestone's questions, by question key (see the plan): `date` as YYYY-MM-DD,
   * `multi_choice` as a list of option values. `{}` for a milestone without questions.
   */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: ABOUT_THE_BIRTH_EXAMPLE,
  })
  @IsObject()
  answers: Record<string, unknown>;
}
