import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { assessmentSpokenChunks, videoAnswerChunks } from '../../db/schema';

/** The pieces table of a recorded-answer pipeline (both are made of the same `pieceColumns`). */
export type PieceTable = typeof videoAnswerChunks | typeof assessmentSpokenChunks;
export type PieceRow = typeof videoAnswerChunks.$inferSelect;

/** The piece queries both pipelines run, each on its own table. */
export const piecesRepo = (pieces: PieceTable) => ({
  /** An answer's pieces in order. */
  piecesOf: (db: Db, answerId: string): Promise<PieceRow[]> =>
    db.select().from(pieces).where(eq(pieces.answerId, answerId)).orderBy(asc(pieces.idx)),

  /** Records a piece once; answers false when the index was already recorded. */
  insertPiece: async (db: Db, v: typeof videoAnswerChunks.$inferInsert) => {
    const rows = await db.insert(pieces).values(v).onConflictDoNothing().returning({ idx: pieces.idx });
    return rows.length > 0;
  },

  deletePieces: (db: Db, answerId: string) => db.delete(pieces).where(eq(pieces.answerId, answerId)),
});
