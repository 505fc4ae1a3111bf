// A manual try of tell-us-once on `npm start` (not committed): node .try-tell-us-once.mjs http://127.0.0.1:3000
const base = process.argv[2];
const j = async (method, path, body, token, extra = {}) => {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
};
const nid = `TRY${Date.now().toString().slice(-8)}`;
const code = (await j('POST', '/sandbox/sso/exchange-codes', { national_id: nid, given_name: 'Ada', family_name: 'Lovelace', birth_date: '1990-01-02' })).body.exchange_code;
const token = (await j('POST', '/api/v1/auth/sso/callback', { exchange_code: code })).body.session_token;
const live = (await j('POST', '/api/v1/identity/liveness/session', { consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' }, token)).body;
await j('POST', `/sandbox/liveness/${live.assurance_id}/result`, { outcome: 'PASS' });
console.log('verify', (await j('POST', '/api/v1/identity/verify', { assurance_id: live.assurance_id }, token)).status);
const intent = (await j('POST', '/api/v1/intents/compile', { message: 'we just had a baby' }, token)).body;
const journey = (await j('POST', `/api/v1/journeys/from-intent/${intent.intent_id}`, null, token)).body;
for (const [agency, consent] of [['benefits-agency', true], ['health-service', true], ['reminder-service', false]])
  console.log('consent', agency, (await j('PUT', `/api/v1/journeys/${journey.id}/sharing/${agency}`, { consent }, token)).status);
const born = new Date(Date.now() - 40 * 86400000).toISOString().slice(0, 10);
console.log('about', (await j('POST', `/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`, { answers: { birth_date: born, number_of_babies: 1, birth_location: 'hospital', parents_married: true, parents_work: ['employed'] } }, token)).status);
const plan = (await j('GET', `/api/v1/journeys/${journey.id}/plan`, null, token)).body;
console.log('register due', JSON.stringify(plan.milestones.find((m) => m.code === 'register-the-birth'), ['due_date', 'due_kind', 'overdue']));
for (const document_code of ['birth-notification', 'identity-document']) {
  const fd = new FormData();
  fd.append('document_code', document_code);
  fd.append('file', new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }), 'doc.pdf');
  console.log('upload', document_code, (await j('POST', '/api/v1/vault/documents', fd, token)).status);
}
await j('POST', `/api/v1/journeys/${journey.id}/evidence-refresh`, null, token);
const t0 = Date.now();
console.log('register', (await j('POST', `/api/v1/journeys/${journey.id}/milestones/register-the-birth/complete`, { answers: { child_given_names: 'Grace', child_family_name: 'Hopper', both_parents_attending: true } }, token)).status);
for (let i = 0; i < 50; i++) {
  const told = (await j('GET', `/api/v1/journeys/${journey.id}/notifications`, null, token)).body.items;
  if (told.length === 2 && told.every((n) => n.status === 'DELIVERED')) {
    console.log(`DELIVERED both after ${Date.now() - t0} ms`, JSON.stringify(told.map((n) => [n.agency_code, n.delivered_at])));
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
for (const agency of ['benefits-agency', 'health-service', 'reminder-service']) {
  const inbox = (await j('GET', `/sandbox/agencies/${agency}/inbox`)).body.items.filter((i) => i.data.journey_id === journey.id);
  console.log(agency, inbox.length, inbox.map((i) => `${i.signature_valid} ${Object.keys(i.data.shared).join(',')}`).join(' | '));
}
const born50 = new Date(Date.now() - 50 * 86400000).toISOString().slice(0, 10);
const ch = await j('PUT', `/api/v1/journeys/${journey.id}/milestones/about-the-birth/answers`, { answers: { birth_date: born50, number_of_babies: 1, birth_location: 'hospital', parents_married: true, parents_work: ['employed'] } }, token);
console.log('change answers', ch.status);
const plan2 = (await j('GET', `/api/v1/journeys/${journey.id}/plan`, null, token)).body;
console.log('register after change', JSON.stringify(plan2.milestones.find((m) => m.code === 'register-the-birth'), ['due_date', 'overdue', 'status']));
const closed = await j('POST', `/api/v1/journeys/${journey.id}/close`, { reason: 'NO_LONGER_NEEDED' }, token);
console.log('close', closed.status, closed.body.status);
const list = (await j('GET', '/api/v1/journeys', null, token)).body;
console.log('active after close', list.active_journey_id, 'items', list.items.length);
const cy = await j('GET', '/api/v1/offers', null, token);
console.log('offers', cy.status, cy.body.items.length);
