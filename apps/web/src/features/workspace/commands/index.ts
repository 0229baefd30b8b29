export * from './file-commands.ts';
export * from './highlight-commands.ts';
export * from './view-commands.ts';
export * from './detection-commands.ts';
export * from './search-commands.ts';
export * from './scan-commands.ts';
export { redo, transaction, undo } from '../store/history.ts';
export * from './redaction-commands.ts';
export * from './ui-commands.ts';
