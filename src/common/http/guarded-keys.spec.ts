import { guardedKeysUnder, recordGuardedKeys, withGuardedKeys } from './guarded-keys';

describe('guarded keys', () => {
  it('answers the keys directly under a field, not deeper ones nor other fields', () => {
    const req = {};
    recordGuardedKeys(req, [
      'answers.constructor',
      'answers.__proto__',
      'answers.x.prototype',
      'other.constructor',
    ]);
    expect(guardedKeysUnder(req, 'answers')).toEqual(['constructor', '__proto__']);
    expect(guardedKeysUnder({}, 'answers')).toEqual([]);
  });

  it('puts the keys back as own properties, without touching the prototype', () => {
    const answers = withGuardedKeys({ a: 1 }, ['__proto__', 'constructor']);
    expect(Object.keys(answers)).toEqual(['a', '__proto__', 'constructor']);
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
    const same = { a: 1 };
    expect(withGuardedKeys(same, [])).toBe(same);
  });
});
