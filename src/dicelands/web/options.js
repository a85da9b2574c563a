// The seat's options as the server sends them: {kind, notation, ...named fields} (engine/actions.py). Renderers
// select options by kind and fields, never by reading notation; notation is only what gets sent back.

// "(q,r)": the key a cell field [q, r] is filed under (views write cells the same way)
export const cellKey = (cell) => `(${cell[0]},${cell[1]})`;

// options grouped by what `keyOf(option)` says they act on (undefined: not filed); a Map key -> [options]
export function groupBy(actions, keyOf) {
  const groups = new Map();
  for (const action of actions) {
    const keys = [].concat(keyOf(action) ?? []);
    for (const key of keys) groups.set(key, [...(groups.get(key) || []), action]);
  }
  return groups;
}

export const ofKind = (actions, ...kinds) => actions.filter((action) => kinds.includes(action.kind));

export const notations = (actions) => actions.map((action) => action.notation);
