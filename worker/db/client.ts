import { type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzle<typeof schema>>;

/** Drizzle over the D1 binding. Cheap to create: it holds no connection. */
export function db(env: { DB: D1Database }): Db {
  return drizzle(env.DB, { schema });
}

export const newId = () => crypto.randomUUID();

/** Whether any row of `table` matches `where`: reads no column, stops at the first. */
export async function anyRow(db: Db, table: SQLiteTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(table).where(where).limit(1);
  return Boolean(row);
}
