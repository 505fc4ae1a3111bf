import type { HeldOutPhrasing } from './held-out-phrasings';

/** A phrasing labelled with the workflow it should find (null: none), for the development sets. */
const of =
  (expected: string | null) =>
  (message: string): HeldOutPhrasing => ({ message, expected });
export const birth = of('birth-of-a-child');
export const job = of('losing-a-job');
export const moving = of('moving-home');
export const death = of('bereavement');
export const marriage = of('getting-married');
export const separation = of('separating');
export const retiring = of('retiring');
export const business = of('starting-a-business');
export const unrelated = of(null);
