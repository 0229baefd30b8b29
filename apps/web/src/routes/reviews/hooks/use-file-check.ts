import { useState } from 'react';
import { isSameDocument } from '../../../lib/security/sha256.ts';

export type FileCheck = 'idle' | 'checking' | 'matches' | 'differs' | 'unreadable';

/**
 * A chosen file checked against a review's SHA-256 in the browser (decision 0061): a different file
 * is refused before anything is sent or opened. `choose` answers the outcome too.
 */
export function useFileCheck(documentHash: string) {
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<FileCheck>('idle');

  async function choose(chosen: File | null): Promise<FileCheck> {
    setFile(chosen);
    if (!chosen) {
      setCheck('idle');
      return 'idle';
    }
    setCheck('checking');
    let outcome: FileCheck;
    try {
      outcome = (await isSameDocument(await chosen.arrayBuffer(), documentHash)) ? 'matches' : 'differs';
    } catch {
      outcome = 'unreadable';
    }
    setCheck(outcome);
    return outcome;
  }

  function reset() {
    setFile(null);
    setCheck('idle');
  }

  return { file, check, choose, reset };
}
