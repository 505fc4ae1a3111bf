import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { intentConfig } from '../config/intent.config';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import type { CompiledIntent } from './intent-compiler';
import { LlmIntentCompiler } from './llm-intent-compiler';
import { NluIntentCompiler } from './nlu-intent-compiler';
import { startupMark } from '../common/lifecycle/startup-timing';

/**
 * Chooses the compiler: the language model when configured (its output validated; any failure
 * falls back), else the offline NLU compiler, trained at start from the active templates and
 * retrained when the set of active templates changes.
 */
@Injectable()
export class IntentCompilerService implements OnApplicationBootstrap {
  private readonly logger = new Logger(IntentCompilerService.name);
  private nlu: Promise<NluIntentCompiler> | undefined;
  private readonly llm: LlmIntentCompiler | null;

  constructor(
    @Inject(intentConfig.KEY) private readonly config: ConfigType<typeof intentConfig>,
    private readonly templates: WorkflowTemplateService,
  ) {
    this.llm = config.llm ? new LlmIntentCompiler(config.llm, () => this.templates.listActive()) : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.defaultCompiler();
    startupMark('nlu');
  }

  async compile(message: string, today: Date): Promise<CompiledIntent> {
    if (this.llm) {
      try {
        return await this.llm.compile(message);
      } catch (error) {
        this.logger.warn(
          `Language-model intent compiler failed (${(error as Error).name}: ${(error as Error).message}); using the default compiler`,
        );
      }
    }
    return (await this.defaultCompiler()).compile(message, today);
  }

  /** Workflow codes closest to a message that was not understood, best first (the offline model's ranking). */
  async suggest(message: string): Promise<string[]> {
    return (await this.defaultCompiler()).suggest(message);
  }

  private async defaultCompiler(): Promise<NluIntentCompiler> {
    const active = this.templates.listActive();
    const current = this.nlu ? await this.nlu : undefined;
    if (!current || current.trainedOn() !== active) {
      this.nlu = NluIntentCompiler.train(active, this.config.minConfidence);
    }
    return this.nlu!;
  }
}
