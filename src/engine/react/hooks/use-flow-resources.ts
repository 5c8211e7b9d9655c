/**
 * Loads a flow's resources (flow file, schemas, standalone validators) lazily: each flow is its
 * own chunk (`virtual:compiled-flows`, scripts/compile-flows.ts), fetched when its wizard opens and kept for the session.
 */
import { useEffect, useState } from 'react';
import { flowResources } from 'virtual:compiled-flows';
import type { FlowResources } from '../../core';

const loaded = new Map<string, FlowResources>();
const loading = new Map<string, Promise<FlowResources>>();

/** Starts (or reuses) the load of a flow; resolves once it is kept for the session. */
export function preloadFlow(flowId: string): Promise<FlowResources> {
  return load(flowId);
}

/** Starts (or reuses) the load of a flow. */
function load(flowId: string): Promise<FlowResources> {
  let promise = loading.get(flowId);
  if (!promise) {
    promise = flowResources(flowId).then((resources) => {
      loaded.set(flowId, resources);
      return resources;
    });
    promise.catch(() => loading.delete(flowId));
    loading.set(flowId, promise);
  }
  return promise;
}

/** What the hook gives while loading (both undefined), after loading, or after a failure. */
export interface FlowResourcesState {
  resources?: FlowResources;
  error?: unknown;
}

/** The resources of `flowId`, loading them on first use. */
export function useFlowResources(flowId: string): FlowResourcesState {
  const [state, setState] = useState<FlowResourcesState & { flowId?: string }>(() => {
    const resources = loaded.get(flowId);
    return resources ? { flowId, resources } : {};
  });
  useEffect(() => {
    if (state.flowId === flowId) return;
    let current = true;
    load(flowId).then(
      (resources) => current && setState({ flowId, resources }),
      (error: unknown) => current && setState({ flowId, error }),
    );
    return () => {
      current = false;
    };
  }, [flowId, state.flowId]);
  return state.flowId === flowId ? state : {};
}
