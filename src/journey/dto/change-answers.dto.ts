import { ApiProperty } from '@nestjs/swagger';
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
  @IsObject()
  answers: Record<string, unknown>;
}
