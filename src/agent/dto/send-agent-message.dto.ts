import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { IsCleanText } from '../../common/clean-text';

export class SendAgentMessageDto {
  /** The citizen's question about this journey, e.g. "What should I do next?" (1–2000 characters). */
  @ApiProperty({ example: 'What should I do next?' })
  @IsString()
  @Length(1, 2000)
  @IsCleanText()
  message: string;
}
