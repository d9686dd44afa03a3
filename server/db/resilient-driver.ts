import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { isDatabaseUnavailable } from './unavailable';

/** Waits between tries while the database is away: about 1.5 s in all, then the 503. */
const RETRY_DELAYS_MS = [100, 400, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A statement that may run twice without harm: a read, or an insert that does nothing on a
 * conflict (the idempotent submission). Never inside a transaction: a transaction's earlier
 * statements died with its connection.
 */
function isSafeToRetry(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; onConflict?: { doNothing?: boolean } };
  if (node.kind === 'SelectQueryNode') return true;
  return node.kind === 'InsertQueryNode' && node.onConflict?.doNothing === true;
}

class ResilientConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly driver: ResilientDriver,
    /** The pool's connection; null while a retry waits for a new one. */
    public inner: DatabaseConnection | null,
  ) {}

  get current(): DatabaseConnection {
    if (!this.inner) throw new Error('No database connection (it was lost).');
    return this.inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.current.executeQuery<R>(query);
      } catch (error) {
        const retry =
          !this.inTransaction &&
          attempt < RETRY_DELAYS_MS.length &&
          isDatabaseUnavailable(error) &&
          isSafeToRetry(query);
        if (!retry) throw error;
        // The broken connection goes back (the pool drops it); the read runs on a new one.
        const broken = this.current;
        this.inner = null;
        await this.driver.inner.releaseConnection(broken).catch(() => undefined);
        await wait(RETRY_DELAYS_MS[attempt] ?? 0);
        this.inner = await this.driver.acquireInner();
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.current.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's driver with the database allowed to go away: getting a connection is tried again
 * for a moment, and a statement that is safe to repeat is repeated on a fresh connection when
 * its own died (a restart, a failover, pg_terminate_backend). Whatever still fails reaches the
 * route, which answers 503 with Retry-After.
 */
class ResilientDriver implements Driver {
  constructor(readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireInner(): Promise<DatabaseConnection> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.inner.acquireConnection();
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length || !isDatabaseUnavailable(error)) throw error;
        await wait(RETRY_DELAYS_MS[attempt] ?? 0);
      }
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ResilientConnection(this, await this.acquireInner());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const resilient = connection as ResilientConnection;
    await this.inner.beginTransaction(resilient.current, settings);
    resilient.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const resilient = connection as ResilientConnection;
    try {
      await this.inner.commitTransaction(resilient.current);
    } finally {
      resilient.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const resilient = connection as ResilientConnection;
    try {
      await this.inner.rollbackTransaction(resilient.current);
    } finally {
      resilient.inTransaction = false;
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.savepoint?.((connection as ResilientConnection).current, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint?.(
      (connection as ResilientConnection).current,
      name,
      compile,
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint?.((connection as ResilientConnection).current, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection) {
    const resilient = connection as ResilientConnection;
    // A retry that found no new connection has already given the broken one back.
    if (resilient.inner) await this.inner.releaseConnection(resilient.inner);
    resilient.inner = null;
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** The same dialect, its driver made resilient. */
export function resilientDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ResilientDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
