export { validateBlock, validateContent, validateMetadata, type ValidationIssue } from './content-validators.ts';
