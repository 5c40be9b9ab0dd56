export { HttpMarketingService } from './http-marketing-service.ts';
