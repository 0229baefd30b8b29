import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Review } from '@sladd/contract';
import { IconFileTypePdf, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { setReviewHandoff } from '../../../lib/navigation/review-handoff.ts';
import { useFileCheck } from '../hooks/use-file-check.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';
import { FileCheckStatus } from './file-check-status.tsx';

/**
 * "Open in workspace" (issue 32 item 4): the person chooses the file the review names; its SHA-256
 * is compared with the review's in the browser, and the very file opens in the workspace with the
 * review's marks on it (handed over in memory, never stored). A different file is refused here.
 */
export function OpenInWorkspace({ review, mayDecide }: { review: Review; mayDecide: boolean }) {
  const { t } = useReviewsTranslation();
  const navigate = useNavigate();
  const [opened, dialog] = useDisclosure(false);
  const { file, check, choose, reset } = useFileCheck(review.document_hash);

  async function pick(chosen: File | null) {
    if ((await choose(chosen)) !== 'matches' || !chosen) return;
    setReviewHandoff({ file: chosen, review, mayDecide });
    void navigate('/playground');
  }

  function close() {
    reset();
    dialog.close();
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLayoutSidebarLeftExpand size={16} aria-hidden="true" />}
        onClick={dialog.open}
        data-testid="open-in-workspace"
      >
        {t('openInWorkspace.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('openInWorkspace.title', { name: review.file_name })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('openInWorkspace.intro')}</Text>
          <FileInput
            label={t('openInWorkspace.file')}
            placeholder={t('release.filePlaceholder')}
            accept="application/pdf,.pdf"
            value={file}
            onChange={(chosen) => void pick(chosen)}
            leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
            clearable
            clearButtonProps={{ 'aria-label': t('release.clearFile') }}
            data-testid="open-file"
          />
          <FileCheckStatus
            check={check}
            texts={{
              matches: t('openInWorkspace.matches'),
              mismatchTitle: t('openInWorkspace.mismatchTitle'),
              mismatch: t('openInWorkspace.mismatch'),
            }}
            testId="open"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('release.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
