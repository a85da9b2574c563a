// What the view says a seat is doing: its step and the step's dice. The only place the renderer reads step names
// (the view's `step` / `sub` of a player): which options a click means is decided by the options' fields instead.

const DOING = {
  wait: "waiting", "join-wait": "waiting for others to join", keep: "drafting", start: "placing the starting tile",
  manip: "manipulating dice", mode: "using a die", face: "setting a face", reroll: "choosing dice to reroll",
  choose: "choosing an action", pay: "paying", "explore-choose": "choosing a drawn tile", "explore-put": "placing a tile",
  join: "may join an exploration", "explore-extra": "may add a tent", settle: "settling", "move-to": "moving a tent",
  recruit: "recruiting", research: "researching", tokens: "paying for a technology", "raid-tile": "choosing a tile to raid",
  "raid-target": "choosing whom to raid", trade: "trading", after: "free actions",
};
const COUNTING = ["settle", "recruit", "raid-tile", "trade"];  // steps that do something several times: show how many left

export const doingText = (p) => DOING[p.step] || p.step;

export const showsLeft = (p) => p.left > 0 && COUNTING.includes(p.step);

// the die the seat is using or setting (its die-less options are about it), or undefined
export const dieInUse = (p) => (["mode", "face"].includes(p.step) && p.sub.length ? p.sub[0] : undefined);

// die -> what is happening to it ("in use", "being set", "to reroll")
export function dieMarks(p) {
  const marks = {};
  const inUse = dieInUse(p);
  if (inUse) marks[inUse] = p.step === "mode" ? "in use" : "being set";
  if (p.step === "reroll") for (const die of p.sub) marks[die] = "to reroll";
  return marks;
}
