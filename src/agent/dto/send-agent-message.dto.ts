import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SendAgentMessageDto {
  /** The citizen's question about this journey, e.g. "What should I do next?" (1–2000 characters). */
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  message: string;
}
