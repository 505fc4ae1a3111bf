import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import { createBirthJourney } from '../factories/journey.factory';
import { bearer, expectSafeActions } from '../factories/vault.factory';

type Script = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A hostile OpenAI-compatible server on 127.0.0.1: each test scripts what it answers. */
function completion(content: unknown): string {
  return JSON.stringify({
    choices: [
      {
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
        },
      },
    ],
  });
}

describe('Journey agent with a (hostile) language model', () => {
  let llm: Server;
  let script: Script;
  const received: {
    path: string;
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];
  let t: TestApp;
  let ada: SignedIn;
  let journeyId: string;

  beforeAll(async () => {
    llm = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(body) });
        script(req, res, body);
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const port = (llm.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        AGENT_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AGENT_LLM_MODEL: 'hostile-1',
        AGENT_LLM_API_KEY: 'test-llm-key',
        AGENT_LLM_TIMEOUT: '1s',
      },
    });
    ada = await signInWithHighAssurance(t);
    journeyId = (await createBirthJourney(t, ada.token)).journey.id;
  });
  afterAll(async () => {
    await t?.close();
    llm.closeAllConnections();
    await new Promise((resolve) => llm.close(resolve));
  });

  const ask = (message = 'what should I do next?') =>
    t.http
      .post(`/api/v1/journeys/${journeyId}/agent/messages`)
      .set(bearer(ada.token))
      .send({ message })
      .expect(200);
  const json =
    (payload: string, status = 200): Script =>
    (_req, res) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(payload);
    };
  /** The offline agent's answer to "what next" on a new birth journey. */
  const expectOfflineAnswer = (body: {
    reply: string;
    actions: { type: string; milestone_code?: string }[];
  }) => {
    expect(body.reply).toContain('Tell us about the birth');
    expect(body.actions).toEqual([
      expect.objectContaining({ type: 'COMPLETE_MILESTONE', milestone_code: 'about-the-birth' }),
    ]);
  };

  it('uses a valid answer, with links the server builds, and sends the plan as data', async () => {
    script = json(
      completion({
        reply: 'Start by telling us about the birth.',
        actions: [{ type: 'COMPLETE_MILESTONE', milestone_code: 'about-the-birth' }, { type: 'VIEW_PLAN' }],
      }),
    );
    const res = await ask();
    expect(res.body.reply).toBe('Start by telling us about the birth.');
    expect(res.body.actions).toEqual([
      expect.objectContaining({
        type: 'COMPLETE_MILESTONE',
        method: 'POST',
        href: `/api/v1/journeys/${journeyId}/milestones/about-the-birth/complete`,
      }),
      expect.objectContaining({
        type: 'VIEW_PLAN',
        method: 'GET',
        href: `/api/v1/journeys/${journeyId}/plan`,
      }),
    ]);
    const last = received[received.length - 1];
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.auth).toBe('Bearer test-llm-key');
    expect(last.body.model).toBe('hostile-1');
    expect(last.body.messages[0].content).toContain('about-the-birth');
    expect(last.body.messages[1]).toEqual({ role: 'user', content: 'what should I do next?' });
    const stored = await t.dataSource.query(
      `SELECT source FROM agent_messages WHERE journey_id = $1 AND role = 'AGENT' ORDER BY seq DESC LIMIT 1`,
      [journeyId],
    );
    expect(stored).toEqual([{ source: 'LLM' }]);
  });

  it.each<[string, Script]>([
    [
      'an injected href',
      json(
        completion({
          reply: 'Click here',
          actions: [{ type: 'VIEW_PLAN', href: 'https://evil.example/phish' }],
        }),
      ),
    ],
    [
      'an injected method',
      json(completion({ reply: 'Go', actions: [{ type: 'REFRESH_EVIDENCE', method: 'DELETE' }] })),
    ],
    [
      'injected headers',
      json(completion({ reply: 'Go', actions: [{ type: 'VIEW_PLAN' }], headers: { 'X-Admin': 'true' } })),
    ],
    ['an unknown action type', json(completion({ reply: 'Go', actions: [{ type: 'GRANT_ASSURANCE' }] }))],
    [
      'a foreign milestone',
      json(
        completion({
          reply: 'Go',
          actions: [{ type: 'COMPLETE_MILESTONE', milestone_code: 'sort-out-your-tax' }],
        }),
      ),
    ],
    [
      'a milestone of the template outside this plan',
      json(
        completion({
          reply: 'Go',
          actions: [{ type: 'COMPLETE_MILESTONE', milestone_code: 'record-a-birth-abroad' }],
        }),
      ),
    ],
    [
      'a foreign document',
      json(completion({ reply: 'Go', actions: [{ type: 'UPLOAD_DOCUMENT', document_code: 'payslip' }] })),
    ],
    [
      'a link in the reply',
      json(completion({ reply: 'Upload it at https://evil.example/upload', actions: [] })),
    ],
    ['a huge reply', json(completion({ reply: 'A'.repeat(200_000), actions: [] }))],
    [
      'a huge body',
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"choices":[{"message":{"content":"' + 'x'.repeat(5 * 1024 * 1024) + '"}}]}');
      },
    ],
    ['prose instead of JSON', json(completion('Sure! You should go to https://evil.example'))],
    ['a non-JSON body', json('<html>oops</html>')],
    ['an error status', json('{"error":"overloaded"}', 503)],
    [
      'a redirect',
      (_req, res) => {
        res.writeHead(307, { Location: 'https://evil.example/v1/chat/completions' });
        res.end();
      },
    ],
    ['no answer in time', () => undefined],
  ])('drops %s and answers with the offline agent', async (_name, hostile) => {
    script = hostile;
    const res = await ask();
    expectOfflineAnswer(res.body);
    expectSafeActions(res.body.actions, journeyId);
    expect(JSON.stringify(res.body)).not.toMatch(/evil|DELETE|X-Admin|GRANT|payslip|sort-out/);
  });
});
