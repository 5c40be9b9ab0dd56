/** Precompiled Ajv validators generated at build time by scripts/vite-plugin-content-validators.ts. */
interface ValidatorFunction {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: object }> | null;
}

interface ContentValidatorGroup {
  metadata?: ValidatorFunction;
  content: Record<string, ValidatorFunction | undefined>;
  blocks: Record<string, ValidatorFunction | undefined>;
}

declare module 'virtual:content-validators/first-load' {
  export const validators: ContentValidatorGroup;
}

declare module 'virtual:content-validators/later' {
  export const validators: ContentValidatorGroup;
}

declare module 'virtual:content-validators/after-load/*' {
  export const validators: ContentValidatorGroup;
}
