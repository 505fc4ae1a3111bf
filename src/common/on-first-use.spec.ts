import { OnFirstUse } from './on-first-use';

describe('OnFirstUse', () => {
  it('builds a value on its first use only, then answers the same object', () => {
    const built: string[] = [];
    const values = new OnFirstUse((key: string) => {
      built.push(key);
      return { key };
    });
    expect([...values.keys()]).toEqual([]);
    const first = values.get('cy');
    expect(values.get('cy')).toBe(first);
    expect(built).toEqual(['cy']);
    values.get('en');
    expect([...values.keys()]).toEqual(['cy', 'en']);
    values.clear();
    expect(values.get('cy')).not.toBe(first);
    expect(built).toEqual(['cy', 'en', 'cy']);
  });
});
