import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject } from 'class-validator';
import { ABOUT_THE_BIRTH_EXAMPLE } from './answers-example';

export class ChangeAnswersDto {
  /**
   * The new answers to the completed milestone's questions, by question key, validated as on
   * completion (all required questions again, not only the changed ones).
   */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { ...ABOUT_THE_BIRTH_EXAMPLE, number_of_babies: 2 },
  })
  // As in CompleteMilestoneDto: the object as parsed, so every key reaches the unknown-key check.
  @Transform(({ obj }: { obj: { answers?: unknown } }) => obj.answers)
  @IsObject()
  answers: Record<string, unknown>;
}
