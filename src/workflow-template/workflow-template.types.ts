/**
 * The declarative shape of a workflow template (a life event). Templates are JSON files in
 * `templates/`, validated at load against `workflow-template.schema.json`. They hold steps and
 * content only: conditions are JSON Logic data, never code.
 */
export const INPUT_TYPES = ['text', 'number', 'date', 'boolean', 'single_choice', 'multi_choice'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export type FactType = 'boolean' | 'number' | 'date' | 'text';

export type TemplateStatus = 'DRAFT' | 'ACTIVE' | 'RETIRED';

/** A JSON Logic expression over a {@link RuleContext}. */
export type Rule = Record<string, unknown> | boolean;

export interface FactDeclaration {
  /** snake_case key, read by rules as `facts.<key>`. */
  key: string;
  type: FactType;
  /** Citizen-readable name of the fact. */
  label: string;
  /**
   * Words that signal the fact in a citizen's message: for a boolean, phrases that make it true;
   * for a number, the nouns it counts ("children"); for a date, words just before it ("born on").
   */
  cues: string[];
}

/**
 * A date question's bound: "today" (the date now), today moved by whole days, months or years
 * ("today-5y", "today+2y", "today+6m", "today-30d"), or a fixed YYYY-MM-DD date.
 */
export type DateBound =
  'today' | `today${'+' | '-'}${number}${'d' | 'm' | 'y'}` | `${number}-${number}-${number}`;

export interface QuestionOption {
  value: string;
  label: string;
  /** Multiple choice only: chosen alone or not at all ("None of these", "Just me"). */
  exclusive?: boolean;
}

export interface Question {
  /** snake_case key of the answer in the answers object. */
  key: string;
  label: string;
  input_type: InputType;
  required: boolean;
  /** Only for single_choice and multi_choice. */
  options?: QuestionOption[];
  help?: string;
  /** Only for number: the smallest accepted answer. */
  min?: number;
  /** Only for number: the largest accepted answer. */
  max?: number;
  /** Only for number: whole numbers only. */
  integer?: boolean;
  /** Only for date: the earliest accepted answer (see DateBound: "today", "today-5y", a YYYY-MM-DD date). */
  not_before?: DateBound;
  /** Only for date: the latest accepted answer ("today": no date in the future; "today+2y"; a date). */
  not_after?: DateBound;
  /**
   * Only for date: the key of a date question of an earlier milestone whose answer, once given, this
   * answer must not precede (a funeral not before the death); checked both ways, so changing the
   * earlier answer past this one is refused too.
   */
  not_before_answer?: string;
  /** Only for date: as `not_before_answer`, the other way (a date of birth not after the death). */
  not_after_answer?: string;
}

export interface RequiredDocument {
  /** Vault document code (kebab-case), the `document_code` of an upload. */
  document_code: string;
  /**
   * What the citizen calls it ("birth certificate"): every text that names the document uses this,
   * never the code. Versions stored before names existed have none ({@link documentNameOf}).
   */
  name: string;
  /** Why the document matters, for the citizen. */
  why: string;
  /** How to add it, for the citizen. */
  how_to_add: string;
}

export interface MilestoneDefinition {
  /** kebab-case, unique within the template. */
  code: string;
  title: string;
  description: string;
  /** Order within the plan; unique within the template. */
  position: number;
  /** When present the milestone applies only if the rule holds; absent means always. */
  applies_when?: Rule;
  /** Citizen-readable reason it applies ("Because you told us you are employed"). */
  why_applies: string;
  questions: Question[];
  required_documents: RequiredDocument[];
  /** When the step is due (DESIGN §16); absent means no deadline. */
  due?: DueDefinition;
  /**
   * The first day the step can be done, for a step the law does not allow before a date ("you can
   * ask for the final order from 6 weeks and 1 day after the conditional order"). Not a deadline:
   * never overdue, no reminder.
   */
  opens?: OpensDefinition;
}

export const DUE_KINDS = ['LEGAL', 'ADVISED'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/**
 * A day counted from another: `days` or calendar `months` (exactly one) after a date taken `from` an
 * answer (`answer:<key>`), a fact (`fact:<key>`), the journey's creation (`journey_created`) or another
 * milestone's completion (`milestone_completed:<code>`).
 */
export interface DayReckoning {
  from: string;
  /** Whole days after the start ("within 42 days"). */
  days?: number;
  /** Calendar months after the start ("within 3 months": 20 November → 20 February; 31 August → 30 November). */
  months?: number;
  /** Count from the last day of the start's month ("within 30 days of the end of the month …"). */
  from_end_of_month?: boolean;
  /** The day is the last day of the month reached ("by the end of the sixth month after …"). */
  to_end_of_month?: boolean;
}

/** A deadline (DESIGN §16): the day a step should be done by. */
export interface DueDefinition extends DayReckoning {
  /**
   * The deadline holds only while this rule holds (absent: always); when it does not, the step shows
   * no deadline ("If a coroner is looking into the death, you can wait until they say you can").
   */
  applies_when?: Rule;
  kind: DueKind;
  /** What the citizen reads ("Register the birth within 42 days of the day your baby was born"). */
  text: string;
  /** Where the figure comes from (the law or official guidance). */
  source?: string;
}

/** The first day a step can be done (`opens` of a milestone). */
export interface OpensDefinition extends DayReckoning {
  /** What the citizen reads ("You can ask for the final order from 6 weeks and 1 day after …"). */
  text: string;
  /** Where the figure comes from (the law or official guidance). */
  source: string;
}

/**
 * What a journey tells an agency (DESIGN §15): on a trigger, for a purpose, exactly the listed
 * answer keys, fact keys and profile keys (`given_name`, `family_name`).
 */
export interface NotificationDefinition {
  agency: string;
  /**
   * `MILESTONE_COMPLETED:<code>`, `JOURNEY_COMPLETED`, `JOURNEY_CLOSED`, `MILESTONE_DUE_SOON`,
   * `MILESTONE_OVERDUE`, `MILESTONE_OPENS` (the day a step's `opens` comes).
   */
  on: string;
  purpose: string;
  shares: string[];
  /**
   * JSON Logic over the journey's facts and answers; absent means always. When it is false at the
   * trigger, the agency is not told, even with consent (a bereaved citizen who says the person had no
   * benefits does not have the benefits agency told).
   */
  applies_if?: Rule;
  /** The rule in words the citizen reads in the sharing list ("if they got benefits"); required with `applies_if`. */
  condition?: string;
}

/** A journey offered when this one reaches a point (DESIGN §16). */
export interface OfferDefinition {
  workflow: string;
  /** `JOURNEY_COMPLETED` or `MILESTONE_COMPLETED:<code>`. */
  when: string;
  /** JSON Logic over the journey's facts and answers; absent means always. */
  applies_if?: Rule;
  reason: string;
  expires_after_days: number;
}

export interface WorkflowTemplateDefinition {
  /** kebab-case workflow code, e.g. `birth-of-a-child`. */
  code: string;
  /** Positive integer; a changed definition needs a new version. */
  version: number;
  status: TemplateStatus;
  title: string;
  summary: string;
  /** UPPER_SNAKE life event name, e.g. `BIRTH_OF_A_CHILD`. */
  life_event: string;
  /** At least 12 phrasings a citizen might use; the intent compiler trains on them. */
  example_utterances: string[];
  facts: FactDeclaration[];
  milestones: MilestoneDefinition[];
  notifications?: NotificationDefinition[];
  offers?: OfferDefinition[];
}

/**
 * What rules are evaluated against. `answers` is keyed by milestone code, then question key;
 * `evidence.documents` lists the document codes present in the citizen's vault (redacted evidence).
 */
export interface RuleContext {
  facts: Record<string, unknown>;
  answers: Record<string, Record<string, unknown>>;
  evidence: { documents: string[] };
}

/**
 * A required document's name. Versions stored before documents had names (journeys keep their
 * version) fall back to the code read as words, which is still no code.
 */
export function documentNameOf(d: Pick<RequiredDocument, 'document_code' | 'name'>): string {
  return d.name || d.document_code.replace(/-/g, ' ');
}
