import { PageDto } from '../../http/page';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../delivery.repository';

export class SharedValueDto {
  /** The answer, fact or profile key that is shared. */
  key: string;
  /** What it is, in words the citizen reads. */
  label: string;
}

/** One agency this journey can tell, why, what, and the citizen's decision. */
export class SharingItemDto {
  @ApiProperty({ example: 'benefits-agency' })
  agency_code: string;
  @ApiProperty({ example: 'The benefits agency' })
  agency_name: string;
  /** Why the agency is told, in plain words (one per trigger, joined). */
  purpose: string;
  /** When the agency is told, in plain words: the step or moment, and any condition on the answers. */
  @ApiProperty({ example: 'When you finish "Tell government once", if they got benefits' })
  when: string;
  /** Exactly what is shared: nothing else leaves the service. */
  shares: SharedValueDto[];
  /** true = tell them, false = do not, null = not asked yet (nothing is sent). */
  @ApiProperty({ type: 'boolean', nullable: true })
  consent: boolean | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  decided_at: string | null;
}

export class SharingListDto extends PageDto {
  items: SharingItemDto[];
}

export class SetSharingDto {
  /** true to let the service tell this agency, false to refuse; withdrawing never recalls what was sent. */
  @ApiProperty({ example: true })
  @IsBoolean()
  consent: boolean;
}

/** An event the journey sent, or is sending, to an agency ("who we told, and when"). */
export class NotificationDto {
  /** The event id (the same on every retry). */
  @ApiProperty({ format: 'uuid' })
  id: string;
  agency_code: string;
  agency_name: string;
  @ApiProperty({ example: 'gov.citizen-journey.milestone.completed' })
  event_type: string;
  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'NotificationStatus' })
  status: DeliveryStatus;
  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  delivered_at: string | null;
  @ApiProperty({ type: 'integer', minimum: 0 })
  attempts: number;
}

export class NotificationListDto extends PageDto {
  /** Newest first. */
  items: NotificationDto[];
}
