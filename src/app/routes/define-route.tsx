import type {
  ResolvedRoute,
  RouteContext,
  RouteModule,
  SiteRouteDefinition,
} from '../../routing/route-types.ts';

/** Turns a route module into an entry of the table, binding each match to the module's screen, head and loading. */
export function defineRoute<Match>(route: RouteModule<Match>): SiteRouteDefinition {
  return {
    id: route.id,
    resolve(context: RouteContext): ResolvedRoute | undefined {
      const match = route.match(context);
      if (match === undefined) return undefined;
      const { Screen } = route;
      return {
        id: route.id,
        notFound: route.notFound ?? false,
        head: () => route.head?.(match, context),
        redirect: () => route.redirect?.(match, context),
        async prepare(prepareContext) {
          const [outcome] = await Promise.all([route.prepare?.(match, prepareContext), Screen.preload?.()]);
          return outcome ?? {};
        },
        render: () => <Screen match={match} context={context} />,
      };
    },
  };
}
