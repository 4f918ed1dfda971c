// A wreath puzzle (Santa 2023's wreath_6/6): two rings of six that share two pieces.
import { apply, compose, fromCycles, PermGroup, parity, rng, toCycles } from '@puz/perm';

const left = fromCycles(10, '(0 5 4 3 2 1)'); // the left ring, one step
const right = fromCycles(10, '(0 9 8 2 7 6)'); // the right ring shares pieces 0 and 2
const group = new PermGroup([left, right]);

console.log('positions:', group.order()); // 3628800n: every arrangement of the 10 pieces
console.log('orbits:', group.orbits()); // one orbit: any piece can reach any place
const scramble = group.random(rng(2026));
console.log('scramble:', toCycles(scramble), 'parity', parity(scramble));
console.log(apply(compose(left, right), [...'ABCDEFGHIJ']).join('')); // left, then right
