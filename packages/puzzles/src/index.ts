export { solvers } from './registry.js';
