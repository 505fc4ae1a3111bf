import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsUUID, ValidateNested } from 'class-validator';
import { DemographicsDto } from './demographics.dto';

export class CompleteVerificationDto {
  @IsUUID()
  challenge_id: string;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => DemographicsDto)
  demographics: DemographicsDto;
}
