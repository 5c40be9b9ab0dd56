export { basePath, parseSitePath, sitePath, switchLanguagePath } from '../../schemas/content/site-paths.ts';
