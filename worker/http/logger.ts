/** JSON log lines that always carry the request (or job) id they belong to. */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export function createLogger(context: Record<string, unknown>): Logger {
  const write = (level: "info" | "warn" | "error") => (message: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ level, message, ...context, ...fields });
    if (level === "error") console.error(line);
    else if (level === "warn") console.warn(line);
    else console.log(line);
  };
  return { info: write("info"), warn: write("warn"), error: write("error") };
}
