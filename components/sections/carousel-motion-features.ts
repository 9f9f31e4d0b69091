// The smallest framer-motion feature bundle that can run a spring (renderer + animations, no gestures),
// in its own chunk so it loads after the carousel has hydrated.
export { domMin as default } from 'framer-motion';
