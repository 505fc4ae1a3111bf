import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import type { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { accessOf } from '../../src/common/auth/decorators';
import { HighAssuranceGuard } from '../../src/common/auth/high-assurance.guard';
import { createTestApp, TestApp } from '../factories/app.factory';
import { bearer, signIn } from '../factories/auth.factory';

/**
 * "Public, session or HIGH" has one source (common/auth/decorators.ts). This suite walks every route
 * and fails when what the guards enforce and what the contract says disagree, both from the metadata
 * and by asking the running service.
 */
describe('Access: the guards and the contract agree on every route', () => {
  let t: TestApp;
  const operations: { method: string; path: string; op: OperationObject }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [path, item] of Object.entries(t.document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, OperationObject>)) {
        operations.push({ method, path, op });
      }
    }
  });
  afterAll(() => t.close());

  const contractAccess = (op: OperationObject) =>
    !op.security?.length ? 'public' : op.responses['403'] ? 'high' : 'session';

  it('every documented route declares the access its guards enforce, bearer security once', () => {
    const discovery = new DiscoveryService(t.app.get(ModulesContainer));
    const byOperationId = new Map(operations.map((o) => [o.op.operationId, o]));
    let checked = 0;
    for (const wrapper of discovery.getControllers()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } & object;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        if (Reflect.getMetadata('swagger/apiExcludeEndpoint', handler)) continue;
        const operationId =
          (Reflect.getMetadata('swagger/apiOperation', handler) as { operationId?: string } | undefined)
            ?.operationId ?? name;
        const documented = byOperationId.get(operationId);
        expect({
          route: `${String(RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number])} ${String(Reflect.getMetadata(PATH_METADATA, handler))}`,
          documented: !!documented,
        }).toEqual({
          route: expect.any(String),
          documented: true,
        });
        const access = accessOf(handler);
        const guards = [
          ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
        ];
        const runtime = { operationId, access, highGuard: guards.includes(HighAssuranceGuard) };
        expect(runtime).toEqual({
          operationId,
          access: contractAccess(documented!.op),
          highGuard: access === 'high',
        });
        const security = documented!.op.security ?? [];
        expect(security).toEqual(access === 'public' ? [] : [{ bearer: [] }]);
        expect(Object.keys(documented!.op.responses).includes('401')).toBe(access !== 'public');
        checked++;
      }
    }
    expect(checked).toBe(operations.length);
  });

  const urlOf = (path: string) =>
    path.replace(/\{[^}]+\}/g, (p) =>
      p === '{milestone_code}' ? 'about-the-birth' : '00000000-0000-4000-8000-000000000000',
    );

  it('without a session, exactly the routes the contract secures answer 401', async () => {
    for (const { method, path, op } of operations) {
      const res = await t.http[method as 'get'](urlOf(path));
      const secured = contractAccess(op) !== 'public';
      expect({ operation: op.operationId, unauthenticated: res.status === 401 }).toEqual({
        operation: op.operationId,
        unauthenticated: secured,
      });
    }
  });

  it('with a session but no HIGH assurance, exactly the routes documenting 403 answer 403', async () => {
    const { token } = await signIn(t);
    // Signing out ends the session: ask it last.
    const last = (o: { op: OperationObject }) => (o.op.operationId === 'signOut' ? 1 : 0);
    for (const { method, path, op } of [...operations].sort((a, b) => last(a) - last(b))) {
      if (contractAccess(op) === 'public') continue;
      const res = await t.http[method as 'get'](urlOf(path)).set(bearer(token));
      expect({ operation: op.operationId, assuranceRequired: res.status === 403 }).toEqual({
        operation: op.operationId,
        assuranceRequired: contractAccess(op) === 'high',
      });
      if (res.status === 403) expect(res.body.code).toBe('ASSURANCE_REQUIRED');
    }
  });
});
