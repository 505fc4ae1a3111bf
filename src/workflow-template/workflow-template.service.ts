import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { DEFAULT_LOCALE, isSupportedLocale, Locale } from '../common/i18n/locales';
import { OnFirstUse } from '../common/on-first-use';
import { agenciesConfig } from '../config/agencies.config';
import type { WorkflowSummaryDto } from './dto/workflow-summary.dto';
import { localizeTemplate, readTemplateLocale } from './template-locales';
import { toWorkflowSummary } from './workflow-template.mapper';
import { assertValidTemplate, TemplateCatalogue, TemplateInvalidError } from './template-validator';
import { WorkflowTemplateRepository } from './workflow-template.repository';
import type { WorkflowTemplateEntity } from './workflow-template.entity';
import type { TemplateStatus, WorkflowTemplateDefinition } from './workflow-template.types';
import { startupMark } from '../common/lifecycle/startup-timing';

export const TEMPLATES_DIR = join(__dirname, 'templates');

/** Canonical JSON (sorted keys) of the definition without its status, for change detection. */
export function templateChecksum(definition: WorkflowTemplateDefinition): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  };
  const { status: _status, ...content } = definition;
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('hex');
}

/**
 * Loads the declarative templates into the database at start (idempotent), and serves them from
 * memory: a version never changes once stored, so per-request work does not touch the database.
 */
@Injectable()
export class WorkflowTemplateService implements OnModuleInit {
  private readonly logger = new Logger(WorkflowTemplateService.name);
  private readonly versions = new Map<string, WorkflowTemplateDefinition>();
  private active: WorkflowTemplateDefinition[] = [];
  /** Workflow codes an offer may name: the shipped files' and every stored one. */
  private readonly workflowCodes = new Set<string>();
  private summaries: WorkflowSummaryDto[] = [];
  /**
   * Every loaded version in another locale, prepared on the locale's first request and again when
   * versions are (re)loaded, so a request in Welsh reads a prepared object as an English one does
   * (DESIGN §17: nothing built per request; a language no request uses costs no memory).
   */
  private readonly localized = new OnFirstUse((locale: Locale) => this.prepare(locale));

  constructor(
    private readonly repository: WorkflowTemplateRepository,
    @Inject(agenciesConfig.KEY) private readonly agencies: ConfigType<typeof agenciesConfig>,
  ) {}

  async onModuleInit(): Promise<void> {
    const files = readdirSync(TEMPLATES_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => ({
        file,
        parsed: JSON.parse(readFileSync(join(TEMPLATES_DIR, file), 'utf8')) as unknown,
      }));
    for (const { parsed } of files) {
      const code = (parsed as { code?: unknown } | null)?.code;
      if (typeof code === 'string') this.workflowCodes.add(code);
    }
    let stored = await this.reload();
    for (const { file, parsed } of files) {
      const definition = assertValidTemplate(parsed, file, this.catalogue());
      const same = stored.find((r) => r.code === definition.code && r.version === definition.version);
      // A version written may retire another: the next file compares with the rows as they now are.
      if (await this.store(definition, file, same)) stored = await this.repository.findAll();
    }
    await this.reload();
    startupMark('templates');
    this.logger.log(
      `Workflow templates active: ${this.active.map((t) => `${t.code}@${t.version}`).join(', ')}`,
    );
  }

  /**
   * Validates and stores a template version. Refuses a changed definition under an existing version.
   * @param source names the definition in error messages (file name).
   */
  async publish(input: unknown, source = 'definition'): Promise<WorkflowTemplateDefinition> {
    const definition = assertValidTemplate(input, source, this.catalogue());
    const stored = await this.repository.findVersion(definition.code, definition.version);
    const status = await this.store(definition, source, stored ?? undefined);
    await this.reload();
    return { ...definition, status: status ?? definition.status };
  }

  /**
   * Stores a valid version, `stored` being the same code and version as read just before; returns the
   * status written, or undefined when nothing was. A version already stored with the same content and
   * status is left as it is: saving it again would change nothing (an ACTIVE row is its code's only
   * ACTIVE one). That is what every start but the first finds, so such a start reads the stored
   * versions once for all the files instead of a transaction and a reload of every template per file.
   */
  private async store(
    definition: WorkflowTemplateDefinition,
    source: string,
    stored: WorkflowTemplateEntity | undefined,
  ): Promise<TemplateStatus | undefined> {
    const checksum = templateChecksum(definition);
    if (stored && stored.checksum !== checksum) {
      throw new TemplateInvalidError(source, [
        `${definition.code} version ${definition.version} is already published with different content; bump "version"`,
      ]);
    }
    if (stored?.status === definition.status) return undefined;
    const status = await this.repository.saveVersion(definition, checksum);
    if (status !== definition.status) {
      this.logger.warn(
        `${definition.code} version ${definition.version} stored ${status}: a newer version is already ACTIVE`,
      );
    }
    return status;
  }

  /** What templates may name: the configured agencies (none configured: not checked) and the workflows. */
  private catalogue(): TemplateCatalogue {
    const agencies = this.agencies.agencies;
    return { agencies: agencies ? new Set(agencies.keys()) : undefined, workflows: this.workflowCodes };
  }

  /** Every stored version into memory; returns the rows read. */
  private async reload(): Promise<WorkflowTemplateEntity[]> {
    const rows = await this.repository.findAll();
    for (const row of rows) this.workflowCodes.add(row.code);
    for (const row of rows)
      this.versions.set(`${row.code}@${row.version}`, { ...row.definition, status: row.status });
    this.active = rows
      .filter((r) => r.status === 'ACTIVE')
      .map((r) => this.versions.get(`${r.code}@${r.version}`)!);
    this.localize();
    return rows;
  }

  /** English is what is loaded; the other locales already in use are prepared again at once. */
  private localize(): void {
    this.summaries = this.active.map(toWorkflowSummary);
    const inUse = [...this.localized.keys()];
    this.localized.clear();
    for (const locale of inUse) this.localized.get(locale);
  }

  /** Every loaded version, the active ones' summaries and the offers' reasons, in another locale. */
  private prepare(locale: Locale): LocalizedTemplates {
    const strings = readTemplateLocale(locale);
    const versions = new Map<string, WorkflowTemplateDefinition>();
    const offerReasons = new Map<string, string>();
    for (const [key, definition] of this.versions) {
      const translated = localizeTemplate(definition, strings.get(definition.code) ?? {});
      versions.set(key, translated);
      (definition.offers ?? []).forEach((o, i) =>
        offerReasons.set(`${o.workflow}\u0000${o.reason}`, translated.offers![i].reason),
      );
    }
    const summaries = this.active.map((t) => toWorkflowSummary(versions.get(`${t.code}@${t.version}`)!));
    return { versions, summaries, offerReasons };
  }

  /** The prepared texts of a supported locale other than English, else undefined. */
  private prepared(locale: Locale): LocalizedTemplates | undefined {
    return locale !== DEFAULT_LOCALE && isSupportedLocale(locale) ? this.localized.get(locale) : undefined;
  }

  /** A loaded template with its texts in `locale` (prepared once per locale; the same object for `en`). */
  inLanguage(definition: WorkflowTemplateDefinition, locale: Locale): WorkflowTemplateDefinition {
    return this.prepared(locale)?.versions.get(`${definition.code}@${definition.version}`) ?? definition;
  }

  /** The reason an offer of `workflow` was made (stored in English), in `locale`. */
  offerReason(workflow: string, englishReason: string, locale: Locale): string {
    return this.prepared(locale)?.offerReasons.get(`${workflow}\u0000${englishReason}`) ?? englishReason;
  }

  /** The title of a version in `locale`, when this replica has it loaded. */
  titleOf(code: string, version: number, locale: Locale): string | undefined {
    const definition = this.versions.get(`${code}@${version}`);
    return definition && this.inLanguage(definition, locale).title;
  }

  /** The active templates as listed (`GET /workflows`), in `locale`. */
  activeSummaries(locale: Locale): WorkflowSummaryDto[] {
    return this.prepared(locale)?.summaries ?? this.summaries;
  }

  /** The active templates, one per code, in code order. */
  listActive(locale: Locale = DEFAULT_LOCALE): WorkflowTemplateDefinition[] {
    return locale === DEFAULT_LOCALE ? this.active : this.active.map((t) => this.inLanguage(t, locale));
  }

  findActive(code: string, locale: Locale = DEFAULT_LOCALE): WorkflowTemplateDefinition | undefined {
    const found = this.active.find((t) => t.code === code);
    return found && this.inLanguage(found, locale);
  }

  /** A pinned version if this replica has it in memory (no database read). */
  loadedVersion(code: string, version: number): WorkflowTemplateDefinition | undefined {
    return this.versions.get(`${code}@${version}`);
  }

  /** A pinned version (journeys keep the version they were created with). */
  async getVersion(code: string, version: number): Promise<WorkflowTemplateDefinition | undefined> {
    const key = `${code}@${version}`;
    if (!this.versions.has(key)) await this.reload();
    return this.versions.get(key);
  }

  /** Every document code an active template declares (vault uploads must use one). */
  declaredDocumentCodes(): Set<string> {
    return new Set(
      this.active.flatMap((t) =>
        t.milestones.flatMap((m) => m.required_documents.map((d) => d.document_code)),
      ),
    );
  }
}

/** Every loaded version's texts in one other locale, prepared together. */
interface LocalizedTemplates {
  versions: Map<string, WorkflowTemplateDefinition>;
  /** The active templates as listed (`GET /workflows`). */
  summaries: WorkflowSummaryDto[];
  /** By offered workflow and English reason: an offer row keeps the English reason it was made with. */
  offerReasons: Map<string, string>;
}
