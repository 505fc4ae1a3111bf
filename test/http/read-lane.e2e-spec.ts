import { request as httpRequest } from 'node:http';
import type { ExpressServerAdapter } from '../../src/http/express-server.adapter';
import { MetricsService } from '../../src/metrics/metrics.service';
import { signIn, signInWithHighAssurance, type SignedIn } from '../factories/auth.factory';
import {
  bearer,
  createBirthJourney,
  createJourneyTestApp,
  JourneyTestApp,
} from '../factories/journey.factory';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET with exactly these headers (fetch would add Accept-Language: *, which decides the language). */
function get(baseUrl: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers: { Connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What must be the same on both paths: everything but the date and the per-request id. */
function comparable({ status, headers, body }: Answer) {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  const parsed = JSON.parse(body) as Record<string, unknown>;
  // A problem names its request: the same id as the header, different on each request.
  if (typeof parsed.request_id === 'string') {
    expect(parsed.request_id).toBe(id);
    delete parsed.request_id;
  }
  return { status, headers: rest, body: parsed };
}

/**
 * Sends one request to the lane, then the same with the lane switched off, and expects the same answer;
 * `taken`: whether the lane must have answered it. Answers the lane's answer.
 */
async function bothWays(t: JourneyTestApp, path: string, headers: Record<string, string>, taken: boolean) {
  const adapter = t.app.getHttpAdapter() as unknown as ExpressServerAdapter;
  const lane = adapter.readLane!;
  const before = lane.answered;
  const inLane = await get(t.baseUrl, path, headers);
  expect(lane.answered - before).toBe(taken ? 1 : 0);
  adapter.setReadLane(undefined);
  try {
    const inExpress = await get(t.baseUrl, path, headers);
    expect(comparable(inLane)).toEqual(comparable(inExpress));
  } finally {
    adapter.setReadLane(lane);
  }
  return inLane;
}

/**
 * The read lane (src/http/read-lane.ts) answers the journey list and plan without Express's router:
 * every request of the table is sent twice, once to the lane and once with the lane switched off,
 * and both answers must be the same status, headers and body.
 */
describe('The read lane answers exactly as the framework does (issue 26)', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;
  let bea: SignedIn;
  let adas: string;
  let beas: string;

  beforeAll(async () => {
    t = await createJourneyTestApp();
    ada = await signInWithHighAssurance(t);
    bea = await signInWithHighAssurance(t);
    adas = (await createBirthJourney(t, ada.token)).journey.id;
    beas = (await createBirthJourney(t, bea.token)).journey.id;
    await t.http.put('/api/v1/me/preferences').set(bearer(bea.token)).send({ language: 'cy' }).expect(200);
  });
  afterAll(() => t.close());

  const auth = (who: () => SignedIn) => () => bearer(who().token);
  const cases: [string, () => string, () => Record<string, string>, number, boolean][] = [
    ['the list', () => '/api/v1/journeys', auth(() => ada), 200, true],
    [
      'the list in Welsh, asked',
      () => '/api/v1/journeys',
      () => ({ ...bearer(ada.token), 'Accept-Language': 'cy' }),
      200,
      true,
    ],
    ['the list in Welsh, stored', () => '/api/v1/journeys', auth(() => bea), 200, true],
    [
      'the list, stored Welsh but English asked',
      () => '/api/v1/journeys',
      () => ({ ...bearer(bea.token), 'Accept-Language': 'en-GB' }),
      200,
      true,
    ],
    ['the list with no token', () => '/api/v1/journeys', () => ({}), 401, true],
    [
      'the list with a malformed header',
      () => '/api/v1/journeys',
      () => ({ Authorization: 'Basic abc' }),
      401,
      true,
    ],
    ['the list with an unknown token', () => '/api/v1/journeys', () => bearer('x'.repeat(43)), 401, true],
    [
      'the list with a request id',
      () => '/api/v1/journeys',
      () => ({ ...bearer(ada.token), 'X-Request-Id': 'qa-run-42' }),
      200,
      true,
    ],
    ['the plan (composed)', () => `/api/v1/journeys/${adas}/plan`, auth(() => ada), 200, true],
    ['the plan (remembered)', () => `/api/v1/journeys/${adas}/plan`, auth(() => ada), 200, true],
    [
      'the plan in Welsh',
      () => `/api/v1/journeys/${adas}/plan`,
      () => ({ ...bearer(ada.token), 'Accept-Language': 'cy;q=0.9, en;q=0.5' }),
      200,
      true,
    ],
    ['the plan in the stored Welsh', () => `/api/v1/journeys/${beas}/plan`, auth(() => bea), 200, true],
    ["another citizen's plan", () => `/api/v1/journeys/${beas}/plan`, auth(() => ada), 404, true],
    [
      'a plan that does not exist',
      () => '/api/v1/journeys/7d444840-9dc0-11d1-b245-5ffdce74fad2/plan',
      auth(() => ada),
      404,
      true,
    ],
    ['a plan with no token', () => `/api/v1/journeys/${adas}/plan`, () => ({}), 401, true],
    [
      'the plan, scheme in lower case and two spaces',
      () => `/api/v1/journeys/${adas}/plan`,
      () => ({ Authorization: `bearer  ${ada.token}` }),
      200,
      true,
    ],
    [
      'the list with a request id that is refused',
      () => '/api/v1/journeys',
      () => ({ ...bearer(ada.token), 'X-Request-Id': 'not valid !' }),
      200,
      true,
    ],
    [
      'the list with a language nobody speaks',
      () => '/api/v1/journeys',
      () => ({ ...bearer(bea.token), 'Accept-Language': 'xx-YY, zz;q=0.1' }),
      200,
      true,
    ],
    [
      'the list with Welsh asked in capitals',
      () => '/api/v1/journeys',
      () => ({ ...bearer(ada.token), 'Accept-Language': 'CY-GB' }),
      200,
      true,
    ],
    // Not the lane's: Express answers both times, and the answers are still the same.
    [
      'a plan id in capitals',
      () => `/api/v1/journeys/${adas.toUpperCase()}/plan`,
      auth(() => ada),
      200,
      false,
    ],
    ['a plan id that is not a UUID', () => '/api/v1/journeys/not-a-uuid/plan', auth(() => ada), 404, false],
    ['the list with a query', () => '/api/v1/journeys?limit=1', auth(() => ada), 200, false],
    ['the list with a bad query', () => '/api/v1/journeys?limit=0', auth(() => ada), 400, false],
    [
      'the list, conditional',
      () => '/api/v1/journeys',
      () => ({ ...bearer(ada.token), 'If-None-Match': '"x"' }),
      200,
      false,
    ],
    ['the list with a trailing slash', () => '/api/v1/journeys/', auth(() => ada), 200, false],
  ];

  it.each(cases)('%s', async (_name, path, headers, status, taken) => {
    const answer = await bothWays(t, path(), headers(), taken);
    expect(answer.status).toBe(status);
  });

  it('labels its answers in the metrics with the route, as Express does', async () => {
    const metrics = t.app.get(MetricsService).registry;
    const count = async (route: string, status: number) => {
      const text = await metrics.metrics();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes(`route="${route}"`) &&
            l.includes(`status="${status}"`),
        );
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const before = [await count('/api/v1/journeys/:id/plan', 200), await count('UNMATCHED', 200)];
    await bothWays(t, `/api/v1/journeys/${adas}/plan`, bearer(ada.token), true);
    expect([await count('/api/v1/journeys/:id/plan', 200), await count('UNMATCHED', 200)]).toEqual([
      before[0] + 2,
      before[1],
    ]);
  });

  it('answers a signed-out session 401 at once, as the guard does', async () => {
    const leaving = await signIn(t);
    await bothWays(t, '/api/v1/journeys', bearer(leaving.token), true);
    await t.http.post('/api/v1/auth/sign-out').set(bearer(leaving.token)).expect(204);
    expect((await bothWays(t, '/api/v1/journeys', bearer(leaving.token), true)).status).toBe(401);
  });
});

describe('The read lane with CORS configured (issue 26)', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;

  beforeAll(async () => {
    t = await createJourneyTestApp({ env: { CORS_ORIGINS: 'https://app.example.gov.uk' } });
    ada = await signIn(t);
  });
  afterAll(() => t.close());

  it.each([
    ['an allowed origin', 'https://app.example.gov.uk'],
    ['another origin', 'https://elsewhere.example'],
    ['no origin', undefined],
  ])('sends the same CORS headers as Express: %s', async (_name, origin) => {
    const headers = { ...bearer(ada.token), ...(origin ? { Origin: origin } : {}) };
    const inLane = await bothWays(t, '/api/v1/journeys', headers, true);
    expect(inLane.headers.vary).toContain('Origin');
  });
});
