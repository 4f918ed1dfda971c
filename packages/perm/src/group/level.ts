import { allocPerm, composeInto, invertInto, type Perm } from '../perm.js';

/** One level of a stabiliser chain: G⁽ⁱ⁾, the stabiliser of the earlier base points, on its basic orbit. */
export class Level {
  readonly point: number;
  /** Strong generators that lie in G⁽ⁱ⁾. */
  readonly gens: Perm[] = [];
  /** The basic orbit, in the order found; orbit[0] is the base point. */
  readonly orbit: number[] = [];
  /** Position of each point in `orbit`, or -1. */
  readonly index: Int32Array;
  /** u[k] maps the base point to orbit[k]; uInv[k] is its inverse and support[k] the points it moves. */
  readonly u: Perm[] = [];
  readonly uInv: Perm[] = [];
  readonly support: Int32Array[] = [];
  /** Schreier tree: orbit[k] = gens[treeGen[k]] applied to orbit[treeParent[k]]. */
  readonly treeParent: number[] = [];
  readonly treeGen: number[] = [];
  /** Schreier generators (k, s) with s < checked[k] are known to sift to the identity. */
  readonly checked: number[] = [];
  private readonly degree: number;

  constructor(n: number, point: number, id: Perm) {
    this.degree = n;
    this.point = point;
    this.index = new Int32Array(n).fill(-1);
    this.push(point, id, id, new Int32Array(0), -1, -1);
  }

  /** Adds g to the generators and grows the orbit and transversal, breadth first. */
  addGenerator(g: Perm): void {
    this.gens.push(g);
    const oldLength = this.orbit.length;
    const s = this.gens.length - 1;
    for (let k = 0; k < oldLength; k++) this.extend(k, s);
    for (let k = oldLength; k < this.orbit.length; k++) {
      for (let t = 0; t < this.gens.length; t++) this.extend(k, t);
    }
  }

  private extend(k: number, s: number): void {
    const g = this.gens[s] as Perm;
    const image = g[this.orbit[k] as number] as number;
    if ((this.index[image] as number) >= 0) return;
    const n = this.degree;
    const u = composeInto(allocPerm(n), g, this.u[k] as Perm);
    let count = 0;
    for (let x = 0; x < n; x++) if (u[x] !== x) count++;
    const support = new Int32Array(count);
    for (let x = 0, j = 0; x < n; x++) if (u[x] !== x) support[j++] = x;
    this.push(image, u, invertInto(allocPerm(n), u), support, k, s);
  }

  private push(
    point: number,
    u: Perm,
    uInv: Perm,
    support: Int32Array,
    parent: number,
    gen: number,
  ): void {
    this.index[point] = this.orbit.length;
    this.orbit.push(point);
    this.u.push(u);
    this.uInv.push(uInv);
    this.support.push(support);
    this.treeParent.push(parent);
    this.treeGen.push(gen);
    this.checked.push(0);
  }
}
