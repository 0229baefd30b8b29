import { ActionIcon, Button, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sladd/contract';
import { useAddFiles } from '../hooks/use-add-files.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

interface FileUploaderProps {
  mode: 'add' | 'replace';
  variant: 'panel' | 'icon';
}

/** Drag and drop or picker; PDF only, multiple, at most 20 minus the files already open. */
export function FileUploader({ mode, variant }: FileUploaderProps) {
  const { t } = useTranslation('workspace');
  const handleFiles = useAddFiles();
  const count = useWorkspace((s) => s.files.length);
  const openRef = useRef<() => void>(null);
  const remaining = mode === 'replace' ? LIMITS.maxFiles : LIMITS.maxFiles - count;

  const dropzone = (children: React.ReactNode, hidden = false) => (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => handleFiles(files, mode)}
      onReject={(rejections) => handleFiles(rejections.map((r) => r.file), mode)}
      accept={['application/pdf']}
      multiple
      maxFiles={Math.max(1, remaining)}
      activateOnClick={!hidden}
      className={hidden ? 'ws-hidden-dropzone' : 'ws-dropzone'}
      data-testid={`uploader-${mode}-${variant}`}
      aria-label={t('upload.title')}
    >
      {children}
    </Dropzone>
  );

  if (variant === 'icon')
    return (
      <>
        {dropzone(null, true)}
        <Tooltip label={mode === 'add' ? t('upload.addFiles') : t('toolbar.open')}>
          <ActionIcon variant="default" size="lg" onClick={() => openRef.current?.()} aria-label={mode === 'add' ? t('upload.addFiles') : t('toolbar.open')}>
            <IconUpload size={18} />
          </ActionIcon>
        </Tooltip>
      </>
    );

  return (
    <div className="ws-upload-panel">
      {dropzone(
        <Stack align="center" gap="md" maw={460} ta="center" mx="auto" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconFileUpload size={34} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('upload.title')}
          </Title>
          <Text c="dimmed">{t('upload.text')}</Text>
          <Button component="span" leftSection={<IconFileUpload size={18} aria-hidden="true" />}>
            {t('upload.choose')}
          </Button>
        </Stack>,
      )}
    </div>
  );
}
