import { IsString, Length, NotContains } from 'class-validator';

export class CompileIntentDto {
  /** The citizen's own words about their situation, e.g. "we just had a baby". */
  @IsString()
  @Length(1, 2000)
  @NotContains('\u0000', { message: '$property must not contain NUL characters' })
  message: string;
}
