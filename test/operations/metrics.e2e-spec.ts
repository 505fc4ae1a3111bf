import { randomUUID } from 'node:crypto';
import { MetricsService } from '../../src/metrics/metrics.service';
import { freePort } from '../../src/scripts/service-client';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signInWithHighAssurance } from '../factories/auth.factory';
import { bearer, createBirthJourney } from '../factories/journey.factory';

describe('Prometheus metrics on METRICS_PORT (DESIGN §14)', () => {
  let t: TestApp;
  let metricsUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: String(await freePort()) } });
    metricsUrl = `http://127.0.0.1:${t.app.get(MetricsService).port}/metrics`;
  });
  afterAll(() => t.close());

  it('counts requests by route template and status, never by raw id; pool, event loop, sign-ins and journeys', async () => {
    const who = await signInWithHighAssurance(t);
    const { journey } = await createBirthJourney(t, who.token);
    await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(bearer(who.token)).expect(200);
    const unknown = randomUUID();
    await t.http.get(`/api/v1/journeys/${unknown}/plan`).set(bearer(who.token)).expect(404);
    await t.http.get(`/api/v1/no-such-path/${unknown}`).expect(404);

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/journeys\/:id\/plan",status="200"\} 1\b/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/journeys\/:id\/plan",status="404"\} 1\b/,
    );
    expect(text).toMatch(/route="UNMATCHED",status="404"/);
    expect(text).not.toContain(journey.id);
    expect(text).not.toContain(unknown);
    expect(text).toMatch(/cjs_sign_ins_total\{route="SSO",outcome="SIGN_IN_SUCCEEDED"\} 1\b/);
    expect(text).toMatch(/cjs_journey_events_total\{kind="JOURNEY_CREATED"\} 1\b/);
    expect(text).toMatch(/cjs_db_pool_connections \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it('is never served on the public port', async () => {
    await t.http.get('/metrics').expect(404);
  });
});
