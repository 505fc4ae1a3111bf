import { ApiProperty } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const INDICATORS: { type: 'object'; additionalProperties: SchemaObject } = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string' } },
    additionalProperties: true,
  },
};

/** A passing health check (terminus' shape); a failing one is answered as problem+json 503. */
export class HealthDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
  @ApiProperty({ ...INDICATORS, example: { database: { status: 'up' } } })
  info: Record<string, { status: string }>;
  @ApiProperty({ ...INDICATORS, example: {} })
  error: Record<string, { status: string }>;
  @ApiProperty({ ...INDICATORS, example: { database: { status: 'up' } } })
  details: Record<string, { status: string }>;
}
