import { ExecutionContext, Logger } from '@nestjs/common';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { describe as describeProblem } from '../common/errors/problem-response';
import { SessionGuard } from './session.guard';
import type { SessionService } from './session.service';

const TOKEN = 'a'.repeat(43);

function contextFor(headers: Record<string, string | undefined>): {
  context: ExecutionContext;
  req: { user?: unknown };
} {
  const req = { headers, query: {}, body: undefined } as {
    headers: Record<string, string | undefined>;
    user?: unknown;
  };
  const context = {
    getHandler: () => function handler() {},
    getClass: () => class Controller {},
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  return { context, req };
}

function guardWith(authenticate: SessionService['authenticate']): SessionGuard {
  return new SessionGuard({ authenticate } as SessionService);
}

describe('SessionGuard', () => {
  it('lets a live session through and puts its citizen on the request', async () => {
    const who = { citizenId: 'c1', sessionId: 's1' };
    const { context, req } = contextFor({ authorization: `Bearer ${TOKEN}` });
    await expect(guardWith(async () => who).canActivate(context)).resolves.toBe(true);
    expect(req.user).toEqual(who);
  });

  it('answers 401 for an unknown, expired or signed-out token', async () => {
    const { context } = contextFor({ authorization: `Bearer ${TOKEN}` });
    await expect(guardWith(async () => null).canActivate(context)).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
  });

  it('passes a failing session lookup on, so the database being down is 503, not 401', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { context } = contextFor({ authorization: `Bearer ${TOKEN}` });
    // The problem filter logs the cause as an error: captured here (and checked), not printed.
    const logged: unknown[][] = [];
    const capture = jest
      .spyOn(Logger.prototype, 'error')
      .mockImplementation((...line: unknown[]) => void logged.push(line));
    const refusal = await Promise.resolve(
      guardWith(async () => {
        throw down;
      }).canActivate(context),
    ).catch((e: unknown) => e);
    expect(refusal).toBe(down);
    try {
      expect(describeProblem(refusal)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      capture.mockRestore();
    }
    expect(logged).toEqual([[{ err: down, request_id: '' }, 'database unavailable']]);
  });

  it('refuses a missing or malformed header before any lookup', async () => {
    const lookup = jest.fn();
    for (const headers of [
      {},
      { authorization: '  ' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: 'Bearer short' },
    ]) {
      const { context } = contextFor(headers);
      await expect(guardWith(lookup).canActivate(context)).rejects.toBeInstanceOf(UnauthenticatedError);
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it('takes the scheme in any case and more than one space (RFC 7235)', async () => {
    const lookup = jest.fn(async (token: string) => ({
      citizenId: token.slice(0, 2),
      sessionId: 's',
      language: null,
    }));
    const { context, req } = contextFor({ authorization: `bEaReR   ${TOKEN}` });
    await expect(guardWith(lookup).canActivate(context)).resolves.toBe(true);
    expect(lookup).toHaveBeenCalledWith(TOKEN);
    expect(req.user).toEqual({ citizenId: 'aa', sessionId: 's', language: null });
  });

  it('settles concurrent attempts each with its own citizen', async () => {
    const guard = guardWith(async (token) => {
      await new Promise((r) => setTimeout(r, token.startsWith('b') ? 20 : 1));
      return { citizenId: token[0], sessionId: token[0] };
    });
    const first = contextFor({ authorization: `Bearer ${'b'.repeat(43)}` });
    const second = contextFor({ authorization: `Bearer ${'c'.repeat(43)}` });
    await Promise.all([guard.canActivate(first.context), guard.canActivate(second.context)]);
    expect([first.req.user, second.req.user]).toEqual([
      { citizenId: 'b', sessionId: 'b' },
      { citizenId: 'c', sessionId: 'c' },
    ]);
  });
});
