import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAgenciesConfig } from './agencies.config';

describe('agency settings', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const fileWith = (agency: object) => {
    const path = join(mkdtempSync(join(tmpdir(), 'agencies-')), 'agencies.json');
    writeFileSync(
      path,
      JSON.stringify({ agencies: [{ code: 'council', name: 'Your local council', ...agency }] }),
    );
    return { AGENCIES_FILE: path, IDENTITY_PROVIDERS: 'sandbox' };
  };
  const secrets = { secrets: [secret], endpoint: 'http://127.0.0.1:9/council' };

  it('reads an agency’s names in other languages, none when it gives none', () => {
    const council = (agency: object) => readAgenciesConfig(fileWith(agency)).agencies!.get('council')!;
    expect(council({ ...secrets, names: { cy: 'Eich cyngor lleol' } }).names).toEqual({
      cy: 'Eich cyngor lleol',
    });
    expect(council(secrets).names).toEqual({});
  });

  it.each([[['Eich cyngor lleol']], [{ cy: '' }], [{ cy: 7 }], ['Eich cyngor lleol']])(
    'refuses names that are not languages mapped to names (%j), in one line',
    (names) => {
      expect(() => readAgenciesConfig(fileWith({ ...secrets, names }))).toThrow(
        'agency council: names must map languages to names',
      );
    },
  );
});
