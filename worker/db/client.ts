import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzle<typeof schema>>;

/** Drizzle over the D1 binding. Cheap to create: it holds no connection. */
export function db(env: { DB: D1Database }): Db {
  return drizzle(env.DB, { schema });
}

export const newId = () => crypto.randomUUID();
