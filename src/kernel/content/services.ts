export { HttpContentService } from './http-content-service.ts';
export {
  CHECKED_FILES_KEY,
  MISSING_FILES_KEY,
  PrimedContentService,
  RecordingContentService,
} from './primed-content-service.ts';
export { PreviewMetadataContentService } from './preview-metadata-content-service.ts';
