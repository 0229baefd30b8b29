/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Link target of the footer's main-website link. */
  readonly VITE_MAIN_WEBSITE_URL?: string;
  /** Address shown on the contact page. */
  readonly VITE_CONTACT_EMAIL?: string;
}
