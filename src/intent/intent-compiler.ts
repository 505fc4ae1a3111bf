import type { IntentCompilerName } from './intent.entity';

/** What a compiler makes of a message; facts are already validated against the template's declarations. */
export interface CompiledIntent {
  /** An active workflow code, or null when the message matches none. */
  workflowCode: string | null;
  facts: Record<string, boolean | number | string>;
  /** 0–1. */
  confidence: number;
  compiler: IntentCompilerName;
  /** Other life events the message also names (e.g. a birth and a move), best first; empty otherwise. */
  alternatives: AlternativeMatch[];
}

export interface AlternativeMatch {
  workflowCode: string;
  /** 0–1. */
  confidence: number;
}

/** One interface for the default offline compiler and the optional language-model compiler. */
export interface IntentCompiler {
  compile(message: string, today: Date): Promise<CompiledIntent>;
}
