import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { BirthDate, NationalId } from '../../auth/dto/demographics.dto';

/** A test citizen, as the simulated SSO or QR issuer vouches for them. */
export class SandboxCitizenDto {
  /** Any test national id (4–32 letters, digits, spaces or hyphens). The same id always gives the same citizen_id. */
  @NationalId()
  national_id: string;

  @ApiProperty({ example: 'Ada' })
  @IsString()
  @Length(1, 100)
  given_name: string;

  @ApiProperty({ example: 'Lovelace' })
  @IsString()
  @Length(1, 100)
  family_name: string;

  /** YYYY-MM-DD */
  @BirthDate()
  birth_date: string;
}
