import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** After sign-up (?registered=true or ?verifyEmail=true): check your e-mail, or get a new link. */
export function CheckEmailBanner() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) return null;
  return (
    <Alert
      color="ink"
      variant="light"
      icon={<IconMailCheck size={20} aria-hidden="true" />}
      title={t('login.checkEmail.title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setIsOpen(false)}
      mb="lg"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('login.checkEmail.text')}</Text>
        <Button component={Link} to="/resend-verification" size="xs" variant="default">
          {t('login.checkEmail.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
