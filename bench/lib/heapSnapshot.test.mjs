import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffSnapshots, parseSnapshot, reachableWithout, retainerPath } from './heapSnapshot.mjs';

// A hand-made snapshot in V8's format: nodes [type, name, id, self_size, edge_count], edges
// [type, name_or_index, to_node (offset into nodes)].
const meta = {
  node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
  node_types: [['synthetic', 'object', 'native', 'code']],
  edge_fields: ['type', 'name_or_index', 'to_node'],
  edge_types: [['property', 'internal', 'weak']],
};
const strings = ['(root)', 'Window', 'Store', 'Listener', 'observer', 'listeners', 'x', 'Code'];
/** nodes: [typeIndex, nameIndex, id, size, [[edgeType, nameIndex, toNodeIndex]...]] */
function snapshot(nodes) {
  const flatNodes = [];
  const flatEdges = [];
  for (const [type, name, id, size, edges] of nodes) {
    flatNodes.push(type, name, id, size, edges.length);
    for (const [t, n, to] of edges) flatEdges.push(t, n, to * 5);
  }
  return parseSnapshot({ snapshot: { meta }, nodes: flatNodes, edges: flatEdges, strings });
}

const before = snapshot([
  [0, 0, 1, 0, [[0, 1, 1]]],
  [1, 1, 3, 10, [[0, 2, 2]]],
  [1, 2, 5, 20, []],
]);
// After: the store holds a new listener, a new code object hangs off the window, and a
// synthetic "observer" root alone holds another new object.
const after = snapshot([
  [
    0,
    0,
    1,
    0,
    [
      [0, 1, 1],
      [0, 4, 5],
    ],
  ],
  [
    1,
    1,
    3,
    10,
    [
      [0, 2, 2],
      [1, 6, 4],
    ],
  ],
  [1, 2, 5, 20, [[0, 5, 3]]],
  [1, 3, 7, 30, []],
  [3, 7, 9, 40, []],
  [1, 3, 11, 50, []],
]);

test('diffSnapshots finds the new objects by id and the old objects holding them', () => {
  const d = diffSnapshots(before, after);
  assert.equal(d.newBytes, 120);
  assert.deepEqual(
    d.groups.map((g) => [g.key, g.count, g.bytes]),
    [
      ['object:Listener', 2, 80],
      ['code:Code', 1, 40],
    ],
  );
  assert.ok(
    d.anchors.some((a) => a.key === 'object:Store --property:listeners--> object:Listener'),
  );
});

test('retainerPath walks from a new object up to the root', () => {
  assert.deepEqual(retainerPath(after, 3), [
    'object:Window .Store',
    'object:Store .listeners',
    'object:Listener',
  ]);
});

test('reachableWithout tells what only a cut root edge keeps alive', () => {
  const seen = reachableWithout(after, ['observer']);
  assert.deepEqual([...seen], [1, 1, 1, 1, 1, 0]);
});
