import { execFileSync } from 'node:child_process';
import { NO_PRETENURING_FLAG } from './v8-heap';

/**
 * The guard of the V8 flag main.ts sets (v8-heap.ts): on the Node running the tests, objects of one
 * site that all outlive their scavenges get that site tenured — and do not once the flag is set at run
 * time the way main.ts sets it. Fails when an upgrade renames the flag (setFlagsFromString would
 * ignore it) or stops honouring it after start; the control fails if V8 stops tracing its decisions,
 * which would leave the second case proving nothing.
 */
describe('allocation-site pretenuring (V8 flag set at start)', () => {
  /** Tenuring decisions V8 traced while 300,000 objects of one literal site stayed alive. */
  function tenuredSites(setFlag: boolean): number {
    const script = [
      setFlag ? `require('node:v8').setFlagsFromString(${JSON.stringify(NO_PRETENURING_FLAG)});` : '',
      'const keep = [];',
      'const make = (i) => ({ a: i, b: String(i) });',
      'for (let i = 0; i < 300000; i += 1) keep.push(make(i));',
      'console.log("kept", keep.length);',
    ].join('\n');
    const out = execFileSync(
      process.execPath,
      ['--trace-pretenuring', '--trace-pretenuring-statistics', '--max-semi-space-size=1', '-e', script],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
    );
    expect(out).toContain('kept 300000');
    return out.split('\n').filter((line) => line.includes('=> tenure')).length;
  }

  it('tenures a site whose objects all survive, when left on', () => {
    expect(tenuredSites(false)).toBeGreaterThan(0);
  });

  it('tenures nothing once main.ts has set the flag', () => {
    expect(tenuredSites(true)).toBe(0);
  });
});
