import { Column } from 'typeorm';

/**
 * The audit chain's columns (DESIGN §13), shared by journey and security events. The application
 * writes the keyed hashes on insert (AuditSealer); the database links the row into its chain at
 * commit (`chain_id`, `chain_seq`, `chain_hash`; migrations 1764000700000, 1765000100000, 1766000300000). None is ever selected:
 * they are mapped so that the entities describe their tables whole.
 */
export abstract class AuditChainColumns {
  @Column({ name: 'content_hash', type: 'text', update: false, select: false })
  contentHash?: string;

  /** The keyed hash of the personal content, kept when an erasure blanks it. */
  @Column({ name: 'personal_hash', type: 'text', update: false, select: false })
  personalHash?: string;

  @Column({ name: 'chain_hash', type: 'text', insert: false, update: false, select: false })
  chainHash?: string;

  /** The chain the row is linked into: its citizen's, a shard's, or the legacy chain 0 (1766000300000). */
  @Column({ name: 'chain_id', type: 'bigint', insert: false, update: false, select: false })
  chainId?: string;

  @Column({ name: 'chain_seq', type: 'bigint', insert: false, update: false, select: false })
  chainSeq?: string;

  /** Set by an erasure (DELETE /me): the row's personal content is blank, its hashes kept. */
  @Column({ name: 'erased', type: 'boolean', insert: false, update: false, select: false })
  erased?: boolean;
}
