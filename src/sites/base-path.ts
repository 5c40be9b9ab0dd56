export { basePath, parseSitePath, sitePath, switchLanguagePath } from '../../shared/site-paths.ts';
