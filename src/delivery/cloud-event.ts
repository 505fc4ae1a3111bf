import { Webhook } from 'standardwebhooks';

export const EVENT_TYPES = {
  MILESTONE_COMPLETED: 'gov.citizen-journey.milestone.completed',
  JOURNEY_COMPLETED: 'gov.citizen-journey.journey.completed',
  JOURNEY_CLOSED: 'gov.citizen-journey.journey.closed',
  MILESTONE_DUE_SOON: 'gov.citizen-journey.milestone.due_soon',
  MILESTONE_OVERDUE: 'gov.citizen-journey.milestone.overdue',
  MILESTONE_OPENS: 'gov.citizen-journey.milestone.opens',
} as const;
export type EventTrigger = keyof typeof EVENT_TYPES;

/** A CloudEvents 1.0 event in structured JSON mode (DESIGN §15). */
export interface CloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  data: {
    journey_id: string;
    workflow_code: string;
    workflow_version: number;
    milestone_code?: string;
    due_date?: string;
    /**
     * Reminders only (DESIGN §16, §17): the language of the citizen (their stored preference, else
     * `en`) and the step's title and deadline text in it, so the reminder service writes to them in it.
     */
    language?: string;
    milestone_title?: string;
    due_text?: string;
    /** The day a step opens (`…milestone.opens` only) and what it means, in `language`. */
    opens_on?: string;
    opens_text?: string;
    shared: Record<string, unknown>;
  };
}

/**
 * The Standard Webhooks headers of a body: `webhook-signature` carries one `v1,<base64>` per current
 * secret (space-separated), so a receiver holding either secret verifies during a rotation.
 */
export function signedHeaders(id: string, body: string, secrets: string[], at: Date): Record<string, string> {
  const signature = secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
  return {
    'content-type': 'application/cloudevents+json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
