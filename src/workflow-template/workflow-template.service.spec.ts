import type { ConfigType } from '@nestjs/config';
import type { agenciesConfig } from '../config/agencies.config';
import type { WorkflowTemplateEntity } from './workflow-template.entity';
import type { WorkflowTemplateRepository } from './workflow-template.repository';
import { WorkflowTemplateService } from './workflow-template.service';
import * as templateLocales from './template-locales';
import type { WorkflowTemplateDefinition } from './workflow-template.types';

/** The repository in memory: what the service stores and reads back. */
function memoryRepository(): WorkflowTemplateRepository {
  const rows: WorkflowTemplateEntity[] = [];
  return {
    findAll: () => Promise.resolve([...rows]),
    findVersion: (code: string, version: number) =>
      Promise.resolve(rows.find((r) => r.code === code && r.version === version) ?? null),
    saveVersion: (definition: WorkflowTemplateDefinition, checksum: string) => {
      if (!rows.some((r) => r.code === definition.code && r.version === definition.version))
        rows.push({
          code: definition.code,
          version: definition.version,
          status: definition.status,
          checksum,
          definition,
        } as WorkflowTemplateEntity);
      return Promise.resolve(definition.status);
    },
  } as unknown as WorkflowTemplateRepository;
}

describe('WorkflowTemplateService: another language is prepared on its first use, once', () => {
  it('reads no Welsh at start, prepares it on the first Welsh request, then answers the same objects', async () => {
    const read = jest.spyOn(templateLocales, 'readTemplateLocale');
    const service = new WorkflowTemplateService(memoryRepository(), {
      agencies: undefined,
    } as unknown as ConfigType<typeof agenciesConfig>);
    await service.onModuleInit();
    expect(read).not.toHaveBeenCalled();
    expect(service.findActive('birth-of-a-child', 'en')!.title).toBe('Having a baby');
    expect(read).not.toHaveBeenCalled();

    const welsh = service.findActive('birth-of-a-child', 'cy')!;
    expect(welsh.title).toBe('Cael babi');
    expect(read).toHaveBeenCalledTimes(1);
    expect(service.findActive('birth-of-a-child', 'cy')).toBe(welsh);
    expect(service.activeSummaries('cy')).toBe(service.activeSummaries('cy'));
    expect(service.activeSummaries('cy').map((s) => s.title)).toContain('Ymddeol');
    expect(read).toHaveBeenCalledTimes(1);
    // A locale the service does not support reads nothing and answers English.
    expect(service.findActive('birth-of-a-child', 'fr')!.title).toBe('Having a baby');
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
  });
});

describe('WorkflowTemplateService: a start stores only what changed', () => {
  const agencies = { agencies: undefined } as unknown as ConfigType<typeof agenciesConfig>;

  it('writes every file on the first start, nothing on the next, and reads the stored versions twice', async () => {
    const repository = memoryRepository();
    const save = jest.spyOn(repository, 'saveVersion');
    await new WorkflowTemplateService(repository, agencies).onModuleInit();
    const files = save.mock.calls.length;
    expect(files).toBeGreaterThanOrEqual(8);

    save.mockClear();
    const findAll = jest.spyOn(repository, 'findAll');
    const again = new WorkflowTemplateService(repository, agencies);
    await again.onModuleInit();
    expect(save).not.toHaveBeenCalled();
    expect(findAll).toHaveBeenCalledTimes(2);
    expect(again.listActive()).toHaveLength(files);
  });

  it('saves a stored version again when its status differs from the file', async () => {
    const repository = memoryRepository();
    await new WorkflowTemplateService(repository, agencies).onModuleInit();
    const [row] = await repository.findAll();
    row.status = 'RETIRED';
    const save = jest.spyOn(repository, 'saveVersion');
    await new WorkflowTemplateService(repository, agencies).onModuleInit();
    expect(save.mock.calls.map(([d]) => `${d.code}@${d.version}`)).toEqual([`${row.code}@${row.version}`]);
  });

  it('still refuses a file whose content changed under a stored version', async () => {
    const repository = memoryRepository();
    await new WorkflowTemplateService(repository, agencies).onModuleInit();
    const [row] = await repository.findAll();
    row.checksum = 'changed';
    await expect(new WorkflowTemplateService(repository, agencies).onModuleInit()).rejects.toThrow(
      `${row.code} version ${row.version} is already published with different content`,
    );
  });
});
