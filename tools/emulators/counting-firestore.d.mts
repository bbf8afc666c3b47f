// Types of counting-firestore.mjs, for the TypeScript tests that bound a callable's reads.
import type { Firestore } from 'firebase-admin/firestore';

export interface ReadTally {
  /** Billed reads: a document 1, a query at least 1, a count aggregation 1 per 1,000 index entries (at least 1). */
  reads: number;
  writes: number;
  /** Of the reads, the document and query reads. */
  documents: number;
  /** Count aggregations run, and the index entries they counted. */
  aggregations: number;
  indexEntries: number;
}

export declare function countingFirestore(
  db: Firestore,
  tally?: Partial<ReadTally>,
): { db: Firestore; tally: ReadTally };
