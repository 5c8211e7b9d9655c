export { Tooltip, type TooltipProps } from './tooltip';
export { TOOLTIP_SMALL_SCREEN_PX, TOOLTIP_SMALL_SCREEN_QUERY, hidesTooltip } from './tooltip-rules';
