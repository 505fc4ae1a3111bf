/**
 * What a citizen's message to the journey agent asks, and which plan item (document or milestone)
 * it is about. Pure and offline: plain patterns over the message, matched against the plan's own codes
 * and titles. The message is only ever read, never repeated back or obeyed.
 */
export type QuestionKind = 'NEXT_STEP' | 'WHY' | 'HOW_TO_ADD' | 'PROGRESS' | 'DEADLINE' | 'HELP' | 'UNKNOWN';

export interface PlanVocabulary {
  milestones: readonly { code: string; title: string }[];
  documentCodes: readonly string[];
  /** Each document's name in the answer's language ("tystysgrif geni"), matched as its code is. */
  documentNames?: ReadonlyMap<string, string>;
}

export interface MessageIntent {
  kind: QuestionKind;
  /** A document code of the plan the message names. */
  documentCode?: string;
  /** A milestone code of the plan the message names. */
  milestoneCode?: string;
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'to',
  'your',
  'my',
  'with',
  'in',
  'on',
  'at',
  'from',
  'about',
  'tell',
  'us',
  'add',
  'get',
  'do',
  'i',
  'you',
  'it',
  'is',
  'what',
  'why',
  'how',
  'need',
  'new',
  // Welsh function words (questions in Welsh are understood too, DESIGN §17).
  'y',
  'yr',
  'am',
  'ar',
  'ac',
  'eich',
  'fy',
  'yn',
  'mae',
  'beth',
  'pam',
  'sut',
  'oes',
  'angen',
  'ydw',
  'dw',
]);

const PATTERNS: [QuestionKind, RegExp][] = [
  [
    'DEADLINE',
    /\bdeadlines?\b|\bby when\b|\bwhen\b.*\b(due|by|deadline|have to|must)\b|\bhow (long|much time)\b.*\b(have|got|left)\b|\b(over)?due\b|\btoo late\b|\btime limit\b|\blate\b/,
  ],
  [
    'PROGRESS',
    /\bhow far\b|\bprogress\b|\bhow much\b.*\b(left|remaining|done)\b|\bpercent|\bhow many steps\b|\bam i (done|finished)\b|\bwhere am i\b|\bstatus\b/,
  ],
  [
    'HOW_TO_ADD',
    /\bhow\b.*\b(add|upload|provide|send|submit|attach|give|scan)\b|\bwhere\b.*\b(upload|add|send|submit)\b/,
  ],
  ['WHY', /\bwhy\b|\bwhat for\b|\bwhat is\b.*\bfor\b|\bdo i (really |actually )?(need|have to)\b/],
  [
    'NEXT_STEP',
    /\bnext\b|\bwhat (should|do|can|must) i do\b|\bwhat now\b|\bwhere (do|should) i (start|begin)\b|\bwhat('s| is) (left|remaining)\b|\bto do\b|\bwhat do i need\b|\bwhat happens now\b|\bhow do i (start|continue|proceed)\b/,
  ],
  ['HELP', /^(hi|hello|hey|help)\b|\bwhat can you do\b|\bhelp\b/],
];

/**
 * The same questions asked in Welsh, over the same normalized text (letters with a circumflex fall out:
 * "ar ôl" reads "ar l"). Tried after the English ones, kind by kind in the same order.
 */
const WELSH_PATTERNS: [QuestionKind, RegExp][] = [
  [
    'DEADLINE',
    /\bdyddiad(au)? cau\b|\berbyn pryd\b|\bpryd\b.*\b(erbyn|rhaid)\b|\brhy hwyr\b|\bterfyn amser\b/,
  ],
  ['PROGRESS', /\bpa mor bell\b|\bcynnydd\b|\bfaint o gamau\b|\bble ydw i\b|\bwedi gorffen\b|\bstatws\b/],
  ['HOW_TO_ADD', /\bsut\b.*\b(ychwanegu|uwchlwytho|lanlwytho|llwytho|anfon|rhoi|sganio|cyflwyno)\b/],
  ['WHY', /\bpam\b|\bbeth yw pwrpas\b|\boes (wir )?(angen|rhaid)\b/],
  [
    'NEXT_STEP',
    /\bnesaf\b|\bbeth (ddylwn|dylwn|alla|galla|rhaid) i\b|\bbeth nawr\b|\bble (ddylwn|dylwn) i (ddechrau|gychwyn)\b/,
  ],
  ['HELP', /^(helo|shwmae|sut mae|help)\b|\bcymorth\b|\bbeth (alli di|allwch chi) (ei )?wneud\b/],
];

export function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function words(text: string): string[] {
  return normalize(text)
    .trim()
    .split(' ')
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/**
 * The plan's document the message names: its code or its name as a phrase ("birth certificate",
 * "tystysgrif geni"), or all the words of either.
 */
export function findDocument(
  message: string,
  documentCodes: readonly string[],
  names?: ReadonlyMap<string, string>,
): string | undefined {
  const text = normalize(message);
  const tokens = new Set(text.trim().split(' '));
  const scoreOf = (parts: string[]) =>
    text.includes(` ${parts.join(' ')} `)
      ? parts.length + 1
      : parts.every((p) => tokens.has(p))
        ? parts.length
        : 0;
  let best: { code: string; score: number } | undefined;
  for (const code of documentCodes) {
    const name = names?.get(code);
    const score = Math.max(scoreOf(code.split('-')), name ? scoreOf(normalize(name).trim().split(' ')) : 0);
    if (score > 0 && (!best || score > best.score)) best = { code, score };
  }
  return best?.code;
}

/** The plan's milestone the message names: its title or code as a phrase, or at least two of its words. */
export function findMilestone(message: string, milestones: PlanVocabulary['milestones']): string | undefined {
  const text = normalize(message);
  const tokens = new Set(words(message));
  let best: { code: string; score: number } | undefined;
  for (const m of milestones) {
    const phraseHit = [m.title, m.code.replace(/-/g, ' ')].some((p) => text.includes(normalize(p)));
    const own = new Set([...words(m.title), ...words(m.code.replace(/-/g, ' '))]);
    const overlap = [...own].filter((w) => tokens.has(w)).length;
    const score = phraseHit ? 100 + own.size : overlap >= 2 ? overlap : 0;
    if (score > 0 && (!best || score > best.score)) best = { code: m.code, score };
  }
  return best?.code;
}

export function classifyMessage(message: string, plan: PlanVocabulary): MessageIntent {
  const text = normalize(message).trim();
  const kind =
    (PATTERNS.find(([, pattern]) => pattern.test(text)) ??
      WELSH_PATTERNS.find(([, pattern]) => pattern.test(text)))?.[0] ?? 'UNKNOWN';
  const intent: MessageIntent = { kind };
  const documentCode = findDocument(message, plan.documentCodes, plan.documentNames);
  if (documentCode) intent.documentCode = documentCode;
  else {
    const milestoneCode = findMilestone(message, plan.milestones);
    if (milestoneCode) intent.milestoneCode = milestoneCode;
  }
  return intent;
}
