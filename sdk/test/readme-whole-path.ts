// docs/contract-and-sdk.md "Using the SDK", "The whole path, call by call": the second code block there is this file
// from its first import line on, word for word (the journey suite checks it and runs it), so it stays true.
import { createCitizenJourneyClient, type Schemas } from '@citizen-journey/sdk';

/** The data of a call, or its problem+json (`code`, `detail`) thrown. */
async function ok<T>(call: Promise<{ data?: T; error?: { code: string; detail: string } }>): Promise<T> {
  const { data, error } = await call;
  if (data === undefined) throw new Error(`${error?.code}: ${error?.detail}`);
  return data;
}

/** A sandbox citizen signs in, gets HIGH assurance and completes the journey of a life event. */
export async function walkAJourney(baseUrl: string, citizen: Schemas['SandboxCitizenDto'], file: Blob) {
  const anon = createCitizenJourneyClient({ baseUrl });
  const { exchange_code } = await ok(anon.POST('/sandbox/sso/exchange-codes', { body: citizen }));
  const { session_token } = await ok(anon.POST('/api/v1/auth/sso/callback', { body: { exchange_code } }));
  const api = createCitizenJourneyClient({ baseUrl, token: session_token });
  // HIGH assurance: a face liveness session (the sandbox plays the face capture), then verify.
  const { assurance_id } = await ok(
    api.POST('/api/v1/identity/liveness/session', {
      body: { consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' },
    }),
  );
  await anon.POST('/sandbox/liveness/{reference}/result', {
    params: { path: { reference: assurance_id } },
    body: { outcome: 'PASS' },
  });
  await ok(api.POST('/api/v1/identity/verify', { body: { assurance_id } }));
  const { intent_id } = await ok(
    api.POST('/api/v1/intents/compile', { body: { message: 'We are moving home' } }),
  );
  let journey = await ok(
    api.POST('/api/v1/journeys/from-intent/{intent_id}', { params: { path: { intent_id } } }),
  );
  const answer = ({ input_type, min, options }: Schemas['PlanQuestionDto']) => {
    const first = options?.[0]?.value ?? '';
    return {
      text: 'Yes',
      number: min ?? 1,
      date: new Date().toISOString().slice(0, 10), // today: inside every date question's bounds
      boolean: true,
      single_choice: first,
      multi_choice: [first],
    }[input_type];
  };
  while (journey.status !== 'COMPLETED') {
    const plan = await ok(api.GET('/api/v1/journeys/{id}/plan', { params: { path: { id: journey.id } } }));
    const step = plan.milestones.find((m) => m.status === 'CURRENT');
    if (!step) break;
    const journey_id = journey.id;
    if (journey.status === 'BLOCKED') {
      // An upload is multipart/form-data: a Blob or File and a document_code the plan asks for.
      for (const { document_code } of step.required_documents.filter((d) => !d.provided))
        await ok(api.POST('/api/v1/vault/documents', { body: { file, document_code } }));
      const refresh = { params: { path: { journey_id } } };
      journey = await ok(api.POST('/api/v1/journeys/{journey_id}/evidence-refresh', refresh));
    } else {
      const answers = Object.fromEntries(step.questions.map((q) => [q.key, answer(q)]));
      const complete = { params: { path: { journey_id, milestone_code: step.code } }, body: { answers } };
      journey = await ok(
        api.POST('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/complete', complete),
      );
    }
  }
  return journey;
}
