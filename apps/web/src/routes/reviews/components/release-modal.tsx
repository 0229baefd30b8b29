import { Button, Checkbox, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Review } from '@sladd/contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useFileCheck } from '../hooks/use-file-check.ts';
import { useReleaseReview } from '../hooks/use-reviews.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';
import { FileCheckStatus } from './file-check-status.tsx';

interface ReleaseModalProps {
  review: Review;
  opened: boolean;
  onClose: () => void;
}

/**
 * Releasing an approved review: the person chooses the reviewed file, its SHA-256 is compared with
 * the review's in the browser (a different file is refused before anything is sent), then it is
 * redacted with the approved marks and downloaded.
 */
export function ReleaseModal({ review, opened, onClose }: ReleaseModalProps) {
  const { t, i18n } = useReviewsTranslation();
  const { file, check, choose, reset } = useFileCheck(review.document_hash);
  const [printCodes, setPrintCodes] = useState(true);
  const [includeLog, setIncludeLog] = useState(false);
  const [documentName, setDocumentName] = useState('');
  const release = useReleaseReview(review);

  function close() {
    reset();
    release.reset();
    onClose();
  }

  function submit() {
    if (!file || check !== 'matches') return;
    release.mutate(
      {
        file,
        options: {
          printCodes,
          includeLog,
          language: i18n.resolvedLanguage === 'en' ? 'en' : 'no',
          documentName,
        },
      },
      { onSuccess: close },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('release.title', { name: review.file_name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('release.intro')}</Text>
        <FileInput
          label={t('release.file')}
          placeholder={t('release.filePlaceholder')}
          accept="application/pdf,.pdf"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
          clearable
          clearButtonProps={{ 'aria-label': t('release.clearFile') }}
          data-testid="release-file"
        />
        <FileCheckStatus
          check={check}
          texts={{
            matches: t('release.matches'),
            mismatchTitle: t('release.mismatchTitle'),
            mismatch: t('release.mismatch'),
          }}
          testId="release"
        />
        <Checkbox
          label={t('release.printCodes')}
          description={t('release.printCodesHint')}
          checked={printCodes}
          onChange={(event) => setPrintCodes(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('release.includeLog')}
          description={t('release.includeLogHint')}
          checked={includeLog}
          onChange={(event) => setIncludeLog(event.currentTarget.checked)}
        />
        {includeLog && (
          <TextInput
            label={t('release.documentName')}
            description={t('release.documentNameHint')}
            value={documentName}
            onChange={(event) => setDocumentName(event.currentTarget.value)}
            maxLength={200}
            size="sm"
            pl={32}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('release.cancel')}
          </Button>
          <Button onClick={submit} disabled={check !== 'matches'} loading={release.isPending}>
            {t('release.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
