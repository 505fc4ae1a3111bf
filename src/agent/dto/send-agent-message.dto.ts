import { IsString, Length, NotContains } from 'class-validator';

export class SendAgentMessageDto {
  /** The citizen's question about this journey, e.g. "What should I do next?" (1–2000 characters). */
  @IsString()
  @Length(1, 2000)
  @NotContains('\u0000', { message: '$property must not contain NUL characters' })
  message: string;
}
