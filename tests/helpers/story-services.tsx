import { createContext, useContext } from 'react';
import type { createFakeServices } from './fake-services.ts';

/** The fake services behind a story's stores, for stories that script them (the stores never expose services). */
export const StoryServicesContext = createContext<ReturnType<typeof createFakeServices> | null>(null);

/** The story's fake services; throws outside the Storybook preview's environment. */
export function useStoryServices(): ReturnType<typeof createFakeServices> {
  const services = useContext(StoryServicesContext);
  if (!services) throw new Error('useStoryServices() needs the Storybook preview environment');
  return services;
}
