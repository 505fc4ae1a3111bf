import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { SUPPORTED_LOCALES } from '../../common/i18n/locales';

/** The citizen's preferences (DESIGN §17). */
export class PreferencesDto {
  /**
   * The language answers use when a request's Accept-Language names none of the supported ones, and
   * the language of what is sent to you later (reminders, deliveries that carry text). `en` until chosen.
   */
  @ApiProperty({ enum: SUPPORTED_LOCALES, enumName: 'Language', example: 'cy' })
  language: string;
}

/** Sets the citizen's preferences (DESIGN §17). */
export class SetPreferencesDto {
  /** One of the supported languages (`en` English, `cy` Welsh / Cymraeg). */
  @ApiProperty({ enum: SUPPORTED_LOCALES, enumName: 'Language', example: 'cy' })
  @IsString()
  @IsIn(SUPPORTED_LOCALES)
  language: string;
}
