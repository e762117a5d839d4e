import { and, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

/** A table whose rows each belong to one team (schema.ts: `ownedByTeam()`). */
type TeamOwned = SQLiteTable & { id: SQLiteColumn; teamId: SQLiteColumn };

/** One of the team's own rows by its id, or null: another team's id finds nothing, as an unknown one does. */
export async function findTeamRow<T extends TeamOwned>(db: Db, table: T, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.teamId, teamId)))
    .limit(1);
  return row ?? null;
}
