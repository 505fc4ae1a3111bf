import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';

export class CompleteMilestoneDto {
  /**
   * The answers to the milestone's questions, by question key (see the plan): `date` as YYYY-MM-DD,
   * `multi_choice` as a list of option values. `{}` for a milestone without questions.
   */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { birth_date: '2026-11-02', number_of_babies: 1, birth_location: 'hospital' },
  })
  @IsObject()
  answers: Record<string, unknown>;
}
