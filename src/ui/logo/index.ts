export { Logo, type LogoProps } from './logo';
export { logos, type LogoDrawing } from './logos';
