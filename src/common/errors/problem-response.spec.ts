import { Logger, NotFoundException } from '@nestjs/common';
import { describe as describeError } from './problem-response';
import { RateLimitedError, ValidationFailedError } from './domain-error';

describe('problem mapping', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('keeps a domain error’s status, code, detail, field errors and headers', () => {
    const d = describeError(
      new ValidationFailedError('VALIDATION_FAILED.page', [
        { field: 'message', message: 'must be a string' },
      ]),
    );
    expect(d).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: { id: 'VALIDATION_FAILED.page' },
    });
    expect(d.errors).toEqual([{ field: 'message', message: 'must be a string' }]);
    expect(describeError(new RateLimitedError(42)).headers).toEqual({ 'Retry-After': '42' });
  });

  it('turns an unknown error into a generic 500 that echoes nothing of it', () => {
    const d = describeError(new Error('SELECT * FROM citizens WHERE secret = 42'));
    expect(d.status).toBe(500);
    expect(d.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(d)).not.toMatch(/SELECT|secret/);
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeError(refused)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(describeError(new Error('Connection terminated unexpectedly'))).toMatchObject({ status: 503 });
  });

  it('maps framework 404s and body-parser failures', () => {
    expect(describeError(new NotFoundException())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(describeError({ type: 'entity.parse.failed', status: 400 })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(describeError({ type: 'entity.too.large', status: 413 })).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
