import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { IsCleanText } from '../../common/clean-text';

export class CompileIntentDto {
  /** The citizen's own words about their situation, e.g. "we just had a baby". */
  @ApiProperty({ example: 'we just had a baby' })
  @IsString()
  @Length(1, 2000)
  @IsCleanText()
  message: string;
}
