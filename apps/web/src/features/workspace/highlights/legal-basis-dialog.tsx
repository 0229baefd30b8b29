import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLegalBases } from '../../../lib/queries/use-legal-bases.ts';
import { setLegalBasis, setUi } from '../commands/index.ts';
import { legalBasisLabel } from '../lib/legal-basis.ts';
import { notifyInfo } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { LegalBasisPicker } from './legal-basis-picker.tsx';

/** The L shortcut's dialog: picks the legal basis of the selected marks (one undo step). */
export function LegalBasisDialog() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const ids = useWorkspace((s) => s.ui.legalBasisFor);
  const shared = useWorkspace((s) => {
    const codes = new Set((s.ui.legalBasisFor ?? []).map((id) => s.highlights[id]?.legalBasis));
    return codes.size === 1 ? [...codes][0] : undefined;
  });
  const { data: bases } = useLegalBases();
  const close = () => setUi(store, { legalBasisFor: null });
  const handlePick = (code: string | undefined) => {
    close();
    const count = setLegalBasis(store, ids ?? [], code);
    if (count > 0)
      notifyInfo(
        code
          ? t('legalBasis.setNotice', { count, label: legalBasisLabel(code, bases?.codes) })
          : t('legalBasis.clearedNotice', { count }),
      );
  };
  return (
    <Modal
      opened={ids !== null}
      onClose={close}
      title={t('legalBasis.dialogTitle', { count: ids?.length ?? 0 })}
      size="md"
    >
      {ids !== null && <LegalBasisPicker value={shared} onPick={handlePick} autoFocus />}
    </Modal>
  );
}
