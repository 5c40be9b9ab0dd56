export { ApiMarketingService } from './api-marketing-service.ts';
