/**
 * Validation and error texts from the spec, keyed so the web can translate them (locale key
 * `validation.<key>`) while server and form agree to the letter.
 */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email must be less than 255 characters',
  emailInvalid: 'Invalid email format',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 50 characters',
  usernameInvalid:
    'Username must start with a letter or digit and contain only letters, digits, dots, underscores and hyphens',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain a special character',
  passwordsDoNotMatch: 'Passwords do not match',
  tokenInvalid: 'Invalid token',
  identifierRequired: 'Email or username is required',
  identifierTooLong: 'Email or username must be less than 255 characters',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm the new password',
  newPasswordSame: 'New password must be different from current password',
  deleteConfirmation: 'Type DELETE to confirm',
  departmentRequired: 'Please choose a department',
  departmentUnchanged: 'Choose a department different from your current one',
  sessionIdRequired: 'Session id is required',
  searchPatternEmpty: 'Search pattern cannot be empty',
  searchPatternTooLong: 'Search pattern must be at most 200 characters',
  searchPatternExists: 'This search term already exists',
  banWordEmpty: 'Ignored word cannot be empty',
  banWordTooLong: 'Ignored word must be at most 100 characters',
  banWordExists: 'This word is already in the ignore list',
  entitiesExist: 'Some entities already exist and were not added again',
  invalidFileType: 'Invalid file type. Please upload a JSON file.',
  fileTooLarge: 'File is too large. Maximum size is 5MB.',
  failedToParseJson: 'Failed to parse JSON',
  settingsNotObject: 'Invalid settings format: expected a JSON object',
  settingsMissingProperties: 'Invalid settings format: missing required properties',
  settingsInvalidGeneral: 'Invalid settings format: missing or invalid general settings',
  settingsTypesMismatch: 'Invalid settings format: property types mismatch',
  settingsInvalidTheme: 'Invalid theme value',
  settingsInvalidThreshold: 'Invalid detection threshold: should be between 0 and 1',
  settingsWordsNotArray: 'Invalid ban list: words should be an array or null',
  settingsWordsNotStrings: 'Invalid ban list: all words must be strings',
  settingsPatternsNotArray: 'Invalid settings format: search_patterns should be an array or null',
  settingsEntitiesNotArray: 'Invalid settings format: model_entities should be an array or null',
  ocrPageLimit:
    'Text recognition reads at most 50 pages without a text layer per file. Split the file into smaller parts and try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The key of a known message text, for translation; undefined for server texts without a key. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return (Object.keys(MESSAGES) as MessageKey[]).find((key) => MESSAGES[key] === text);
}
