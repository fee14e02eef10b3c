import pg from "pg";

/** One statement on the PostgreSQL server itself (create or drop a database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl` (TEST_DATABASE_URL's by default), for a site a test
 * starts or a worker of the unit run: `create()` answers its URL, `drop()` removes it, connections and all.
 */
export function scratchDatabase(prefix: string, serverUrl = process.env.TEST_DATABASE_URL ?? "") {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  return {
    async create(): Promise<string> {
      await onServer(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
