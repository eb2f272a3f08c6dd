// P9's investigation tool: V8 heap snapshots taken over CDP (HeapProfiler.takeHeapSnapshot),
// parsed into flat arrays and diffed by object id. A V8 object keeps its snapshot id for
// its life, so "in the later snapshot, not in the earlier one" is exactly what the mounts
// between them allocated and left alive; the edges from objects that were already there
// to those new ones name what holds them (the retainers a leak fix has to cut).

/** Takes a snapshot through a Playwright CDP session; resolves with the parsed snapshot. */
export async function takeSnapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return parseSnapshot(JSON.parse(chunks.join('')));
}

/**
 * Flattens a snapshot: per node its type, name, id, self size and first edge; per edge its
 * type, name and target node; the retainers (reverse edges) of every node.
 */
export function parseSnapshot(raw) {
  const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = raw.snapshot.meta;
  const nodeTypes = nt[0];
  const edgeTypes = et[0];
  const NF = nf.length;
  const EF = ef.length;
  const [nType, nName, nId, nSize, nEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(
    (f) => nf.indexOf(f),
  );
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
  const count = raw.nodes.length / NF;
  const node = {
    type: new Array(count),
    name: new Array(count),
    id: new Float64Array(count),
    size: new Float64Array(count),
    firstEdge: new Uint32Array(count + 1),
  };
  const index = new Map();
  let edge = 0;
  for (let i = 0; i < count; i++) {
    const o = i * NF;
    node.type[i] = nodeTypes[raw.nodes[o + nType]];
    node.name[i] = raw.strings[raw.nodes[o + nName]];
    node.id[i] = raw.nodes[o + nId];
    node.size[i] = raw.nodes[o + nSize];
    node.firstEdge[i] = edge;
    edge += raw.nodes[o + nEdges];
    index.set(node.id[i], i);
  }
  node.firstEdge[count] = edge;
  const edgeCount = raw.edges.length / EF;
  const edges = {
    type: new Array(edgeCount),
    name: new Array(edgeCount),
    to: new Uint32Array(edgeCount),
  };
  const retainers = Array.from({ length: count }, () => []);
  for (let i = 0; i < count; i++) {
    for (let e = node.firstEdge[i]; e < node.firstEdge[i + 1]; e++) {
      const o = e * EF;
      const type = edgeTypes[raw.edges[o + eType]];
      const nameOrIndex = raw.edges[o + eName];
      edges.type[e] = type;
      edges.name[e] =
        type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : raw.strings[nameOrIndex];
      edges.to[e] = raw.edges[o + eTo] / NF;
      retainers[edges.to[e]].push({ from: i, edge: e });
    }
  }
  let total = 0;
  for (let i = 0; i < count; i++) if (node.type[i] !== 'native') total += node.size[i];
  return { count, node, edges, retainers, index, total };
}

/** A node's class: the constructor for objects, the function for closures, else the type. */
export function nodeClass(s, i) {
  const type = s.node.type[i];
  if (type === 'object' || type === 'closure' || type === 'native' || type === 'hidden')
    return `${type}:${s.node.name[i].slice(0, 80)}`;
  if (type === 'code') return `code:${s.node.name[i].split(' ')[0].slice(0, 40)}`;
  return type;
}

/**
 * The objects of `after` that `before` did not have, grouped by class (count, bytes), and
 * the edges from old objects into them grouped by the old object's class and the edge's
 * name: which long-lived objects keep what the mounts made.
 */
export function diffSnapshots(before, after, { top = 30 } = {}) {
  const isNew = new Uint8Array(after.count);
  const groups = new Map();
  let newBytes = 0;
  let newNative = 0;
  for (let i = 0; i < after.count; i++) {
    if (before.index.has(after.node.id[i])) continue;
    isNew[i] = 1;
    // Blink's objects (Oilpan, 'native') are outside V8's usedSize, which P9 reads.
    if (after.node.type[i] === 'native') newNative += after.node.size[i];
    else newBytes += after.node.size[i];
    const key = nodeClass(after, i);
    const g = groups.get(key) ?? { key, count: 0, bytes: 0, sample: i };
    g.count++;
    g.bytes += after.node.size[i];
    groups.set(key, g);
  }
  const anchors = new Map();
  for (let i = 0; i < after.count; i++) {
    if (isNew[i]) continue;
    for (let e = after.node.firstEdge[i]; e < after.node.firstEdge[i + 1]; e++) {
      const to = after.edges.to[e];
      if (!isNew[to] || after.edges.type[e] === 'weak' || after.node.type[to] === 'number')
        continue;
      if (after.edges.type[e] === 'internal' && after.node.type[to] === 'string') continue;
      const key = `${nodeClass(after, i)} --${after.edges.type[e]}:${after.edges.name[e].slice(0, 40)}--> ${nodeClass(after, to)}`;
      const a = anchors.get(key) ?? { key, count: 0, sample: to };
      a.count++;
      anchors.set(key, a);
    }
  }
  const byBytes = [...groups.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top);
  const byCount = [...anchors.values()].sort((a, b) => b.count - a.count).slice(0, top);
  return {
    newBytes,
    newNative,
    totalBefore: before.total,
    totalAfter: after.total,
    groups: byBytes,
    anchors: byCount,
    isNew,
  };
}

/**
 * One retainer path from node `i` up to a GC root (breadth-first over strong edges, so the
 * shortest): the chain a leak's fix has to break.
 */
export function retainerPath(s, i, maxDepth = 14) {
  const prev = new Map([[i, null]]);
  let frontier = [i];
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const next = [];
    for (const n of frontier) {
      for (const { from, edge } of s.retainers[n]) {
        const t = s.edges.type[edge];
        if (t === 'weak' || t === 'shortcut' || prev.has(from)) continue;
        prev.set(from, { to: n, edge });
        const type = s.node.type[from];
        if (type === 'synthetic' || s.node.name[from].startsWith('Window')) {
          const path = [];
          for (let at = from; prev.get(at); at = prev.get(at).to) {
            const p = prev.get(at);
            path.push(`${nodeClass(s, at)} .${s.edges.name[p.edge].slice(0, 40)}`);
          }
          path.push(nodeClass(s, i));
          return path;
        }
        next.push(from);
      }
    }
    frontier = next;
  }
  return ['(no root within depth)'];
}

/**
 * Which nodes stay reachable from the snapshot's root when the root's edges whose name
 * contains one of `skip` are cut (e.g. Chromium's autofill form observer, the DevTools
 * session): what those alone keep alive is then unreachable.
 */
export function reachableWithout(s, skip) {
  const seen = new Uint8Array(s.count);
  const stack = [0];
  seen[0] = 1;
  while (stack.length) {
    const n = stack.pop();
    for (let e = s.node.firstEdge[n]; e < s.node.firstEdge[n + 1]; e++) {
      const t = s.edges.type[e];
      if (t === 'weak' || t === 'shortcut') continue;
      const to = s.edges.to[e];
      if (seen[to]) continue;
      const label = `${s.edges.name[e]} ${s.node.name[to]}`;
      if (skip.some((x) => label.includes(x))) continue;
      seen[to] = 1;
      stack.push(to);
    }
  }
  return seen;
}
