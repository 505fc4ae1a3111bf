import { readFileSync } from 'node:fs';

/** The part of nlp.js's NluManager the loader needs. */
export interface NluManagerLike {
  fromJSON(json: unknown): void;
}

/** The precomputed model as nlp.js writes it (NluManager.toJSON): one domain manager per locale. */
interface SavedModel {
  domainManagers: Record<string, unknown>;
  extraSentences: [string, string][];
}

/** The precomputed model with only `locales`' domains (and their language-guessing sentences). */
function only(model: SavedModel, locales: readonly string[]): SavedModel {
  return {
    ...model,
    domainManagers: Object.fromEntries(
      Object.entries(model.domainManagers).filter(([locale]) => locales.includes(locale)),
    ),
    extraSentences: model.extraSentences.filter(([locale]) => locales.includes(locale)),
  };
}

/**
 * Loads the precomputed model's `eager` languages now and returns a loader for each of the others,
 * which reads the model file again on the language's first use (DESIGN §17: the default language is
 * ready at start; another one costs memory only once a request uses it). The file is the one whose
 * key was checked at start; a different key then means it was replaced under a running process.
 */
export function loadPrecomputed(
  manager: NluManagerLike,
  saved: { key: string; model: unknown },
  eager: readonly string[],
  file: string,
): (locale: string) => void {
  manager.fromJSON(only(saved.model as SavedModel, eager));
  const { key } = saved;
  return (locale) => {
    if (eager.includes(locale)) return;
    const again = JSON.parse(readFileSync(file, 'utf8')) as { key: string; model: SavedModel };
    if (again.key !== key) throw new Error(`${file} changed since the service started`);
    manager.fromJSON(only(again.model, [locale]));
  };
}
