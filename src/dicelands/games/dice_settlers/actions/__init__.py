"""One module per action (spec §5, §6.4): each exposes the public operations a player's steps and the Diceoneer
(diceoneer.py) both use, `need(state, seat, paid)` (the fewest icons with which it does something now, None when it
cannot be taken) and, for the paid actions, `resolve(state, seat, paid)` (pushes the action's own steps)."""
