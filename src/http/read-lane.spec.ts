import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Header, UseInterceptors } from '@nestjs/common';
import { Public } from '../common/auth/decorators';
import { lanePaths, ReadLane, type LaneParts, type LaneRoute } from './read-lane';

class Routes {
  read(): void {}
  @Public()
  open(): void {}
  @Header('Cache-Control', 'max-age=60')
  cached(): void {}
}

@UseInterceptors(class Timing {})
class Intercepted {
  read(): void {}
}

const parts: LaneParts = {
  prelude: [],
  authenticate: () => Promise.resolve(true),
  reply: () => undefined,
  refuse: () => undefined,
};
const ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

function route(
  handler: object,
  answer = jest.fn(() => Promise.resolve({})),
  controller: object = Routes,
): LaneRoute {
  return {
    template: '/api/v1/things/:id/plan',
    handler,
    controller,
    match: lanePaths.around('/api/v1/things/', '/plan', () => true),
    answer,
  };
}

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as unknown as IncomingMessage;
const response = () => ({ destroy: jest.fn() }) as unknown as ServerResponse;

describe('ReadLane', () => {
  it('matches the exact path and a lower-case UUID between the parts, nothing else', () => {
    const exact = lanePaths.exact('/api/v1/journeys');
    expect(exact('/api/v1/journeys')).toEqual([]);
    expect(exact('/api/v1/journeys/')).toBeNull();
    const around = lanePaths.around('/api/v1/journeys/', '/plan', (id) => !id.startsWith('0'));
    expect(around(`/api/v1/journeys/${ID}/plan`)).toEqual([ID]);
    expect(around(`/api/v1/journeys/${ID.toUpperCase()}/plan`)).toBeNull();
    expect(around(`/api/v1/journeys/${ID}/planx`)).toBeNull();
    expect(around(`/api/v1/journeys/${ID.replace('7', 'g')}/plan`)).toBeNull();
    expect(around(`/api/v1/journeys/0${ID.slice(1)}/plan`)).toBeNull();
  });

  it('refuses at start a route that is not a signed-in citizen’s', () => {
    expect(() => new ReadLane([route(Routes.prototype.open)], parts)).toThrow(
      /not a signed-in citizen's route/,
    );
    expect(() => new ReadLane([route(Routes.prototype.read)], parts)).not.toThrow();
  });

  it('refuses at start a route or controller with anything of its own that Nest would run', () => {
    expect(() => new ReadLane([route(Routes.prototype.cached)], parts)).toThrow(/__headers__ metadata/);
    const intercepted = route(Intercepted.prototype.read, undefined, Intercepted);
    expect(() => new ReadLane([intercepted], parts)).toThrow(/__interceptors__ metadata/);
  });

  it('leaves to Express every request that is not the canonical GET', () => {
    const lane = new ReadLane([route(Routes.prototype.read)], parts);
    const path = `/api/v1/things/${ID}/plan`;
    expect(lane.take(request('HEAD', path), response())).toBe(false);
    expect(lane.take(request('POST', path), response())).toBe(false);
    expect(lane.take(request('GET', `${path}?x=1`), response())).toBe(false);
    expect(lane.take(request('GET', path, { 'content-length': '0' }), response())).toBe(false);
    expect(lane.take(request('GET', path, { 'if-none-match': '"a"' }), response())).toBe(false);
    expect(lane.take(request('GET', path, { 'x-citizen-web-hop': 'k' }), response())).toBe(false);
    expect(lane.take(request('GET', '/api/v1/other'), response())).toBe(false);
    expect(lane.answered).toBe(0);
    expect(lane.take(request('GET', path), response())).toBe(true);
    expect(lane.answered).toBe(1);
  });

  it('answers a middleware error with the problem writer and calls nothing after it', async () => {
    const refuse = jest.fn();
    const answer = jest.fn(() => Promise.resolve({}));
    const failing: LaneParts = { ...parts, prelude: [(_q, _s, next) => next(new Error('no'))], refuse };
    const lane = new ReadLane([route(Routes.prototype.read, answer)], failing);
    const res = response();
    lane.take(request('GET', `/api/v1/things/${ID}/plan`), res);
    await new Promise((resolve) => setImmediate(resolve));
    expect(refuse).toHaveBeenCalledWith(new Error('no'), expect.anything(), res);
    expect(answer).not.toHaveBeenCalled();
  });

  it('answers a middleware that throws as one that passes the error on', async () => {
    const refuse = jest.fn();
    const throwing: LaneParts = {
      ...parts,
      prelude: [
        () => {
          throw new Error('thrown');
        },
      ],
      refuse,
    };
    const lane = new ReadLane([route(Routes.prototype.read)], throwing);
    const res = response();
    lane.take(request('GET', `/api/v1/things/${ID}/plan`), res);
    await new Promise((resolve) => setImmediate(resolve));
    expect(refuse).toHaveBeenCalledWith(new Error('thrown'), expect.anything(), res);
    expect(res.destroy).not.toHaveBeenCalled();
  });

  it("knows every global enhancer Nest would run around the lane's routes", () => {
    // The lane runs the session guard and the problem writer; the write limit counts no GET; the
    // validation pipe leaves the routes' parameters as they are (custom decorators are not validated,
    // and the id is a string). A new global guard, interceptor, pipe or filter must be reviewed
    // against src/http/read-lane.ts before this list is changed.
    const src = join(__dirname, '..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
    );
    const found = files.flatMap((f) => {
      const text = readFileSync(join(src, f), 'utf8');
      return [
        ...[...text.matchAll(/provide: (APP_\w+), use\w+: (\w+)/g)].map((m) => `${m[1]} ${m[2]}`),
        ...[...text.matchAll(/\.(useGlobal\w+)\(/g)].map((m) => m[1]),
      ];
    });
    expect(found.sort()).toEqual([
      'APP_FILTER ProblemFilter',
      'APP_GUARD CitizenWriteLimitGuard',
      'APP_GUARD SessionGuard',
      'APP_PIPE createValidationPipe',
    ]);
  });
});
