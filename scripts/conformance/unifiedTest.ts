// Runs one test of a unified-format file and says how the server did: passed, refused (answered with
// an error where the test expected an answer), or wrong (answered, but not as the test expected).
import { EJSON } from 'bson';
import { MongoClient, MongoServerError } from 'mongodb';
import type { CollectionOptions, DbOptions, Document, MongoClientOptions } from 'mongodb';
import { mismatch } from './matching';
import { bulkWriteResult, runOperation, UnsupportedOperation } from './operations';
import type { Entities, Operation } from './operations';

export type Verdict =
  | { kind: 'passed' }
  | { kind: 'refused'; why: string }
  | { kind: 'wrong'; why: string }
  | { kind: 'unsupported'; why: string };

interface EntitySpec {
  client?: { id: string; uriOptions?: Document };
  database?: { id: string; client: string; databaseName: string; databaseOptions?: DbOptions };
  collection?: {
    id: string;
    database: string;
    collectionName: string;
    collectionOptions?: CollectionOptions;
  };
}

export interface UnifiedFile {
  description: string;
  runOnRequirements?: Document[];
  createEntities?: EntitySpec[];
  initialData?: {
    collectionName: string;
    databaseName: string;
    documents: Document[];
    createOptions?: Document;
  }[];
  tests: UnifiedTestCase[];
}

export interface UnifiedTestCase {
  description: string;
  runOnRequirements?: Document[];
  operations: (Operation & {
    expectResult?: unknown;
    expectError?: Document;
    ignoreResultAndError?: boolean;
  })[];
  outcome?: { collectionName: string; databaseName: string; documents: Document[] }[];
}

/** One driver client per distinct set of URI options, shared by every test that asks for it. */
export class ClientPool {
  private readonly clients = new Map<string, MongoClient>();
  constructor(
    private readonly uri: string,
    private readonly base: MongoClientOptions,
  ) {}

  async get(uriOptions: Document = {}): Promise<MongoClient> {
    const key = JSON.stringify(uriOptions);
    let client = this.clients.get(key);
    if (!client) {
      const opts: MongoClientOptions = { ...this.base, ...(uriOptions as MongoClientOptions) };
      client = new MongoClient(this.uri, opts);
      await client.connect();
      this.clients.set(key, client);
    }
    return client;
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.close()));
  }
}

async function createEntities(file: UnifiedFile, pool: ClientPool): Promise<Entities> {
  const entities: Entities = { clients: new Map(), databases: new Map(), collections: new Map() };
  for (const entity of file.createEntities ?? []) {
    if (entity.client) {
      entities.clients.set(entity.client.id, await pool.get(entity.client.uriOptions));
    } else if (entity.database) {
      const spec = entity.database;
      const client = entities.clients.get(spec.client);
      if (!client) throw new UnsupportedOperation(`database on unknown client ${spec.client}`);
      entities.databases.set(spec.id, client.db(spec.databaseName, spec.databaseOptions));
    } else if (entity.collection) {
      const spec = entity.collection;
      const db = entities.databases.get(spec.database);
      if (!db) throw new UnsupportedOperation(`collection on unknown database ${spec.database}`);
      entities.collections.set(spec.id, db.collection(spec.collectionName, spec.collectionOptions));
    } else {
      throw new UnsupportedOperation(`entity ${Object.keys(entity).join(',')}`);
    }
  }
  return entities;
}

/** Every database the file names starts empty, then holds exactly the file's initial data. */
async function prepareData(file: UnifiedFile, setup: MongoClient): Promise<void> {
  const names = new Set<string>();
  for (const entity of file.createEntities ?? []) {
    if (entity.database) names.add(entity.database.databaseName);
  }
  for (const data of file.initialData ?? []) names.add(data.databaseName);
  for (const name of names) await setup.db(name).dropDatabase();
  for (const data of file.initialData ?? []) {
    const db = setup.db(data.databaseName);
    if (data.createOptions || data.documents.length === 0)
      await db.createCollection(data.collectionName, data.createOptions ?? {});
    if (data.documents.length) await db.collection(data.collectionName).insertMany(data.documents);
  }
}

/**
 * Codes a server answers with when it declines to do something at all (no such command, stage or
 * feature): an error where the test wanted a different one is then a refusal, not a wrong answer.
 */
const REFUSAL_CODES = new Set([20, 59, 238, 40324, 40415]);

function refusalCode(err: unknown): number | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'number' ? e.code : e.cause?.code;
  return typeof code === 'number' && REFUSAL_CODES.has(code) ? code : undefined;
}

function errorMismatch(expected: Document, err: unknown): string | undefined {
  const e = err as Error & {
    code?: unknown;
    codeName?: unknown;
    errorResponse?: Document;
    result?: Document;
  };
  const fromServer = err instanceof MongoServerError;
  if (expected['isClientError'] === true && fromServer)
    return `expected a client-side error, the server answered ${String(e.codeName)}: ${e.message}`;
  if (expected['isClientError'] === false && !fromServer)
    return `expected the server to refuse, the client refused: ${e.message}`;
  if (
    typeof expected['errorContains'] === 'string' &&
    !e.message.toLowerCase().includes(expected['errorContains'].toLowerCase())
  )
    return `expected an error containing "${expected['errorContains']}", got "${e.message}"`;
  if (expected['errorCode'] !== undefined && e.code !== expected['errorCode'])
    return `expected error code ${expected['errorCode']}, got ${String(e.code)} (${e.message})`;
  if (expected['errorCodeName'] !== undefined && e.codeName !== expected['errorCodeName'])
    return `expected error ${expected['errorCodeName']}, got ${String(e.codeName)} (${e.message})`;
  if (expected['errorResponse'] !== undefined) {
    const why = mismatch(expected['errorResponse'], e.errorResponse ?? {}, true, 'errorResponse');
    if (why) return why;
  }
  if (expected['expectResult'] !== undefined && e.result) {
    const why = mismatch(expected['expectResult'], bulkWriteResult(e.result), true, 'partialResult');
    if (why) return why;
  }
  return undefined;
}

async function checkOutcome(test: UnifiedTestCase, setup: MongoClient): Promise<string | undefined> {
  for (const expected of test.outcome ?? []) {
    const docs = await setup
      .db(expected.databaseName)
      .collection(expected.collectionName)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    const why = mismatch(expected.documents, docs, false, `${expected.collectionName}`);
    if (why) return `outcome ${why}`;
  }
  return undefined;
}

function describe(err: unknown): string {
  const e = err as Error & { codeName?: string; code?: number };
  return e.code !== undefined ? `${e.codeName ?? ''}(${e.code}): ${e.message}` : e.message;
}

export async function runTest(
  file: UnifiedFile,
  test: UnifiedTestCase,
  pool: ClientPool,
  setup: MongoClient,
): Promise<Verdict> {
  let entities: Entities;
  try {
    await prepareData(file, setup);
    entities = await createEntities(file, pool);
  } catch (err) {
    if (err instanceof UnsupportedOperation) return { kind: 'unsupported', why: err.message };
    return { kind: 'refused', why: `setup: ${describe(err)}` };
  }
  for (const [i, op] of test.operations.entries()) {
    const where = `operation ${i} (${op.name})`;
    let result: unknown;
    try {
      result = await runOperation(entities, op);
    } catch (err) {
      if (err instanceof UnsupportedOperation) return { kind: 'unsupported', why: err.message };
      if (op.ignoreResultAndError) continue;
      if (op.expectError) {
        const why = errorMismatch(op.expectError, err);
        if (why && refusalCode(err) !== undefined)
          return { kind: 'refused', why: `${where}: ${describe(err)}` };
        if (why) return { kind: 'wrong', why: `${where}: ${why}` };
        continue;
      }
      return { kind: 'refused', why: `${where}: ${describe(err)}` };
    }
    if (op.ignoreResultAndError) continue;
    if (op.expectError)
      return { kind: 'wrong', why: `${where}: expected an error, got ${EJSON.stringify(result)}` };
    if (op.expectResult !== undefined) {
      const why = mismatch(op.expectResult, result);
      if (why) return { kind: 'wrong', why: `${where}: ${why}` };
    }
  }
  const why = await checkOutcome(test, setup);
  return why ? { kind: 'wrong', why } : { kind: 'passed' };
}
