export { Icon, type IconProps } from './icon';
export { iconPaths, type IconName } from './icon-paths';
