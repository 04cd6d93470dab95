import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { statementImportSchema, statementRowSchema, type StatementImport } from '../../shared/schemas/payments';

// A statement of 50,000 rows is seconds of work: reading it, sorting its rows out and writing the answer. Each step
// works on a slice of rows at a time and gives the event loop a turn between slices, so the shop answers other
// requests meanwhile (docs/product.md, "M-PESA statement import"; docs/security.md, issue 29 finding 12a).

/** Rows handled between two turns of the event loop: a few milliseconds of work. */
export const SLICE_ROWS = 1000;

/** Maps the items, a slice at a time, each after a turn of the event loop. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const mapped: R[] = [];
  for (let start = 0; start < items.length; start += SLICE_ROWS) {
    await nextTurn();
    const end = Math.min(items.length, start + SLICE_ROWS);
    for (let index = start; index < end; index++) mapped.push(map(items[index]!, index));
  }
  return mapped;
}

const envelopeSchema = statementImportSchema.omit({ rows: true });

/**
 * The import's answer as JSON, written a slice of rows at a time. Fastify's serializer would check and stringify all
 * 50,000 rows in one go (a second or more with nothing else answered); this does the same, each row checked and
 * shaped by its response schema as the serializer would, and streams the text as it is written.
 */
export function statementJson(answer: StatementImport): Readable {
  async function* chunks(): AsyncGenerator<string> {
    const { rows, ...envelope } = answer;
    yield `${JSON.stringify(z.encode(envelopeSchema, envelope)).slice(0, -1)},"rows":[`;
    for (let start = 0; start < rows.length; start += SLICE_ROWS) {
      await nextTurn();
      const slice = rows.slice(start, start + SLICE_ROWS).map((row) => JSON.stringify(z.encode(statementRowSchema, row)));
      yield (start === 0 ? '' : ',') + slice.join(',');
    }
    yield ']}';
  }
  return Readable.from(chunks());
}
