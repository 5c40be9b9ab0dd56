import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AnalyticsService, ErrorReporter } from '../services/types/index.ts';
import type { BlockRegistry } from './define-block.ts';

/** A commerce widget mounted by a `widget-slot` block; widgets live in features and read MobX stores. */
export type WidgetComponent = ComponentType<{ title?: string; settings: Record<string, unknown> }>;

/** What the renderer needs from the app: the block registry, the widgets, and where to report. */
export interface RendererEnvironment {
  registry: BlockRegistry;
  widgets: Readonly<Record<string, WidgetComponent>>;
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
