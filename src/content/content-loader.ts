import { type ContentFileId, contentFilePaths, contentPath } from '../../schemas/content/content-paths.ts';
import type { ContentService, ErrorReporter } from '../kernel/types/index.ts';
import {
  blockIssuesIn,
  loadValidators,
  loadValidatorsFor,
  trustCheckedContent,
  validateContent,
} from '../validation/index.ts';
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
    // Content the server checked before sending it with the page is not checked again: no validators to fetch.
    const checkedByServer = this.service.checkedByServer?.(file) ?? false;
    // Otherwise validators and content download in parallel.
    const [result] = await Promise.all([
      this.service.fetchFile(file),
      checkedByServer ? undefined : loadValidatorsFor(id),
    ]);
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
    if (checkedByServer) {
      trustCheckedContent(data);
      return data as ContentOf<Id>;
    }
    const issues = await validateContent(id, data);
    for (const issue of issues) this.reporter.report({ kind: 'content', file, ...issue });
    if (this.service.checked) this.service.checked(file, !issues.length && (await this.blocksPass(data)));
    return issues.length ? null : (data as ContentOf<Id>);
  }

  /** Whether every block in a file passes its schema (blocks are reported where they render, not here). */
  private async blocksPass(data: unknown): Promise<boolean> {
    await loadValidators();
    return blockIssuesIn(data).length === 0;
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
