import { Column } from 'typeorm';

/**
 * The audit chain's columns (DESIGN §13), shared by journey and security events. The database's
 * trigger writes them on insert (migrations/1764000500000-AuditChain.ts); the application never
 * writes or selects them: they are mapped so that the entities describe their tables whole.
 */
export abstract class AuditChainColumns {
  @Column({ name: 'content_hash', type: 'text', insert: false, update: false, select: false })
  contentHash?: string;

  @Column({ name: 'chain_hash', type: 'text', insert: false, update: false, select: false })
  chainHash?: string;

  @Column({ name: 'chain_seq', type: 'bigint', insert: false, update: false, select: false })
  chainSeq?: string;

  /** Set by an erasure (DELETE /me): the row's personal content is blank, its hashes kept. */
  @Column({ name: 'erased', type: 'boolean', insert: false, update: false, select: false })
  erased?: boolean;
}
