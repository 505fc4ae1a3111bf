import { IsString, Length } from 'class-validator';

export class CompileIntentDto {
  /** The citizen's own words about their situation, e.g. "we just had a baby". */
  @IsString()
  @Length(1, 2000)
  message: string;
}
