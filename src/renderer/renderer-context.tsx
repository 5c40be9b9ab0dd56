import type { FromSchema } from 'json-schema-to-ts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { widgetSlotSchema } from '../../schemas/content/blocks/widget-slot.schema.ts';
import type { AnalyticsService, ErrorReporter } from '../kernel/types/index.ts';
import type { BlockRegistry } from './define-block.ts';

/** A commerce widget mounted by a `widget-slot` block; widgets live in features and read MobX stores. */
export type WidgetComponent = ComponentType<{ title?: string; settings: Record<string, unknown> }> & {
  preload?: () => Promise<unknown>;
};

/** The names a `widget-slot` block may mount: the enum of its schema, so a misspelt name fails the type check. */
export type WidgetName = FromSchema<typeof widgetSlotSchema>['widget'];

/** Every widget by name, as the app registers them: a missing or misspelt name fails the type check. */
export type WidgetRegistry = { readonly [K in WidgetName]: WidgetComponent };

/**
 * The widgets a renderer environment offers, by name: stories and tests register only some (a slot whose widget is
 * missing renders nothing, or a placeholder in preview), but never a name the schema does not allow.
 */
export type WidgetMap = Partial<WidgetRegistry>;

/** What the renderer needs from the app: the block registry, the widgets, and where to report. */
export interface RendererEnvironment {
  registry: BlockRegistry;
  widgets: WidgetMap;
  reporter: ErrorReporter;
  analytics: AnalyticsService;
  /** Preview and Storybook show a visible placeholder for a broken block; production skips it silently. */
  showPlaceholders: boolean;
  /**
   * The server, where effects never run, reports a broken block while rendering it (its reporter drops repeats of a
   * render retried after suspending); the browser reports from an effect, once per block.
   */
  reportsWhileRendering?: boolean;
}

const RendererContext = createContext<RendererEnvironment | null>(null);
const FileContext = createContext<string>('');

/** Provide the renderer environment (composition root, Storybook decorator, tests). */
export function RendererProvider({
  environment,
  children,
}: {
  environment: RendererEnvironment;
  children: ReactNode;
}) {
  return <RendererContext.Provider value={environment}>{children}</RendererContext.Provider>;
}

/** Name the content file the blocks below come from, so every report says which file. */
export function ContentFile({ file, children }: { file: string; children: ReactNode }) {
  return <FileContext.Provider value={file}>{children}</FileContext.Provider>;
}

export function useRenderer(): RendererEnvironment {
  const environment = useContext(RendererContext);
  if (!environment) throw new Error('useRenderer() needs <RendererProvider>');
  return environment;
}

export function useContentFile(): string {
  return useContext(FileContext);
}
