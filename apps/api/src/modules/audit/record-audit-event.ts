import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { AuditDeps } from './audit.deps.ts';
import { insertAuditEvent } from './audit.repository.ts';
import { documentNameHash, nowOf } from './audit-shapes.ts';

/** One step to write to an organization's trail. The file name is hashed here and never stored. */
export interface AuditEventInput {
  organizationId: string;
  actorUserId: string;
  action: AuditAction;
  fileName: string;
  /** The SHA-256 of the file's bytes (hex), when known. */
  documentHash?: string | undefined;
  /** The legal basis ids used. */
  codes?: readonly string[] | undefined;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Writes one audit event: who, what, which document (by keyed hash), which codes, when. */
export async function recordAuditEvent(deps: AuditDeps, event: AuditEventInput): Promise<void> {
  const documentHash = event.documentHash?.toLowerCase();
  if (documentHash !== undefined && !SHA256_HEX.test(documentHash))
    throw new AppError(
      'VALIDATION_ERROR',
      'A document hash is the SHA-256 of the file, 64 hexadecimal digits.',
    );
  await insertAuditEvent(deps.db, {
    id: randomUUID(),
    organization_id: event.organizationId,
    actor_user_id: event.actorUserId,
    action: event.action,
    document_name_hash: documentNameHash(deps.nameKey, event.organizationId, event.fileName),
    document_hash: documentHash ?? null,
    codes: JSON.stringify([...new Set(event.codes ?? [])].sort()),
    at: nowOf(deps).toISOString(),
  });
}
