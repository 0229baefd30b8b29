import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useBillingTranslation } from '../../features/billing/use-billing.ts';
import { ContactForm } from './components/contact-form.tsx';

/** /contact: the enterprise card's contact form (posts sendContactMessage; delivered by e-mail). */
export function ContactPage() {
  const { t } = useBillingTranslation();
  const [isSent, setIsSent] = useState(false);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('contact.title')}</Title>
          <Text c="dimmed">{t('contact.subtitle')}</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          {isSent ? (
            <Stack align="center" ta="center" gap="sm" py="lg" data-testid="contact-sent">
              <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden="true">
                <IconCircleCheck size={30} />
              </ThemeIcon>
              <Stack gap={4} role="status">
                <Title order={2} size="h4">
                  {t('contact.sentTitle')}
                </Title>
                <Text>{t('contact.sentText')}</Text>
              </Stack>
              <Button variant="default" onClick={() => setIsSent(false)}>
                {t('contact.sendAnother')}
              </Button>
            </Stack>
          ) : (
            <ContactForm onSent={() => setIsSent(true)} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
