import { PageDto } from '../../http/page';
import { ApiProperty } from '@nestjs/swagger';

export const OFFER_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A journey offered to you because of another one (DESIGN §16); nothing starts until you accept. */
export class OfferDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'moving-home' })
  workflow_code: string;
  /** The life event offered, e.g. "Moving home". */
  title: string;
  /** Why it is offered, in plain words. */
  reason: string;
  /** The journey whose progress made the offer. */
  @ApiProperty({ format: 'uuid' })
  from_journey_id: string;
  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus' })
  status: OfferStatus;
  /** The journey created when you accepted; null otherwise. */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  accepted_journey_id: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  expires_at: string;
}

export class OfferListDto extends PageDto {
  /** Newest first. */
  items: OfferDto[];
}
