import { readAuditConfig } from './audit.config';

describe('audit config', () => {
  it('has a fixed development key outside production, and a checkpoint a minute by default', () => {
    expect(readAuditConfig({})).toEqual({
      chainKey: readAuditConfig({}).chainKey,
      checkpointFile: undefined,
      checkpointIntervalMs: 60_000,
    });
    expect(readAuditConfig({ AUDIT_CHECKPOINT_INTERVAL: '0' }).checkpointIntervalMs).toBe(0);
  });

  it.each([
    [{ NODE_ENV: 'production', IDENTITY_PROVIDERS: 'live' }, /AUDIT_CHAIN_KEY.*required/],
    [{ AUDIT_CHAIN_KEY: 'too short' }, /AUDIT_CHAIN_KEY.*32/],
    [{ AUDIT_CHECKPOINT_INTERVAL: 'often' }, /AUDIT_CHECKPOINT_INTERVAL/],
  ])('refuses %j', (env, message) => {
    expect(() => readAuditConfig(env)).toThrow(message);
  });

  it('takes the key from AUDIT_CHAIN_KEY', () => {
    expect(readAuditConfig({ AUDIT_CHAIN_KEY: 'k'.repeat(32), NODE_ENV: 'production' }).chainKey).toBe(
      'k'.repeat(32),
    );
  });
});
