// The studio's step graph drawn as an SVG diagram (`stepDiagram`): steps top to bottom with their
// kind, each a link that selects the step (named by its id and whether this member sees it), the
// member's path drawn bold, skipped steps dashed, grey and marked in words. The list beside it
// (studio-graph.tsx) says the same for screen readers: the edges here are hidden from them.
import { styled } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate } from 'react-router';
import { LINE_HEIGHT, stepDiagram, type DiagramNode, type DiagramTexts } from './step-diagram';
import type { StepGraphProps } from './studio-graph';
import { studioPath } from './studio-path';

const Frame = styled('div')({
  overflowX: 'auto',
  marginBottom: 16,
  '& svg': { display: 'block', fontFamily: 'monospace', fontSize: 12 },
  '& a:focus-visible rect': { outline: 'none', stroke: '#0b57d0', strokeWidth: 4 },
});

const INK = '#1f1f1f';
const PATH = '#0b57d0';
const MUTED = '#5c5c5c';

/** A step node: a link to the step, drawn as a box with its lines of text. */
function StepNode({
  node,
  flowId,
  current,
}: {
  node: DiagramNode;
  flowId: string;
  current: boolean;
}) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const to = { pathname: studioPath(flowId, node.step?.id), search: location.search };
  const href = useHref(to);
  return (
    <a
      href={href}
      data-step={node.step?.id}
      data-state={node.state}
      aria-current={current ? 'step' : undefined}
      aria-label={intl.formatMessage(
        { id: 'page.devbox.studio.diagram.node' },
        { step: node.step?.id, state: node.state },
      )}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      <NodeBox node={node} strong={current} />
    </a>
  );
}

/** The box and text of a node. */
function NodeBox({ node, strong }: { node: DiagramNode; strong: boolean }) {
  const skipped = node.state === 'skipped';
  const left = node.x - node.width / 2;
  const top = node.y - node.height / 2;
  return (
    <>
      <rect
        x={left}
        y={top}
        width={node.width}
        height={node.height}
        rx={node.step ? 4 : node.height / 2}
        fill={skipped ? '#f1f1f1' : '#ffffff'}
        stroke={skipped ? MUTED : PATH}
        strokeWidth={strong ? 3 : skipped ? 1 : 2}
        strokeDasharray={skipped ? '5 4' : undefined}
      />
      {node.lines.map((line, at) => (
        <text
          key={line}
          x={node.x}
          y={top + 5 + LINE_HEIGHT * (at + 0.75)}
          textAnchor="middle"
          fill={skipped ? MUTED : INK}
          fontWeight={at === 0 && node.step ? 600 : undefined}
        >
          {line}
        </text>
      ))}
    </>
  );
}

/** The step graph of `resources.flow` as a diagram, for this member. */
export function StudioDiagram({ resources, outcome, stepId }: StepGraphProps) {
  const intl = useIntl();
  // Marker ids go into url(#…): letters and digits only.
  const arrow = `arrow${useId().replace(/[^a-z0-9]/gi, '')}`;
  const { flow } = resources;
  const diagram = useMemo(() => {
    const texts: DiagramTexts = {
      node: ({ step, state }) =>
        step
          ? [
              step.id,
              intl.formatMessage(
                { id: 'page.devbox.studio.diagram.kind' },
                { kind: step.kind, state },
              ),
            ]
          : [intl.formatMessage({ id: `page.devbox.studio.diagram.${state}` })],
      edge: (edge, condition) =>
        condition !== undefined
          ? intl.formatMessage({ id: 'page.devbox.studio.diagram.if' }, { condition })
          : edge.otherwise
            ? intl.formatMessage({ id: 'page.devbox.studio.diagram.otherwise' })
            : undefined,
    };
    return stepDiagram(flow, (index) => outcome?.steps[index]?.shown ?? true, texts);
  }, [flow, outcome, intl]);

  return (
    <Frame>
      <svg
        data-testid="studio-diagram"
        role="group"
        aria-label={intl.formatMessage({ id: 'page.devbox.studio.diagram.label' })}
        width={diagram.width}
        height={diagram.height}
        viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      >
        <defs>
          {[
            ['path', PATH],
            ['off', MUTED],
          ].map(([name, colour]) => (
            <marker
              key={name}
              id={`${arrow}-${name}`}
              viewBox="0 0 10 10"
              refX={9}
              refY={5}
              markerWidth={7}
              markerHeight={7}
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={colour} />
            </marker>
          ))}
        </defs>
        <g aria-hidden="true">
          {diagram.edges.map((edge) => (
            <g key={`${edge.from}>${edge.to}`} data-edge={`${edge.from}>${edge.to}`}>
              <polyline
                points={edge.points.map(({ x, y }) => `${x},${y}`).join(' ')}
                fill="none"
                stroke={edge.onPath ? PATH : MUTED}
                strokeWidth={edge.onPath ? 2.5 : 1}
                strokeDasharray={edge.onPath ? undefined : '4 3'}
                markerEnd={`url(#${arrow}-${edge.onPath ? 'path' : 'off'})`}
              />
              {edge.label && (
                <>
                  <rect
                    x={edge.label.x - edge.label.width / 2}
                    y={edge.label.y - edge.label.height / 2}
                    width={edge.label.width}
                    height={edge.label.height}
                    fill="#ffffff"
                    opacity={0.9}
                  />
                  <text
                    x={edge.label.x}
                    y={edge.label.y + 4}
                    textAnchor="middle"
                    fill={edge.onPath ? INK : MUTED}
                  >
                    {edge.label.text}
                  </text>
                </>
              )}
            </g>
          ))}
          {diagram.nodes
            .filter((node) => !node.step)
            .map((node) => (
              <g key={node.index}>
                <NodeBox node={node} strong={false} />
              </g>
            ))}
        </g>
        {diagram.nodes.map(
          (node) =>
            node.step && (
              <StepNode
                key={node.step.id}
                node={node}
                flowId={flow.id}
                current={node.step.id === stepId}
              />
            ),
        )}
      </svg>
    </Frame>
  );
}
