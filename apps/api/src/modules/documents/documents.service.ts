import type { Kysely } from 'kysely';
import { RESOURCE_LIMITS, type RedactionSchema } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-cipher.ts';
import {
  countDocuments,
  deleteDocumentRow,
  findDocument,
  findDocumentNames,
  findDocumentsPage,
  insertDocument,
  updateDocumentName,
} from './documents.repository.ts';

/**
 * A history item as stored: each mark's type and box in clear, the texts the marks covered sealed
 * together in one AES-GCM value (`sealed_texts`, a JSON array in mark order). One seal per item,
 * not one per mark: 10,000 marks seal in about a millisecond instead of a few hundred, on the
 * event loop every other request shares. Items written before (one seal per mark) still open.
 */
interface StoredSchema {
  pages: RedactionSchema['pages'];
  sealed_texts?: string;
}

/** Redaction history: coordinates and types in clear; the covered text and the file name sealed with AES-GCM. */
export function createDocumentsService(db: Kysely<Database>, cipher: FieldCipher) {
  const seal = (schema: RedactionSchema): StoredSchema => {
    const texts: string[] = [];
    const pages = schema.pages.map((page) => ({
      page: page.page,
      sensitive: page.sensitive.map(({ original_text, ...item }) => {
        texts.push(original_text);
        return { ...item, original_text: '' };
      }),
    }));
    return { pages, sealed_texts: cipher.encrypt(JSON.stringify(texts)) };
  };
  const unseal = (stored: StoredSchema): RedactionSchema => {
    if (stored.sealed_texts === undefined)
      return {
        pages: stored.pages.map((page) => ({
          page: page.page,
          sensitive: page.sensitive.map((item) => ({
            ...item,
            original_text: cipher.decrypt(item.original_text),
          })),
        })),
      };
    const texts = JSON.parse(cipher.decrypt(stored.sealed_texts)) as string[];
    let next = 0;
    return {
      pages: stored.pages.map((page) => ({
        page: page.page,
        sensitive: page.sensitive.map((item) => ({ ...item, original_text: texts[next++] ?? '' })),
      })),
    };
  };

  // Rows written before names were sealed hold the name in clear: read as is until sealed at start.
  const openName = (stored: string) => {
    try {
      return cipher.decrypt(stored);
    } catch {
      return stored;
    }
  };
  const withName = <T extends { hashed_name: string }>(row: T): T => ({
    ...row,
    hashed_name: openName(row.hashed_name),
  });

  return {
    async save(ownerId: string, name: string, schema: RedactionSchema) {
      // A cap per person: history is a record of work, not storage anyone may fill without end.
      const max = RESOURCE_LIMITS.maxHistoryItems;
      if ((await countDocuments(db, ownerId)) >= max)
        throw new AppError(
          'HISTORY_FULL',
          `Your redaction history holds ${max.toLocaleString('en')} items, the most it keeps. Delete older items on the history page, then save again.`,
          { max_items: max },
        );
      const entityCount = schema.pages.reduce((sum, page) => sum + page.sensitive.length, 0);
      const row = await insertDocument(db, {
        userId: ownerId,
        name: cipher.encrypt(name),
        entityCount,
        schemaJson: JSON.stringify(seal(schema)),
      });
      return { ...row, hashed_name: name };
    },

    async list(ownerId: string, page: number, pageSize: number) {
      const found = await findDocumentsPage(db, ownerId, page, pageSize);
      return { ...found, items: found.items.map(withName) };
    },

    /** Seals the names of rows written before names were encrypted; returns how many. Safe to run at every start. */
    async sealLegacyNames(): Promise<number> {
      const legacy = (await findDocumentNames(db)).filter(
        (row) => openName(row.hashed_name) === row.hashed_name,
      );
      for (const row of legacy) await updateDocumentName(db, row.id, cipher.encrypt(row.hashed_name));
      return legacy.length;
    },

    /** One of the owner's documents; another user's id is simply not found. */
    async get(ownerId: string, id: string) {
      const row = await findDocument(db, ownerId, id);
      if (!row) throw notFound('This history item');
      const { user_id: _owner, redaction_schema, ...summary } = withName(row);
      return {
        ...summary,
        entity_count: Number(summary.entity_count),
        redaction_schema: unseal(JSON.parse(redaction_schema) as StoredSchema),
      };
    },

    async remove(ownerId: string, id: string): Promise<void> {
      if (!(await deleteDocumentRow(db, ownerId, id))) throw notFound('This history item');
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
