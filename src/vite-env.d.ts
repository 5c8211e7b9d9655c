/// <reference types="vite/client" />

/**
 * True in the test build, the dev server and Vitest; false in the production build, whose
 * minifier then drops every branch it guards (scripts/test-only-code.ts).
 */
declare const __TEST_BUILD__: boolean;

/** The test build's routes (src/routes/test-only-routes.tsx); an empty list in production. */
declare module 'virtual:test-only-routes' {
  export const testOnlyRoutes: readonly import('./routes/route-entry').RouteEntry[];
}

/** A locale file precompiled to ICU ASTs (scripts/compile-messages.ts). */
declare module 'virtual:compiled-messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

/** Per flow, per locale: a loader of the texts its wizard shows (scripts/compile-messages.ts). */
declare module 'virtual:flow-messages' {
  type Messages = Record<string, import('react-intl').MessageFormatElement[]>;
  export const flowMessageLoaders: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ default: Messages }>>>>
  >;
}

/** Every flow, loaded on demand with its schemas and standalone validators (scripts/compile-flows.ts). */
declare module 'virtual:compiled-flows' {
  type FlowResources = import('./engine/core/types/schema').FlowResources;
  /** Loads a flow with its schemas and validators, by flow id. */
  export const flowLoaders: Readonly<Record<string, () => Promise<FlowResources>>>;
  /** The ids of all flows. */
  export const flowIds: readonly string[];
  /**
   * Where each flow lives, by flow id: its wizard route, its success route and the permission
   * flags its wizard route is gated by (the flow file's `requiredFlags`; the route table reads them).
   */
  export const flowRoutes: Readonly<
    Record<string, { route: string; successRoute: string; requiredFlags: readonly string[] }>
  >;
  /** The resources of a flow; rejects for an unknown flow id. */
  export function flowResources(flowId: string): Promise<FlowResources>;
}

/** One flow with its schemas and standalone validators (scripts/compile-flows.ts). */
declare module 'virtual:compiled-flows/*' {
  export const resources: import('./engine/core/types/schema').FlowResources;
}

/** The standalone validator of one step schema (scripts/compile-flows.ts). */
declare module 'virtual:step-validators/*' {
  export const validate: import('./engine/core/types/schema').CompiledValidator;
}
