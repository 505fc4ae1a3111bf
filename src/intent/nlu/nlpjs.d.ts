// nlp.js ships no type declarations; these cover the little the classifier uses.
declare module '@nlpjs/core' {
  interface Container {
    use(plugin: unknown): void;
    get(name: string, settings?: Record<string, unknown>): unknown;
  }
  export function containerBootstrap(
    settings?: Record<string, unknown>,
    mustLoadEnv?: boolean,
  ): Promise<Container>;
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/similarity' {
  export class SpellCheck {
    constructor(settings: { features: Record<string, number>; minLength?: number });
    /** The nearest feature within `distance` edits, or the token itself. */
    checkToken(token: string, distance: number): string;
  }
}
declare module 'an-array-of-english-words' {
  const words: readonly string[];
  export default words;
}
