import {
  REDACTED_EVIDENCE_SOURCE,
  RedactedEvidence,
  RedactedEvidenceSource,
} from '../../src/common/evidence/redacted-evidence.port';
import { createTestApp, TestApp, TestAppOptions } from './app.factory';

/**
 * Redacted evidence the test controls, provided through the same port the Vault module implements
 * (REDACTED_EVIDENCE_SOURCE), so BLOCKED and its unblocking are exercised without uploads.
 */
export class TestEvidence implements RedactedEvidenceSource {
  private readonly byCitizen = new Map<string, RedactedEvidence[]>();
  calls = 0;

  give(citizenId: string, ...codes: string[]): void {
    const list = this.byCitizen.get(citizenId) ?? [];
    for (const document_code of codes) list.push({ document_code, provided_at: new Date().toISOString() });
    this.byCitizen.set(citizenId, list);
  }

  remove(citizenId: string, code: string): void {
    this.byCitizen.set(
      citizenId,
      (this.byCitizen.get(citizenId) ?? []).filter((e) => e.document_code !== code),
    );
  }

  async forCitizen(citizenId: string): Promise<RedactedEvidence[]> {
    this.calls += 1;
    return [...(this.byCitizen.get(citizenId) ?? [])];
  }
}

export interface JourneyTestApp extends TestApp {
  evidence: TestEvidence;
}

export async function createJourneyTestApp(options: TestAppOptions = {}): Promise<JourneyTestApp> {
  const evidence = new TestEvidence();
  const t = await createTestApp({
    ...options,
    override: (b) =>
      (options.override ? options.override(b) : b)
        .overrideProvider(REDACTED_EVIDENCE_SOURCE)
        .useValue(evidence),
  });
  return Object.assign(t, { evidence });
}

/** The usual start of a journey suite: the app and one citizen signed in with HIGH assurance. */
export async function createJourneyTestAppWithCitizen(): Promise<{ t: JourneyTestApp; citizen: SignedIn }> {
  const t = await createJourneyTestApp();
  return { t, citizen: await signInWithHighAssurance(t) };
}

/**
 * The intent suites' start: the app on 2026-11-20 09:00 (the dates messages speak of resolve against
 * it) and one citizen signed in.
 */
export async function createIntentTestApp(
  options: TestAppOptions = {},
): Promise<{ t: JourneyTestApp; citizen: SignedIn }> {
  const t = await createJourneyTestApp(options);
  t.clock.set(new Date('2026-11-20T09:00:00Z'));
  return { t, citizen: await signIn(t) };
}

import { bearer, signIn, signInWithHighAssurance, type SignedIn } from './auth.factory';

export { bearer };

/** A journey of `workflowCode` started the way the catalogue does it: an intent chosen from the list, then the journey. */
export async function startChosenJourney(
  t: TestApp,
  token: string,
  workflowCode: string,
): Promise<{ id: string; status: string; version: number }> {
  const intent = await t.http
    .post('/api/v1/intents')
    .set(bearer(token))
    .send({ workflow_code: workflowCode })
    .expect(201);
  return (
    await t.http.post(`/api/v1/journeys/from-intent/${intent.body.intent_id}`).set(bearer(token)).expect(201)
  ).body;
}

export async function compileIntent(t: TestApp, token: string, message: string) {
  const res = await t.http.post('/api/v1/intents/compile').set(bearer(token)).send({ message });
  if (res.status !== 201) throw new Error(`compile: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    intent_id: string;
    supported: boolean;
    workflow_code: string | null;
    assessment: Record<string, unknown>;
  };
}

/** A supported "having a baby" intent and its journey (201). */
export async function createBirthJourney(t: TestApp, token: string, message = 'we just had a baby') {
  const intent = await compileIntent(t, token, message);
  if (!intent.supported) throw new Error(`intent not supported: ${JSON.stringify(intent)}`);
  const res = await t.http.post(`/api/v1/journeys/from-intent/${intent.intent_id}`).set(bearer(token));
  if (res.status !== 201) throw new Error(`create journey: ${res.status} ${JSON.stringify(res.body)}`);
  return { intentId: intent.intent_id, journey: res.body as { id: string } & Record<string, unknown> };
}

/**
 * A birth journey whose citizen consented to the reminder service, its baby born `bornDaysAgo` days
 * before the test clock's today: the journey's reminders are scheduled from that day.
 */
export async function birthWithReminders(t: TestApp, token: string, bornDaysAgo: number) {
  const { journey } = await createBirthJourney(t, token);
  await t.http
    .put(`/api/v1/journeys/${journey.id}/sharing/reminder-service`)
    .set(bearer(token))
    .send({ consent: true })
    .expect(200);
  const born = new Date(t.clock.now().getTime() - bornDaysAgo * 86_400_000).toISOString().slice(0, 10);
  await t.http
    .post(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`)
    .set(bearer(token))
    .send({ answers: { ...ABOUT_THE_BIRTH, birth_date: born } })
    .expect(200);
  return { journey, born };
}

export const ABOUT_THE_BIRTH = {
  birth_date: '2026-11-01',
  number_of_babies: 1,
  birth_location: 'hospital',
  parents_married: true,
  parents_work: ['employed'],
};
export const REGISTER_THE_BIRTH = {
  child_given_names: 'Grace',
  child_family_name: 'Hopper',
  both_parents_attending: true,
};

export interface PlanQuestion {
  key: string;
  input_type: string;
  min?: number;
  options?: { value: string }[];
}
export interface PlanMilestone {
  code: string;
  status: string;
  due_date: string | null;
  overdue?: boolean;
  opens_on?: string;
  opens_text?: string;
  questions: PlanQuestion[];
  required_documents: { document_code: string; provided: boolean }[];
}

/**
 * A date some weeks before the day the suite runs, inside every shipped date question's bounds
 * (relative to today: "today-1y" … "today+1y"). Suites that set the service's clock pass their own.
 */
export const WEEKS_AGO = new Date(Date.now() - 25 * 86_400_000).toISOString().slice(0, 10);

/** Answers that take the longest road: yes to every yes/no, the smallest bound, the first option. */
export function answersFor(questions: PlanQuestion[], on = WEEKS_AGO): Record<string, unknown> {
  const value = (q: PlanQuestion): unknown =>
    ({
      number: Math.max(q.min ?? 0, 1),
      date: on,
      boolean: true,
      single_choice: q.options?.[0]?.value,
      multi_choice: [q.options?.[0]?.value],
      text: 'Grace Hopper',
    })[q.input_type];
  return Object.fromEntries(questions.map((q) => [q.key, value(q)]));
}
