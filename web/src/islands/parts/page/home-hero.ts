export { HomeHero as default } from '../../../features/home/home-hero';
