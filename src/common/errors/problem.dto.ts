import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export class FieldProblemDto {
  /** Path of the field, dotted (`answers.birth_date`). */
  field: string;
  message: string;
}

/** RFC 9457 problem details, as every error of this service is answered. */
export class ProblemDto {
  /** URI reference naming the problem type (`urn:problem:<code>`). */
  @ApiProperty({ example: 'urn:problem:JOURNEY_NOT_FOUND' })
  type: string;
  @ApiProperty({ example: 'Not found' })
  title: string;
  @ApiProperty({ example: 404, type: 'integer' })
  status: number;
  @ApiProperty({ example: 'No journey with this id.' })
  detail: string;
  /** Stable machine code (UPPER_SNAKE). */
  @ApiProperty({ example: 'JOURNEY_NOT_FOUND' })
  code: string;
  /** Correlates with the X-Request-Id header and the service's logs. */
  request_id: string;
  @ApiPropertyOptional({ type: [FieldProblemDto] })
  errors?: FieldProblemDto[];
}
