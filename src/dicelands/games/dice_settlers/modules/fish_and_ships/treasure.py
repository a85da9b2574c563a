"""The Treasure die (seed F&S › The Treasure Die): gained with presence on Treasure Island (#X7), returned when that
presence is lost."""
from __future__ import annotations

from .....engine.actions import make_action
from ...board import has_presence
from ...draws import roll_dice
from ...gains import new_die, spend_die, take_vp
from ...icons import spend_virtual_face, targets, virtual_face_keys, virtual_faces
from ...payment import PayFor
from ...state import LETTER, Cell, State, colour_of, die_sort_key
from ...tables import FACES, PIONEER_LIKE, colours_in_play, resources_in_play
from .data import SEA
from .section import sea, update

TREASURE_ISLAND = next(h.id for h in SEA.hexes.values() if h.treasure)


def island_cell(state: State) -> Cell | None:
    """Where Treasure Island lies face up (a Sea cell), or None."""
    tiles = state.tiles
    for cell in sea(state).sea_cells:
        if tiles.get(cell) == TREASURE_ISLAND:
            return cell
    return None


def sync(state: State) -> None:
    """"When you gain access to the Treasure Die (by establishing presence on Island Tile #X7), place one of the
    Treasure Dice from the supply in your spent dice area"; "If you lose your presence from the Treasure Island,
    immediately return the Treasure Die to the supply"."""
    cell = island_cell(state)
    if cell is None:
        return
    s = sea(state)
    if all(has_presence(state, seat, cell) == (die is not None) for seat, die in enumerate(s.treasure)):
        return  # each seat with presence holds its die and no other does: the common case
    dice = list(s.treasure)
    for seat in range(state.seats):
        present = has_presence(state, seat, cell)
        if present and dice[seat] is None and state.supply.get("treasure", 0) > 0:
            die = new_die(state, seat, "treasure")
            if seat == state.bot_seat:
                state.diceoneer.queue.append(die)  # seed solo: "place the Treasure die at the back of Diceoneer's queue"
            else:
                state.players[seat].spent.append(die)
            dice[seat] = die
        elif not present and dice[seat] is not None:
            remove_die(state, seat, dice[seat])
            dice[seat] = None
    if tuple(dice) != s.treasure:
        update(state, treasure=tuple(dice))


def remove_die(state: State, seat: int, die: str) -> None:
    if seat == state.bot_seat:
        bot = state.diceoneer
        if die in bot.queue:
            bot.queue.remove(die)
        for side in bot.sides:
            if die in side:
                side.remove(die)
        bot.faces.pop(die, None)
    else:
        p = state.players[seat]
        p.active.pop(die, None)
        for zone in (p.bag, p.spent):
            if die in zone:
                zone.remove(die)
        if die in p.spent_this_round:
            p.spent_this_round = tuple(d for d in p.spent_this_round if d != die)
    state.supply["treasure"] += 1


# ---- rolling and spending it ---------------------------------------------------------------------------------------
ROLL_WITH = ("pioneer", "ship", "wood", "iron", "food", "fish", "gold")  # "spend one of the following icons"


def owned_in_spent(state: State, seat: int) -> str | None:
    die = sea(state).treasure[seat]
    p = state.players[seat]
    if die is None or seat == state.bot_seat or die not in p.spent or die in p.spent_this_round:
        return None  # ruling: a Treasure die spent this round stays spent until clean-up, like every die (G08)
    return die


def offer_roll(game, state, seat, step) -> list:
    """Roll step 3: "spend one of the following icons: Pioneer, Ship, Wood, Iron, Food, Fish or Gold icon to roll
    the Treasure Die, and add it to your Available Dice Area"."""
    if owned_in_spent(state, seat) is None:
        return []
    p = state.players[seat]
    out, seen = [], set()
    for die in sorted(p.active, key=die_sort_key):
        key = (colour_of(die), p.active[die])
        if key not in seen and any(i in ROLL_WITH for i in p.active[die].split("+")):
            seen.add(key)
            out.append(make_action("treasureroll", f"treasure roll {die}", die=die))
    # a virtual die face of one of these icons rolls it too (seed Envoys › General Benefit: "to be used at any time
    # (Roll Phase or Action Phase as appropriate)"; "all base game rules of spending virtual dice are unchanged")
    for source, _icon in virtual_faces(state, seat, ROLL_WITH):
        out.append(make_action("treasureroll", f"treasure roll {source}", source=source))
    return out


def roll(game, state, seat, action) -> None:
    p = state.players[seat]
    die = owned_in_spent(state, seat)
    assert die is not None  # offered only while the seat's Treasure die lies in its spent area (offer_roll)
    fields = dict(action.fields)
    source, spent = fields.get("source"), fields.get("die")
    if source is not None:
        spend_virtual_face(p, source)
    elif spent is not None:
        spend_die(p, spent)
    p.spent.remove(die)
    p.active.update(roll_dice(state, [die]))


def offer_spend(game, state, seat, step) -> list:
    """"You may spend some or all icons shown on the Treasure Die, like you would from any other die"; with a Pioneer
    (or Ship) shown, also paired with another die showing the same icon, as two Pioneers make one icon."""
    p = state.players[seat]
    treasure = [d for d in p.active if d.startswith(LETTER["treasure"]) and colour_of(d) == "treasure"]
    if not treasure:  # (a hot path, on every payment: a Treasure die is seldom active)
        return []
    wanted = targets(step.action, state.options)
    out = []
    for die in sorted(treasure, key=die_sort_key):
        icons = p.active[die].split("+")
        if any(i in wanted for i in icons):
            out.append(make_action("treasurespend", f"treasure spend {die}", die=die))
        for pioneer in (i for i in icons if i in PIONEER_LIKE):
            partners = sorted((d for d, face in p.active.items() if face == pioneer), key=die_sort_key)
            seen = set()
            for other in partners:
                if colour_of(other) in seen:
                    continue
                seen.add(colour_of(other))
                for icon in (t for t in wanted if t != "gold"):
                    out.append(make_action("treasurepair", f"treasure pair {die}+{other} as {icon}", dice=(die, other),
                                           icon=icon))
    return out


def spend(game, state, seat, action) -> None:
    """The die's icons that pay for the action are paid; "if you spend at least one icon it is then placed into your
    spent dice area, so any unused icon is lost"; each VP icon gains 1 VP "from the supply (not the reserve)"."""
    p = state.players[seat]
    step = state.flow.top(seat)
    die = action["dice"][0] if action.kind == "treasurepair" else action["die"]
    icons = p.active[die].split("+")
    wanted = targets(step.action, state.options)
    paid = [i for i in icons if i in wanted]
    for spent in (action["dice"] if action.kind == "treasurepair" else (die,)):
        spend_die(p, spent)
    if action.kind == "treasurepair":
        paid.append(action["icon"])
    take_vp(state, seat, min(icons.count("vp"), state.vp_supply))
    state.flow = state.flow.replace(seat, PayFor(step.action, step.paid + tuple(paid)))


def label(state: State, seat: int, action) -> str | None:
    kind = action.kind
    if kind not in ("treasureroll", "treasurespend", "treasurepair"):
        return None
    if kind == "treasureroll" and "source" in dict(action.fields):
        return f"treasureroll {action['source']}"
    p = state.players[seat]
    if kind == "treasurepair":
        a, b = action["dice"]
        return f"treasure pair {p.active[a]}+{colour_of(b)} as {action['icon']}"
    return f"{kind} {colour_of(action['die'])}:{p.active[action['die']]}"


def labels(options: dict) -> list:
    colours = colours_in_play(options)
    faces = {c: dict.fromkeys(FACES[c]) for c in colours}
    out = [f"treasureroll {c}:{f}" for c in colours for f in faces[c]]
    out += [f"treasureroll {key}" for key in virtual_face_keys(options)]
    out += [f"treasurespend treasure:{f}" for f in faces["treasure"]]
    icons = sorted({i for c in colours for f in faces[c] for i in f.split("+")} | set(resources_in_play(options)))
    out += [f"treasure pair {f}+{c} as {i}" for f in faces["treasure"] for c in colours for i in icons
            if i not in ("gold", "vp") and i not in PIONEER_LIKE and any(p in f.split("+") for p in PIONEER_LIKE)]
    return out
