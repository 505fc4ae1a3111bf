import { WorkflowTemplates1763770000000 } from './1763770000000-WorkflowTemplates';
import { IntentsAndJourneys1763790000000 } from './1763790000000-IntentsAndJourneys';
import { VaultDocuments1763800000000 } from './1763800000000-VaultDocuments';

/** Every migration, in order. The built app loads the compiled files; tests and ormconfig.ts use this list. */
export const migrations = [WorkflowTemplates1763770000000, VaultDocuments1763800000000, IntentsAndJourneys1763790000000];
