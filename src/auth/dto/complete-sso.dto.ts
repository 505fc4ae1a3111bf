import { IsString, Length, Matches } from 'class-validator';

export class CompleteSsoDto {
  /** The one-time code the government SSO gave the client (works once). */
  @IsString()
  @Length(1, 2048)
  @Matches(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII without spaces' })
  exchange_code: string;
}
