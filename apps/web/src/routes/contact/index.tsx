import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/simple-page.tsx';

const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? 'kontakt@sladd.no';

/** /contact: linked from the pricing page's enterprise card. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('contact.title')} intro={t('contact.intro')}>
      <Text>
        {t('contact.emailUs')}{' '}
        <Anchor href={`mailto:${CONTACT_EMAIL}`} fw={600}>
          {CONTACT_EMAIL}
        </Anchor>
      </Text>
    </SimplePage>
  );
}
