import { walkBody } from './body-walk';

describe('the body walk', () => {
  it('refuses a body nested deeper than the limit', () => {
    expect(walkBody({ body: { a: { b: { c: 1 } } } }, 2)).toEqual({ tooDeep: true });
    expect(walkBody({ body: { a: { b: 1 } } }, 2)).toEqual({ tooDeep: false });
  });
});
