import { oneStatement, SqlParams } from './sql';

describe('SQL helpers', () => {
  it('numbers parameters in the order they are added, after the initial ones', () => {
    const params = new SqlParams('id-1');
    expect([params.add('a'), params.add(2)]).toEqual(['$2', '$3']);
    expect(params.values).toEqual(['id-1', 'a', 2]);
  });

  it('sends several statements as one, the last one answering', () => {
    expect(oneStatement(['UPDATE a SET x = 1'])).toBe('UPDATE a SET x = 1');
    expect(oneStatement(['INSERT INTO b VALUES (1)', 'INSERT INTO c VALUES (2)', 'UPDATE a SET x = 1'])).toBe(
      'WITH s0 AS (INSERT INTO b VALUES (1)), s1 AS (INSERT INTO c VALUES (2)) UPDATE a SET x = 1',
    );
  });
});
