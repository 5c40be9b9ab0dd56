export { HttpContentService } from './http-content-service.ts';
