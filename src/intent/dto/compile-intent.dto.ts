import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { IsCleanText } from '../../common/clean-text';

/**
 * Something to read: a letter, a digit or an emoji. A message of only white space, zero-width
 * characters or punctuation says nothing (DESIGN §3: 400). Empty is left to the length check, only
 * white space or invisible characters to IsCleanText, so each message gets one reason.
 */
const SAYS_SOMETHING = /^[\s\p{Cf}]*$|[\p{L}\p{N}\p{Extended_Pictographic}]/u;

export class CompileIntentDto {
  /** The citizen's own words about their situation, e.g. "we just had a baby". */
  @ApiProperty({ example: 'we just had a baby' })
  @IsString()
  @Length(1, 2000)
  @IsCleanText()
  @Matches(SAYS_SOMETHING, { message: '$property must contain a word' })
  message: string;
}
