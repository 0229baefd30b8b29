import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Review } from '@sladd/contract';
import { IconAlertTriangle, IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { isSameDocument } from '../../../lib/security/sha256.ts';
import { useReleaseReview } from '../hooks/use-reviews.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';

type Check = 'idle' | 'checking' | 'matches' | 'differs' | 'unreadable';

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
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check>('idle');
  const [printCodes, setPrintCodes] = useState(true);
  const [includeLog, setIncludeLog] = useState(false);
  const [documentName, setDocumentName] = useState('');
  const release = useReleaseReview(review);

  async function choose(chosen: File | null) {
    setFile(chosen);
    if (!chosen) return setCheck('idle');
    setCheck('checking');
    try {
      setCheck(
        (await isSameDocument(await chosen.arrayBuffer(), review.document_hash)) ? 'matches' : 'differs',
      );
    } catch {
      setCheck('unreadable');
    }
  }

  function close() {
    setFile(null);
    setCheck('idle');
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
        {check === 'checking' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('release.checking')}</Text>
          </Group>
        )}
        {check === 'matches' && (
          <Group gap="xs" wrap="nowrap" data-testid="release-match">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />
            <Text size="sm">{t('release.matches')}</Text>
          </Group>
        )}
        {(check === 'differs' || check === 'unreadable') && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={check === 'differs' ? t('release.mismatchTitle') : undefined}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            role="alert"
            data-testid="release-mismatch"
          >
            {check === 'differs' ? t('release.mismatch') : t('release.readFailed')}
          </Alert>
        )}
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
