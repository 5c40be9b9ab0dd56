import { type ContentFileId, contentFilePaths, contentPath } from '../../schemas/content/content-paths.ts';
import type { ContentService, ErrorReporter } from '../services/types/index.ts';
import { loadValidators, validateContent } from '../validation/index.ts';
import type { ContentOf } from './content-types.ts';

/** Files whose absence is normal and not worth a report. */
const SILENT_WHEN_MISSING: readonly ContentFileId[] = ['measurementsChart'];

/**
 * Loads one content file: fetch, parse, validate against its schema. Every problem is reported with the file, the
 * JSON pointer and the rule broken; the caller gets `null` and renders what it can without the file.
 */
export class ContentLoader {
  constructor(
    private readonly service: ContentService,
    private readonly reporter: ErrorReporter,
  ) {}

  async load<Id extends ContentFileId>(
    siteId: string,
    id: Id,
    params: { language?: string; name?: string } = {},
  ): Promise<ContentOf<Id> | null> {
    const file = `${siteId}/${contentPath(id, params)}`;
    // Validators and content download in parallel.
    const [result] = await Promise.all([this.service.fetchFile(file), loadValidators()]);
    if (result.kind !== 'ok') {
      this.reportFailure(id, file, result.kind, 'status' in result ? result.status : undefined);
      return null;
    }
    let data: unknown;
    try {
      data = JSON.parse(result.text);
    } catch (error) {
      this.reporter.report({
        kind: 'content',
        file,
        pointer: '',
        rule: 'invalid-json',
        message: String(error),
      });
      return null;
    }
    const issues = await validateContent(id, data);
    for (const issue of issues) this.reporter.report({ kind: 'content', file, ...issue });
    return issues.length ? null : (data as ContentOf<Id>);
  }

  private reportFailure(id: ContentFileId, file: string, kind: string, status?: number): void {
    const required = contentFilePaths[id].required;
    if (kind === 'missing') {
      if (required && !SILENT_WHEN_MISSING.includes(id)) {
        this.reporter.report({
          kind: 'content',
          file,
          rule: 'missing-file',
          message: `No content for ${file}`,
        });
      }
      return;
    }
    if (kind === 'blocked') {
      this.reporter.report({
        kind: 'network',
        file,
        rule: 'waf',
        message: `JSON Missing (blocked, status ${status})`,
      });
      return;
    }
    this.reporter.report({
      kind: 'network',
      file,
      rule: kind,
      message: `Problem fetching ${file}: ${kind} ${status ?? ''}`.trim(),
    });
  }
}
