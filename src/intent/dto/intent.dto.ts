import { ApiProperty } from '@nestjs/swagger';

export class IntentAlternativeDto {
  /** A compatible workflow code, e.g. `moving-home`. */
  @ApiProperty({ example: 'moving-home' })
  workflow_code: string;
  /** Its UPPER_SNAKE life event. */
  @ApiProperty({ example: 'MOVING_HOME' })
  life_event: string;
  /** How sure the compiler is that the message also names this life event (0–1). */
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.92 })
  confidence: number;
}

/** An active workflow close to a message that was not understood: a "did you mean…" a client can offer. */
export class IntentSuggestionDto {
  /** The workflow code; `POST /api/v1/intents` with it starts from this life event. */
  @ApiProperty({ example: 'bereavement' })
  workflow_code: string;
  /** Its title, to show the citizen. */
  @ApiProperty({ example: 'When someone dies' })
  title: string;
}

export class IntentAssessmentDto {
  /** UPPER_SNAKE life event, e.g. `BIRTH_OF_A_CHILD`; null when not supported. */
  @ApiProperty({ type: 'string', nullable: true, example: 'BIRTH_OF_A_CHILD' })
  life_event: string | null;
  /** A short citizen-readable account of what was understood, built by the service. */
  summary: string;
  /**
   * Facts the message states, as declared by the workflow template (booleans, whole numbers, dates
   * written YYYY-MM-DD); empty when not supported.
   */
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'boolean' }, { type: 'number' }, { type: 'string' }] },
    example: { birth_date: '2026-11-02', multiple_birth: true },
  })
  facts: Record<string, boolean | number | string>;
  /** How sure the compiler is that the message is about this life event (0–1). */
  @ApiProperty({ minimum: 0, maximum: 1 })
  confidence: number;
  /**
   * Other supported life events the message also names, best first (e.g. "we had a baby and are
   * moving house": the birth above, the move here); empty when it names one. A client may offer
   * them as further journeys.
   */
  @ApiProperty({ type: () => [IntentAlternativeDto] })
  alternatives: IntentAlternativeDto[];
}

/** A citizen's stated situation, assessed against the active workflow templates. */
export class IntentDto {
  @ApiProperty({ format: 'uuid' })
  intent_id: string;
  /** True when the message matches an active workflow template: a journey can be created from it. */
  supported: boolean;
  /** The compatible workflow code; null when not supported. */
  @ApiProperty({ type: 'string', nullable: true, example: 'birth-of-a-child' })
  workflow_code: string | null;
  assessment: IntentAssessmentDto;
  /**
   * When not supported: the active workflows closest to the message, best first (at most 3, possibly
   * none), so a client can ask "did you mean…" and start one with `POST /api/v1/intents`. Always
   * empty when supported.
   */
  @ApiProperty({ type: () => [IntentSuggestionDto] })
  suggestions: IntentSuggestionDto[];
  created_at: Date;
}
