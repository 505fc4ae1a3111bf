import { WorkflowTemplates1763770000000 } from './1763770000000-WorkflowTemplates';
import { AuthSessions1763780000000 } from './1763780000000-AuthSessions';
import { IdentityAssurance1763780001000 } from './1763780001000-IdentityAssurance';
import { IntentsAndJourneys1763790000000 } from './1763790000000-IntentsAndJourneys';
import { VaultDocuments1763800000000 } from './1763800000000-VaultDocuments';
import { AgentMessages1763800001000 } from './1763800001000-AgentMessages';
import { CitizenForeignKeys1763810000000 } from './1763810000000-CitizenForeignKeys';
import { JourneyEventSequence1763810001000 } from './1763810001000-JourneyEventSequence';
import { IdempotencyKeys1764000100000 } from './1764000100000-IdempotencyKeys';
import { JourneyAnswerChanges1764000200000 } from './1764000200000-JourneyAnswerChanges';
import { IntentAlternatives1764000400000 } from './1764000400000-IntentAlternatives';
import { AuditChain1764000500000 } from './1764000500000-AuditChain';
import { VaultContentChunks1764000600000 } from './1764000600000-VaultContentChunks';
import { AuditChainAtCommit1764000700000 } from './1764000700000-AuditChainAtCommit';
import { KeyedAuditChain1765000100000 } from './1765000100000-KeyedAuditChain';
import { TellUsOnce1765000200000 } from './1765000200000-TellUsOnce';
import { IntentChoicesAndSuggestions1765000300000 } from './1765000300000-IntentChoicesAndSuggestions';
import { CitizenLanguage1766000100000 } from './1766000100000-CitizenLanguage';
import { AuditChainPerCitizen1766000300000 } from './1766000300000-AuditChainPerCitizen';
import { PartitionedEventTables1766000400000 } from './1766000400000-PartitionedEventTables';
import { PartitionedDeliveries1766000460000 } from './1766000460000-PartitionedDeliveries';
import { RemindersSentOnceAndOnOpening1766000500000 } from './1766000500000-RemindersSentOnceAndOnOpening';

/**
 * Every migration, in timestamp order: the one list the app (compiled, `compiledMigrations()`), the
 * migrate script, ormconfig.ts and the tests all run. A new migration is added here.
 */
export const migrations = [
  WorkflowTemplates1763770000000,
  AuthSessions1763780000000,
  IdentityAssurance1763780001000,
  IntentsAndJourneys1763790000000,
  VaultDocuments1763800000000,
  AgentMessages1763800001000,
  CitizenForeignKeys1763810000000,
  JourneyEventSequence1763810001000,
  IdempotencyKeys1764000100000,
  JourneyAnswerChanges1764000200000,
  IntentAlternatives1764000400000,
  AuditChain1764000500000,
  VaultContentChunks1764000600000,
  AuditChainAtCommit1764000700000,
  KeyedAuditChain1765000100000,
  TellUsOnce1765000200000,
  IntentChoicesAndSuggestions1765000300000,
  CitizenLanguage1766000100000,
  AuditChainPerCitizen1766000300000,
  PartitionedEventTables1766000400000,
  PartitionedDeliveries1766000460000,
  RemindersSentOnceAndOnOpening1766000500000,
];
