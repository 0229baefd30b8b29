import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import billingEn from '../../locales/billing.en.json';
import billingNo from '../../locales/billing.no.json';
import en from '../../locales/en.json';
import no from '../../locales/no.json';
import organizationEn from '../../locales/organization.en.json';
import organizationNo from '../../locales/organization.no.json';
import reviewsEn from '../../locales/reviews.en.json';
import reviewsNo from '../../locales/reviews.no.json';
import settingsEn from '../../locales/settings.en.json';
import settingsNo from '../../locales/settings.no.json';
import tutorialEn from '../../locales/tutorial.en.json';
import tutorialNo from '../../locales/tutorial.no.json';
import workspaceEn from '../../locales/workspace.en.json';
import workspaceNo from '../../locales/workspace.no.json';
import { readStored, STORAGE_KEYS, writeStored } from '../storage/local-store.ts';
import { htmlLangOf, pickLanguage, type Language } from './pick-language.ts';

/** Initialises i18next with both locales bundled (they are small; no network round trip). */
export async function setupI18n(): Promise<void> {
  const language = pickLanguage(
    readStored(STORAGE_KEYS.language),
    navigator.languages ?? [navigator.language],
  );
  await i18next.use(initReactI18next).init({
    resources: {
      en: {
        translation: en,
        workspace: workspaceEn,
        settings: settingsEn,
        billing: billingEn,
        organization: organizationEn,
        reviews: reviewsEn,
        tutorial: tutorialEn,
      },
      no: {
        translation: no,
        workspace: workspaceNo,
        settings: settingsNo,
        billing: billingNo,
        organization: organizationNo,
        reviews: reviewsNo,
        tutorial: tutorialNo,
      },
    },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLangOf(language);
}

/** Switches language, remembers it on this device and updates <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  writeStored(STORAGE_KEYS.language, language);
  document.documentElement.lang = htmlLangOf(language);
}
