import { guardedKeysUnder, walkBody, withGuardedKeys } from './body-walk';

describe('the body walk', () => {
  it('notes the guarded keys directly under a field, not deeper ones nor other fields', () => {
    const req = {
      body: JSON.parse(
        '{"answers": {"constructor": 1, "__proto__": {"admin": true}, "x": {"prototype": 2}}, "other": {"constructor": 3}}',
      ) as unknown,
    };
    expect(walkBody(req)).toEqual({ tooDeep: false });
    expect(guardedKeysUnder(req, 'answers').sort()).toEqual(['__proto__', 'constructor']);
    expect(guardedKeysUnder({}, 'answers')).toEqual([]);
  });

  it('refuses a body nested deeper than the limit', () => {
    expect(walkBody({ body: { a: { b: { c: 1 } } } }, 2)).toEqual({ tooDeep: true });
    expect(walkBody({ body: { a: { b: 1 } } }, 2)).toEqual({ tooDeep: false });
  });

  it('puts the keys back as own properties, without touching the prototype', () => {
    const answers = withGuardedKeys({ a: 1 }, ['__proto__', 'constructor']);
    expect(Object.keys(answers)).toEqual(['a', '__proto__', 'constructor']);
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
    const same = { a: 1 };
    expect(withGuardedKeys(same, [])).toBe(same);
  });
});
