import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject } from 'class-validator';

export class ChangeAnswersDto {
  /**
   * The new answers to the completed milestone's questions, by question key, validated as on
   * completion (all required questions again, not only the changed ones).
   */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { birth_date: '2026-11-02', number_of_babies: 2, birth_location: 'hospital' },
  })
  // As in CompleteMilestoneDto: the object as parsed, so every key reaches the unknown-key check.
  @Transform(({ obj }: { obj: { answers?: unknown } }) => obj.answers)
  @IsObject()
  answers: Record<string, unknown>;
}
