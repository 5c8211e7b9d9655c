// `npx tsx scripts/lantern-path.ts .lighthouse/artifacts/<page>-<run>`: how Lighthouse's simulation
// (Lantern: slow 4G, 4x CPU) arrives at a run's largest contentful paint. Prints every request
// and every CPU task of 10 ms or more (simulated) in the paint's graph, with its simulated start
// and end, marking the chain that ends last. Needs a run kept with `npm run lighthouse --
// --artifacts`. What it shows is what to shorten: a request that waits for a task, a request
// that waits for a free connection (six per host over HTTP/1.1), a long task before the paint.
// Lighthouse's own modules: the artifacts as saved, and the metric as its audit computes it.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** The parts of a Lantern graph node this report reads. */
interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; resourceType?: string; transferSize?: number };
  getDependencies(): GraphNode[];
}
type Timings = Map<GraphNode, { startTime: number; endTime: number }>;
interface Estimate {
  timeInMs: number;
  nodeTimings: Timings;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx scripts/lantern-path.ts <artifacts dir of one run>');
  process.exit(2);
}
const artifacts = await loadArtifacts(dir);
const result = (await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  } as never,
  { computedCache: new Map() } as never,
)) as unknown as { timing: number; pessimisticEstimate: Estimate };

const { nodeTimings } = result.pessimisticEstimate;
const rows = [...nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
const endOf = (node: GraphNode) => nodeTimings.get(node)?.endTime ?? -1;

// The chain that ends last: from the last node back through the dependency that ended last.
const chain = new Set<GraphNode>();
let node: GraphNode | undefined = rows.reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a))[0];
while (node) {
  chain.add(node);
  node = node
    .getDependencies()
    .filter((dependency) => nodeTimings.has(dependency))
    .sort((a, b) => endOf(b) - endOf(a))[0];
}

const ms = (value: number) => String(Math.round(value)).padStart(6);
console.log(`largest contentful paint (simulated): ${Math.round(result.timing)} ms`);
console.log(' start    end  what (* = the chain that ends last)');
for (const [entry, { startTime, endTime }] of rows) {
  const onChain = chain.has(entry);
  if (entry.type === 'cpu' && endTime - startTime < 10 && !onChain) continue;
  const what =
    entry.type === 'network' && entry.request
      ? `${entry.request.resourceType ?? ''} ${entry.request.url.replace(/^https?:\/\/[^/]+/, '')} (${entry.request.transferSize ?? 0} B)`
      : `task (${Math.round(entry.duration / 1000)} ms observed)`;
  console.log(`${ms(startTime)} ${ms(endTime)}  ${onChain ? '*' : ' '} ${what}`);
}
