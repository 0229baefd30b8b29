import { ActionIcon, Button, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddFiles } from '../hooks/use-add-files.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

interface FileUploaderProps {
  mode: 'add' | 'replace';
  variant: 'panel' | 'icon';
  /**
   * The workspace's file picker: opens whenever the open command asks (the store's
   * filePickerRequest), and shows no button of its own: the command's button is the button.
   */
  isCommandTarget?: boolean;
}

/** Drag and drop or picker; PDF only, multiple, at most 20 with the files already open (use-add-files checks). */
export function FileUploader({ mode, variant, isCommandTarget = false }: FileUploaderProps) {
  const { t } = useTranslation('workspace');
  const handleFiles = useAddFiles();
  const openRef = useRef<() => void>(null);
  const request = useWorkspace((s) => s.ui.filePickerRequest);
  const seenRequest = useRef(request);

  useEffect(() => {
    if (!isCommandTarget || request === seenRequest.current) return;
    seenRequest.current = request;
    openRef.current?.();
  }, [isCommandTarget, request]);

  const dropzone = (children: React.ReactNode, hidden = false) => (
    <Dropzone
      openRef={openRef}
      // One decision for the whole choice: the dropzone would split it into accepted and rejected
      // files (the first `maxFiles` accepted), and 21 files would open 20, or replace them by one.
      onDropAny={(files, rejections) => void handleFiles([...files, ...rejections.map((r) => r.file)], mode)}
      onDrop={() => undefined}
      accept={['application/pdf']}
      multiple
      activateOnClick={!hidden}
      className={hidden ? 'ws-hidden-dropzone' : 'ws-dropzone'}
      data-testid={`uploader-${mode}-${variant}`}
      aria-label={t('upload.title')}
    >
      {children}
    </Dropzone>
  );

  if (isCommandTarget) return dropzone(null, true);
  if (variant === 'icon')
    return (
      <>
        {dropzone(null, true)}
        <Tooltip label={mode === 'add' ? t('upload.addFiles') : t('toolbar.open')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => openRef.current?.()}
            aria-label={mode === 'add' ? t('upload.addFiles') : t('toolbar.open')}
          >
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
