export {
  loadValidators,
  validateBlock,
  validateContent,
  validateMetadata,
  type ValidationIssue,
} from './content-validators.ts';
