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

/** Redaction history: coordinates and types in clear; the covered text and the file name sealed with AES-GCM. */
export function createDocumentsService(db: Kysely<Database>, cipher: FieldCipher) {
  const seal = (schema: RedactionSchema): RedactionSchema => ({
    pages: schema.pages.map((page) => ({
      page: page.page,
      sensitive: page.sensitive.map((item) => ({
        ...item,
        original_text: cipher.encrypt(item.original_text),
      })),
    })),
  });
  const unseal = (schema: RedactionSchema): RedactionSchema => ({
    pages: schema.pages.map((page) => ({
      page: page.page,
      sensitive: page.sensitive.map((item) => ({
        ...item,
        original_text: cipher.decrypt(item.original_text),
      })),
    })),
  });

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
        redaction_schema: unseal(JSON.parse(redaction_schema) as RedactionSchema),
      };
    },

    async remove(ownerId: string, id: string): Promise<void> {
      if (!(await deleteDocumentRow(db, ownerId, id))) throw notFound('This history item');
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
