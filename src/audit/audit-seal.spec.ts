import { createHmac } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { checkedCheckpoint, digestOf, headTerm, signCheckpoint } from './audit-seal';

const KEY = 'a-test-audit-chain-key-of-32-characters';
const head = (chain: string, seq: string) => ({
  chain_id: chain,
  chain_seq: seq,
  chain_hash: 'c'.repeat(64),
});

describe('Audit checkpoints: the digest of chain heads and the signature', () => {
  it('adds heads up in any order, and a head moved on is its old term out and its new one in', () => {
    const [a, b, c] = [head('1', '10'), head('-7', '12'), head('9223372036854775807', '3')];
    const term = (h: typeof a) => headTerm(KEY, 'journey_events', h);
    expect(digestOf(term(a) + term(b) + term(c))).toBe(digestOf(term(c) + term(a) + term(b)));
    const moved = head('1', '20');
    expect(digestOf(term(a) + term(b) + term(c) - term(a) + term(moved))).toBe(
      digestOf(term(moved) + term(b) + term(c)),
    );
    // Another table, chain, number or hash is another term.
    expect(headTerm(KEY, 'security_events', a)).not.toBe(term(a));
    expect(term(head('1', '11'))).not.toBe(term(a));
    expect(term({ ...a, chain_hash: 'd'.repeat(64) })).not.toBe(term(a));
    expect(digestOf(0n)).toMatch(/^0{64}$/);
  });

  it('keeps a signed checkpoint, refuses a changed one or another key', () => {
    const table = { bound: '12', chains: 2, digest: digestOf(5n), named: [{ ...head('1', '10'), id: 'x' }] };
    const signed = signCheckpoint(KEY, {
      taken_at: '2026-11-26T00:00:00.000Z',
      tables: { journey_events: table, security_events: { ...table, named: [] } },
    });
    expect(checkedCheckpoint(KEY, JSON.parse(JSON.stringify(signed)))).toEqual(signed);
    expect(
      checkedCheckpoint(KEY, { ...signed, tables: { ...signed.tables, security_events: table } }),
    ).toBeNull();
    expect(checkedCheckpoint(`${KEY}-other`, signed)).toBeNull();
  });

  it('reads a checkpoint signed before chains per citizen as named heads of the legacy chain 0, without a digest', () => {
    const unsigned = {
      taken_at: '2026-11-01T00:00:00.000Z',
      heads: {
        journey_events: { id: 'e1', chain_seq: '41', chain_hash: 'a'.repeat(64) },
        security_events: null,
      },
    };
    const signature = createHmac('sha256', KEY)
      .update(`checkpoint\n${stringify(unsigned)}`, 'utf8')
      .digest('hex');
    expect(checkedCheckpoint(KEY, { ...unsigned, signature })).toEqual({
      taken_at: unsigned.taken_at,
      tables: {
        journey_events: {
          bound: '41',
          chains: null,
          digest: null,
          named: [{ id: 'e1', chain_id: '0', chain_seq: '41', chain_hash: 'a'.repeat(64) }],
        },
        security_events: { bound: '0', chains: null, digest: null, named: [] },
      },
      signature,
    });
  });
});
