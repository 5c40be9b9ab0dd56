/** Precompiled Ajv validators generated at build time by scripts/vite-plugin-content-validators.ts. */
interface ValidatorFunction {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: object }> | null;
}

declare module 'virtual:content-validators' {
  import type { BlockType } from '../../schemas/content/blocks/index.ts';
  import type { ContentFileId } from '../../schemas/content/content-paths.ts';
  export const validators: {
    metadata: ValidatorFunction;
    content: Record<ContentFileId, ValidatorFunction>;
    blocks: Record<BlockType, ValidatorFunction>;
  };
}
