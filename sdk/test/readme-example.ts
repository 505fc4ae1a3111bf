// docs/contract-and-sdk.md "Using the SDK": the code block there is this file from its first import line on, word for
// word (the journey suite checks it and runs completeAJourney against the built service), so it stays true.
import { bearerToken, completeJourney, createCitizenJourneyClient, unwrap } from '@citizen-journey/sdk';
import { type SandboxCitizen, sandboxAnswer, signInWithSandbox } from '@citizen-journey/sdk';

export async function completeAJourney(baseUrl: string, citizen: SandboxCitizen, file: Blob) {
  const api = createCitizenJourneyClient({ baseUrl });
  const { session_token } = await signInWithSandbox(api, citizen, { assurance: 'HIGH' });
  api.use(bearerToken(session_token));
  const intent = await unwrap(api.POST('/api/v1/intents/compile', { body: { message: "I'm moving house" } }));
  const path = { intent_id: intent.intent_id };
  const journey = await unwrap(api.POST('/api/v1/journeys/from-intent/{intent_id}', { params: { path } }));
  return completeJourney(api, journey.id, { answer: sandboxAnswer, document: () => file });
}
