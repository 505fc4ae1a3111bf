import { readHttpConfig } from './http.config';

describe('CORS_ORIGINS', () => {
  it('is off by default', () => {
    expect(readHttpConfig({}).corsOrigins).toBeUndefined();
  });

  it('reads a comma-separated list of origins, or *', () => {
    expect(
      readHttpConfig({ CORS_ORIGINS: 'https://a.example.gov, http://localhost:5173/' }).corsOrigins,
    ).toEqual(['https://a.example.gov', 'http://localhost:5173']);
    expect(readHttpConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
  });

  it.each([
    'a.example.gov',
    'https://a.example.gov/app',
    'ftp://a.example.gov',
    'https://u:p@a.example.gov',
    ',',
  ])('refuses %s with one line naming the variable', (value) => {
    expect(() => readHttpConfig({ CORS_ORIGINS: value })).toThrow(/^Invalid setting CORS_ORIGINS: /);
  });
});
