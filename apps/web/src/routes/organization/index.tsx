import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/simple-page.tsx';

/** /organization: members, domains and roles arrive with document 3's issue. */
export function OrganizationPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('organization.title')} intro={t('organization.intro')} />;
}
