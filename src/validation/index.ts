export {
  blockIssuesIn,
  loadValidators,
  loadValidatorsFor,
  trustCheckedContent,
  validateBlock,
  validateContent,
  validateMetadata,
  type ValidationIssue,
} from './content-validators.ts';
